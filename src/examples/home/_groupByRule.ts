import { groupByRule } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

// One group per tag: an item with several tags appears once in each of its groups,
// untagged items share one group. "sale" is pinned first, the rest ordered by name.
export const byTag = groupByRule<GearItem>({
  id: "byTag",
  label: "Tag",
  groupFn: (item) => (item.tags.length > 0 ? item.tags : "untagged"),
  sortGroupFn: (group) => group.id,
  sticky: { header: "sale" },
});
