// The hand-written baseline: one pass per stage, recomputing from the stage that changed.
import { INITIAL_TERM, SELECTED_COLORS, TOGGLED_COLOR, isSubsequence } from "./data.mjs";

// The collation the library documents for string sorts.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

class PlainList {
  constructor(items, state = {}) {
    this.items = items;
    this.lower = undefined;
    this.term = state.term ?? "";
    // "contains": the term must occur as it is, as under a search rule's threshold "contains".
    this.contains = state.contains ?? false;
    this.colors = new Set(state.colors ?? SELECTED_COLORS);
    this.sort = state.sort ?? { key: "price", desc: false };
    this.page = state.page ?? 2;
    this.perPage = 50;
    this.runFrom("search");
  }

  runFrom(stage) {
    if (stage === "search") {
      if (this.term === "") this.searched = this.items;
      else {
        this.lower ??= this.items.map((item) => item.name.toLowerCase().replace(/[^a-z0-9]/g, ""));
        this.searched = this.contains
          ? this.items.filter((_, i) => this.lower[i].includes(this.term))
          : this.items.filter((_, i) => isSubsequence(this.lower[i], this.term));
      }
    }
    if (stage === "search" || stage === "filter") {
      this.filtered = this.searched.filter((item) => item.inStock && this.colors.has(item.color));
    }
    if (stage !== "page" && stage !== "group") {
      const { key, desc } = this.sort;
      const sign = desc ? -1 : 1;
      this.sorted =
        key === "relevance"
          ? this.byRelevance()
          : key === "name"
            ? this.filtered.slice().sort((a, b) => sign * collator.compare(a.name, b.name))
            : this.filtered.slice().sort((a, b) => sign * (a[key] - b[key]));
    }
    const offset = (this.page - 1) * this.perPage;
    if (this.wholeGroups) {
      // Pages of whole groups: every match grouped once per sort, then a slice of the groups.
      if (stage !== "page" || !this.allGroups) {
        const all = new Map();
        for (const item of this.sorted) {
          const group = all.get(item.brand);
          if (group) group.push(item);
          else all.set(item.brand, [item]);
        }
        this.allGroups = [...all];
      }
      this.groups = new Map(this.allGroups.slice(offset, offset + this.perPage));
      return this.groups.size;
    }
    const page = this.sorted.slice(offset, offset + this.perPage);
    const groups = new Map();
    for (const item of page) {
      const group = groups.get(item.brand);
      if (group) group.push(item);
      else groups.set(item.brand, [item]);
    }
    this.groups = groups;
    return groups.size;
  }

  /** The matches by where the term starts in the name, earliest first, ties in item order. */
  byRelevance() {
    const at = this.filtered.map((item) =>
      item.name
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
        .indexOf(this.term),
    );
    const order = at.map((_, i) => i).sort((a, b) => at[a] - at[b] || a - b);
    return order.map((i) => this.filtered[i]);
  }

  /** The facet counts of S7: one pass over the cached matches, bucketed by brand. */
  bucketMatches() {
    const counts = new Map();
    for (const item of this.filtered) counts.set(item.brand, (counts.get(item.brand) ?? 0) + 1);
    return counts;
  }

  countBrands() {
    const counts = new Map();
    for (const item of this.searched) {
      if (!item.inStock || !this.colors.has(item.color)) continue;
      counts.set(item.brand, (counts.get(item.brand) ?? 0) + 1);
    }
    return counts;
  }
}

/** Turns the toggled colour on or off and filters again: the step S3 and L3 time. */
function toggleColor(list) {
  if (list.colors.has(TOGGLED_COLOR)) list.colors.delete(TOGGLED_COLOR);
  else list.colors.add(TOGGLED_COLOR);
  return list.runFrom("filter");
}

export function plainImplementation(items) {
  let shared;
  const searched = () => {
    if (!shared) {
      shared = new PlainList(items);
      shared.term = "cot";
      shared.runFrom("search");
    }
    return shared;
  };
  return {
    name: "plain JS",
    scenarios: {
      S0: {
        setup: () => undefined,
        run: () => new PlainList(items, { term: INITIAL_TERM }).groups.size,
      },
      S1: { setup: () => undefined, run: () => new PlainList(items).groups.size },
      S2: {
        setup: () => {
          const list = new PlainList(items);
          list.term = "co";
          list.runFrom("search");
          return list;
        },
        run: (list) => {
          list.term = "cot";
          return list.runFrom("search");
        },
      },
      S3: {
        setup: searched,
        run: toggleColor,
      },
      S4: {
        setup: () => {
          const list = searched();
          toggleColor(list);
          return list;
        },
        run: (list) => list.countBrands().size,
      },
      S5: {
        setup: () => {
          const list = searched();
          list.sort = { key: "price", desc: false };
          list.runFrom("sort");
          return list;
        },
        run: (list) => {
          list.sort = { key: "rating", desc: true };
          return list.runFrom("sort");
        },
      },
      S7: {
        setup: () => {
          const list = searched();
          toggleColor(list);
          return list;
        },
        run: (list) => list.bucketMatches().size,
      },
      S6: {
        setup: () => {
          const list = searched();
          list.page = 2;
          list.runFrom("page");
          return list;
        },
        run: (list) => {
          list.page = 3;
          return list.runFrom("page");
        },
      },
    },
    large: {
      fresh: () => new PlainList(items),
      keystroke: (list, term) => ((list.term = term), list.runFrom("search")),
      toggle: toggleColor,
      counts: (list) => list.countBrands().size,
      sortByName: (list) => ((list.sort = { key: "name", desc: false }), list.runFrom("sort")),
      sortByRating: (list) => ((list.sort = { key: "rating", desc: true }), list.runFrom("sort")),
      snapshot: (list) => ({
        term: list.term,
        colors: [...list.colors],
        sort: list.sort,
        page: list.page,
      }),
      restore: (snapshot) => new PlainList(items, snapshot).groups.size,
      thresholdFresh: () => new PlainList(items, { contains: true }),
      relevance: (list) => ((list.sort = { key: "relevance" }), list.runFrom("sort")),
      wholeGroups: () => {
        const list = new PlainList(items, { term: "cot" });
        list.perPage = 10;
        list.page = 1;
        list.runFrom("page");
        return list;
      },
      groupWhole: (list) => ((list.wholeGroups = true), list.runFrom("group")),
      nextGroupPage: (list) => ((list.page = 2), list.runFrom("page")),
    },
    exercise: (list) => {
      const plain = new PlainList(list);
      plain.term = "cot";
      plain.runFrom("search");
      plain.colors.add(TOGGLED_COLOR);
      plain.runFrom("filter");
      plain.countBrands();
      plain.sort = { key: "name", desc: false };
      plain.runFrom("sort");
      plain.sort = { key: "rating", desc: true };
      plain.runFrom("sort");
      plain.page = 3;
      plain.runFrom("page");
      return plain;
    },
    keepAlive: (plain) => plain.groups.size,
  };
}
