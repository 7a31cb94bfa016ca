import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test, vi } from "vitest";

type Core = typeof import("./index");

/** The core's modules as the build for NODE_ENV evaluates them (DEV is read once, on import). */
async function loadCore(nodeEnv: "development" | "production"): Promise<Core> {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.resetModules();
  return import("./index");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Each call provokes one error; the same calls run against both builds. */
const provocations: ((core: Core) => unknown)[] = [
  (core) => new core.FinderCore("tents" as never, { rules: [] }),
  (core) =>
    new core.FinderCore([], {
      rules: [
        core.filterRule({ id: "a", filterFn: () => true }),
        core.filterRule({ id: "a", filterFn: () => true }),
      ],
    }),
  (core) =>
    new core.FinderCore([], {
      rules: [core.filterRule({ id: "tags", multiple: true, filterFn: () => true })],
    }).filters.set("tags", "winter"),
  (core) => new core.FinderCore([], { rules: [] }).pagination.setPage(0),
  (core) => new core.FinderCore([], { rules: [] }).getRule("colour"),
];

function caught(provoke: () => unknown): {
  code: string;
  ruleId: string | undefined;
  message: string;
} {
  try {
    provoke();
  } catch (error) {
    const { code, ruleId, message } = error as InstanceType<Core["FinderError"]>;
    return { code, ruleId, message };
  }
  throw new Error("expected a FinderError");
}

const repository = (
  JSON.parse(readFileSync("package.json", "utf8")) as { repository: { url: string } }
).repository.url;
const [, organization, project] = /github\.com\/([^/]+)\/([^/.]+)/.exec(repository) ?? [];
const catalogue = `https://${organization}.github.io/${project}/api/#error-catalogue`;

describe("errors in the production build", () => {
  test("a production error gives its code, its rule and the address of the error catalogue", async () => {
    const core = await loadCore("production");
    expect(caught(() => provocations[2]!(core))).toEqual({
      code: "INVALID_FILTER_VALUE",
      ruleId: "tags",
      message: `Finder: INVALID_FILTER_VALUE (rule "tags"). See ${catalogue} or use a development build for the full message.`,
    });
    expect(caught(() => provocations[3]!(core)).message).toBe(
      `Finder: INVALID_PAGE. See ${catalogue} or use a development build for the full message.`,
    );
  });

  test("a development error gives the full sentence", async () => {
    const core = await loadCore("development");
    expect(caught(() => provocations[2]!(core)).message).toBe(
      'Finder: filter rule "tags" is a multiple filter; its value must be an array, got "winter".',
    );
  });

  test("both builds throw the same class, code and rule id", async () => {
    const development = await loadCore("development");
    const fromDevelopment = provocations.map((provoke) => caught(() => provoke(development)));
    const production = await loadCore("production");
    const fromProduction = provocations.map((provoke) => caught(() => provoke(production)));
    expect(fromProduction.map(({ code, ruleId }) => ({ code, ruleId }))).toEqual(
      fromDevelopment.map(({ code, ruleId }) => ({ code, ruleId })),
    );
    for (const [index, { message }] of fromProduction.entries()) {
      expect(message).toContain(catalogue);
      expect(message).not.toBe(fromDevelopment[index]!.message);
    }
  });

  test("FINDER_ERROR_CODES lists the same codes in both builds, with the meanings in development only", async () => {
    const development = (await loadCore("development")).FINDER_ERROR_CODES;
    const production = (await loadCore("production")).FINDER_ERROR_CODES;
    expect(Object.keys(production)).toEqual(Object.keys(development));
    expect(Object.isFrozen(production)).toBe(true);
    for (const [code, value] of Object.entries(production)) expect(value).toBe(code);
    expect(development.INVALID_PAGE).toBe("The page is not a positive integer.");
  });

  test("restoreState() reports dropped parts with the production message", async () => {
    const core = await loadCore("production");
    const { dropped } = core.restoreState({ colour: "red" }, { rules: [] });
    expect(dropped).toEqual([
      expect.objectContaining({
        code: "INVALID_STATE",
        message: expect.stringContaining(catalogue) as unknown,
      }),
    ]);
  });

  test("restoreState() names INVALID_STATE in the production message for a state or initialFilters that is not an object", async () => {
    const core = await loadCore("production");
    const message = `Finder: INVALID_STATE. See ${catalogue} or use a development build for the full message.`;
    expect(core.restoreState(42, { rules: [] }).dropped.map((part) => part.message)).toEqual([
      message,
    ]);
    expect(
      core.restoreState({ initialFilters: 42 }, { rules: [] }).dropped.map((part) => part.message),
    ).toEqual([message]);
  });

  test("the API page has the catalogue the message links to, and shows a real production message", async () => {
    const page = readFileSync("docs/api/index.mdx", "utf8");
    expect(page).toContain("\n### Error catalogue\n");
    const core = await loadCore("production");
    expect(page).toContain(`\n${caught(() => provocations[2]!(core)).message}\n`);
  });
});
