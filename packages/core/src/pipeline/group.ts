import type { FinderGroup, GroupByRule, GroupKey, SortDirection, StickyGroups } from "../types";
import { resolve, toArray } from "../util";
import { collator } from "./sort";

/** Sticky keys as group ids, each once: a repeated key must not repeat its group. */
function asKeys(keys: GroupKey | GroupKey[] | undefined): string[] {
  return keys === undefined ? [] : [...new Set(toArray(keys).map(String))];
}

function compareGroupValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Groups the page's items. Groups keep the order of their first item; sticky header groups
 * come first and footer groups last, each in the listed order; `sortGroupFn` orders the rest.
 */
export function groupItems<FItem, FContext>(
  items: readonly FItem[],
  rule: GroupByRule<FItem, FContext>,
  context: FContext,
  direction: SortDirection | undefined,
): FinderGroup<FItem>[] {
  const byId = new Map<string, FinderGroup<FItem>>();
  for (const item of items) {
    const keys = rule.groupFn(item, context);
    const ids = Array.isArray(keys) ? new Set(keys.map(String)) : [String(keys)];
    // No getOrCreate here: a closure per item showed up in the "next page" benchmark.
    for (const id of ids) {
      let group = byId.get(id);
      if (!group) {
        group = { id, items: [] };
        byId.set(id, group);
      }
      group.items.push(item);
    }
  }
  let groups = [...byId.values()];
  if (rule.sortGroupFn) {
    const sortGroupFn = rule.sortGroupFn.bind(rule);
    const sign = (direction ?? rule.defaultGroupSortDirection ?? "asc") === "desc" ? -1 : 1;
    const keyed = groups.map((group) => ({ group, key: sortGroupFn(group, context) }));
    keyed.sort((a, b) => sign * compareGroupValues(a.key, b.key));
    groups = keyed.map(({ group }) => group);
  }
  const sticky: StickyGroups = resolve(rule, "sticky", groups, context) ?? {};
  const header = asKeys(sticky.header);
  const footer = asKeys(sticky.footer).filter((id) => !header.includes(id));
  if (header.length === 0 && footer.length === 0) return groups;
  const pinned = new Set([...header, ...footer]);
  const pick = (ids: string[]) =>
    ids.map((id) => byId.get(id)).filter((group): group is FinderGroup<FItem> => !!group);
  return [...pick(header), ...groups.filter((group) => !pinned.has(group.id)), ...pick(footer)];
}
