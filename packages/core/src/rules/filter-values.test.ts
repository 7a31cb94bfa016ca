// How much reading a filter value costs (issue 40, item 6): a value of n entries checked against
// m options reads each option once, not once per entry, however it comes in. Counted, not timed
// (the bench times it: `npm run bench -- A1`).
import { describe, expect, test } from "vitest";
import { FinderCore, filterRule, fromSearchParams, restoreState } from "../index";

const COUNT = 1_000;

/** `COUNT` options whose `value` getter counts its reads. */
function countedOptions() {
  const counter = { reads: 0 };
  const options = Array.from({ length: COUNT }, (_, i) => ({
    get value() {
      counter.reads += 1;
      return `t${i}`;
    },
  }));
  return { counter, options };
}

const texts = Array.from({ length: COUNT }, (_, i) => `t${COUNT - 1 - i}`);

describe("a value of many entries against many options", () => {
  const setup = () => {
    const { counter, options } = countedOptions();
    const rule = filterRule({
      id: "tag",
      multiple: true,
      options,
      filterFn: (item: number, tag: string) => `t${item}` === tag,
    });
    return { counter, rules: [rule] };
  };

  test("filters.set reads each option a few times in all, not once per entry", () => {
    const { counter, rules } = setup();
    const finder = new FinderCore([1, 2, 3], { rules });
    counter.reads = 0;
    finder.filters.set("tag", texts);
    expect(finder.filters.get("tag")).toHaveLength(COUNT);
    expect(counter.reads).toBeLessThan(5 * COUNT);
  });

  test("restoreState reads each option a few times in all, not once per entry", () => {
    const { counter, rules } = setup();
    counter.reads = 0;
    const { options, dropped } = restoreState({ initialFilters: { tag: texts } }, { rules });
    expect(dropped).toEqual([]);
    expect(options.initialFilters?.tag).toHaveLength(COUNT);
    expect(counter.reads).toBeLessThan(5 * COUNT);
  });

  test("fromSearchParams reads each option a few times in all, not once per entry", () => {
    const { counter, rules } = setup();
    const query = texts.map((text) => `tag=${text}`).join("&");
    counter.reads = 0;
    const { options, dropped } = fromSearchParams(query, { rules });
    expect(dropped).toEqual([]);
    expect(options.initialFilters?.tag).toHaveLength(COUNT);
    expect(counter.reads).toBeLessThan(5 * COUNT);
  });
});
