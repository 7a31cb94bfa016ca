// The error catalogue on docs/api/index.mdx (docs/api/_overview/errorCatalogue.mdx) is checked against the library: every code of
// FINDER_ERROR_CODES has a row, and each row's sample message is exactly what the library throws
// for the situation this file sets up.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  FINDER_ERROR_CODES,
  FinderCore,
  FinderError,
  filterRule,
  restoreState,
  searchRule,
  sortByRule,
  type FinderCoreOptions,
  type FinderErrorCode,
  type FinderEventName,
  type FinderRule,
  type FinderTestState,
  type SortDirection,
} from "@finderjs/core";
import { gearShop, type GearItem } from "../data/gearShop";

const rules: FinderRule<GearItem>[] = [
  searchRule({ searchFn: (item: GearItem) => item.name }),
  filterRule<GearItem, string>({
    id: "category",
    filterFn: (item, category) => item.category === category,
    options: [{ value: "Shelter" }, { value: "Sleep" }],
  }),
  filterRule<GearItem, string>({
    id: "tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.some((itemTag) => itemTag === tag),
  }),
  sortByRule({ id: "price", sortFn: (item: GearItem) => item.price }),
];

const shop = () => new FinderCore<GearItem>(gearShop, { rules, numItemsPerPage: 10 });
// Values a TypeScript user could not write; JavaScript callers (or `as` casts) can.
const wrong = <T>(value: unknown) => value as T;

/** One way to provoke each code. `satisfies` makes a new code without a trigger a type error. */
const triggers = {
  INVALID_ITEMS: () => new FinderCore<GearItem>(wrong<GearItem[]>("tents"), { rules }),
  INVALID_OPTIONS: () =>
    new FinderCore<GearItem>(gearShop, wrong<FinderCoreOptions<GearItem>>(undefined)),
  INVALID_BOOLEAN: () => shop().setIsDisabled(wrong<boolean>("false")),
  INVALID_RULES: () =>
    new FinderCore<GearItem>(gearShop, { rules: wrong<FinderRule<GearItem>[]>("price") }),
  INVALID_RULE: () =>
    new FinderCore<GearItem>(gearShop, { rules: [wrong<FinderRule<GearItem>>({ id: "price" })] }),
  MISSING_RULE_ID: () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [wrong<FinderRule<GearItem>>({ filterFn: () => true })],
    }),
  DUPLICATE_RULE_ID: () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [...rules, sortByRule({ id: "price", sortFn: (item: GearItem) => -item.price })],
    }),
  MULTIPLE_SEARCH_RULES: () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [...rules, searchRule({ id: "brand", searchFn: (item: GearItem) => item.brand })],
    }),
  INVALID_RULE_OPTIONS: () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [
        filterRule<GearItem, string>({
          id: "brand",
          filterFn: (item, brand) => item.brand === brand,
          options: wrong<string[] & { value: string }[]>(["Northpeak", "Skyward"]),
        }),
      ],
    }),
  INVALID_RULE_FIELD: () =>
    new FinderCore<GearItem>(gearShop, {
      rules: [
        sortByRule({
          id: "price",
          sortFn: (item: GearItem) => item.price,
          defaultSortDirection: wrong<SortDirection>("up"),
        }),
      ],
    }),
  RULE_NOT_FOUND: () => shop().getRule("colour"),
  WRONG_RULE_KIND: () => shop().filters.set("price", 100),
  INVALID_FILTER_VALUE: () => shop().filters.set("tags", "winter"),
  INVALID_FILTER_OPTION: () => shop().filters.set("category", "Boats"),
  TOGGLE_NOT_SUPPORTED: () => shop().filters.toggle("category", "Shelter"),
  OPTION_OPERATION_NOT_SUPPORTED: () => shop().filters.add("category", "Shelter"),
  INVALID_SEARCH_TERM: () => shop().search.setSearchTerm(wrong<string>(42)),
  NO_SEARCH_RULE: () =>
    new FinderCore<GearItem>(gearShop, { rules: rules.slice(1) }).search.setSearchTerm("tent"),
  INVALID_SORT_DIRECTION: () => shop().sortBy.setSortDirection(wrong<SortDirection>("up")),
  INVALID_PAGE: () => shop().pagination.setPage(0),
  INVALID_NUM_ITEMS_PER_PAGE: () => shop().pagination.setNumItemsPerPage(-5),
  INVALID_TEST_STATE: () => shop().test(wrong<FinderTestState>(undefined)),
  INVALID_EFFECT: () =>
    new FinderCore<GearItem>(gearShop, {
      rules,
      effects: [wrong<{ rules: string; onChange: () => void }>({ rules: "category" })],
    }),
  INVALID_EVENT_NAME: () => shop().events.on(wrong<FinderEventName>("update"), () => {}),
  INVALID_LISTENER: () => shop().events.on("change", wrong<() => void>("log")),
  INVALID_STATE: () => {
    const { dropped } = restoreState("?q=tent", { rules });
    throw new FinderError(dropped[0]?.code ?? "INVALID_STATE", dropped[0]?.message ?? "");
  },
} satisfies Record<FinderErrorCode, () => unknown>;

interface CatalogueRow {
  code: string;
  message: string;
}

const docs = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../docs/api/${path}`, import.meta.url)), "utf8");

/**
 * Reads the rows of the catalogue table: | `CODE` | meaning | thrown by | `sample message` |.
 * The table is a partial that the API page renders under its "Error catalogue" heading, the
 * address production error messages link to.
 */
function readCatalogue(): CatalogueRow[] {
  const page = docs("index.mdx");
  expect(page).toMatch(/^import ErrorCatalogue from '\.\/_overview\/errorCatalogue\.mdx';$/m);
  expect(page).toMatch(/^### Error catalogue\n\n[^#]*^<ErrorCatalogue \/>$/m);
  const rows: CatalogueRow[] = [];
  for (const line of docs("_overview/errorCatalogue.mdx").split("\n")) {
    const match = /^\| `([A-Z_]+)` \|.*\| (`+) (.*) \2 \|$/.exec(line);
    if (!match) continue;
    rows.push({ code: match[1] ?? "", message: (match[3] ?? "").replaceAll("\\|", "|") });
  }
  return rows;
}

function thrownBy(trigger: () => unknown): FinderError {
  try {
    trigger();
  } catch (error) {
    if (error instanceof FinderError) return error;
    throw error;
  }
  throw new Error("the trigger did not throw");
}

describe("the FinderError catalogue on the API page", () => {
  const rows = readCatalogue();

  it("has exactly one row per code, in the order the library declares them", () => {
    expect(rows.map((row) => row.code)).toEqual(Object.keys(FINDER_ERROR_CODES));
  });

  for (const code of Object.keys(FINDER_ERROR_CODES) as FinderErrorCode[]) {
    it(`shows the message the library throws for ${code}`, () => {
      const error = thrownBy(triggers[code]);
      expect(error.name).toBe("FinderError");
      expect(error.code).toBe(code);
      expect(rows.find((row) => row.code === code)?.message).toBe(error.message);
    });
  }
});
