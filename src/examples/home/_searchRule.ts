import { searchRule } from "@finderjs/react";
import type { GearItem } from "../data/gearShop";

// One search rule per finder. Return every text a visitor might type:
// "cafe" finds "Café Pour-Over Kit", "prs" finds "Pocket Rocket Stove".
export const searchGear = searchRule<GearItem>({
  searchFn: (item) => [item.name, item.brand],
});
