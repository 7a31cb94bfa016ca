import { useMemo, useState } from "react";
import { Finder, filterRule, useFinder } from "@finderjs/react";
import {
  gearCategories,
  gearShop,
  gearTags,
  type GearCategory,
  type GearItem,
  type GearTag,
} from "../data/gearShop";
import { formatMoney, plural, countLine } from "../data/format";

const rules = [
  filterRule<GearItem, GearCategory>({
    id: "category",
    multiple: true,
    filterFn: (item, category) => item.category === category,
    options: gearCategories.map((category) => ({ value: category })),
  }),
  filterRule<GearItem, GearTag>({
    id: "tags",
    multiple: true,
    filterFn: (item, tag) => item.tags.includes(tag),
    options: gearTags.map((tag) => ({ value: tag })),
  }),
  filterRule<GearItem, boolean>({
    id: "inStock",
    boolean: true,
    filterFn: (item) => item.inStock,
  }),
];

interface Draft {
  category: GearCategory[];
  tags: GearTag[];
  inStock: boolean;
}

const toggled = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

function StagedFilters() {
  const finder = useFinder<GearItem>();
  // The panel edits a draft; the finder keeps showing the applied filters until "Apply".
  const [draft, setDraft] = useState<Draft>({ category: [], tags: [], inStock: false });

  // Recomputed when the draft or the finder (its version) changes, not on every render.
  const { version } = finder;
  const preview = useMemo(
    () => finder.test({ filters: { ...draft } }, true).length,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutable instance changes with `version`
    [finder, version, draft],
  );

  const apply = () => {
    finder.filters.set("category", draft.category);
    finder.filters.set("tags", draft.tags);
    finder.filters.set("inStock", draft.inStock);
  };

  return (
    <div className="row">
      <div className="col col--5">
        <div className="card padding--md margin-bottom--md">
          <fieldset className="margin-bottom--sm">
            <legend>Category</legend>
            {gearCategories.map((category) => (
              <label
                key={category}
                className="margin-right--md"
                style={{ display: "inline-block" }}
              >
                <input
                  type="checkbox"
                  checked={draft.category.includes(category)}
                  onChange={() =>
                    setDraft({ ...draft, category: toggled(draft.category, category) })
                  }
                />{" "}
                {category}
              </label>
            ))}
          </fieldset>
          <fieldset className="margin-bottom--sm">
            <legend>Tags</legend>
            {gearTags.map((tag) => (
              <label key={tag}>
                <input
                  type="checkbox"
                  checked={draft.tags.includes(tag)}
                  onChange={() => setDraft({ ...draft, tags: toggled(draft.tags, tag) })}
                />{" "}
                {tag}
              </label>
            ))}
          </fieldset>
          <label style={{ display: "block" }} className="margin-bottom--md">
            <input
              type="checkbox"
              checked={draft.inStock}
              onChange={() => setDraft({ ...draft, inStock: !draft.inStock })}
            />{" "}
            In stock only
          </label>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={preview === 0}
            onClick={apply}
          >
            {preview === 0 ? "No results" : `Apply (show ${plural(preview, "result")})`}
          </button>
        </div>
      </div>
      <div className="col col--7">
        <p aria-live="polite">
          <strong>
            {countLine(finder.matches.numMatchedItems, finder.matches.numTotalItems, "product")}
          </strong>
        </p>
        <ul>
          {(finder.matches.items ?? []).map((item) => (
            <li key={item.id}>
              {item.name} — {formatMoney(item.price)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function StagedFiltersDemo() {
  return (
    <Finder items={gearShop} rules={rules}>
      <StagedFilters />
    </Finder>
  );
}
