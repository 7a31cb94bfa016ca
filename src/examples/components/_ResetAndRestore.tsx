import { useState } from "react";
import { Finder, searchRule, type FinderRule, type FinderSnapshot } from "@finderjs/react";
import { gearShop, type GearItem } from "../data/gearShop";

const rules: FinderRule<GearItem>[] = [searchRule<GearItem>({ searchFn: (item) => item.name })];

export function ResettableShop({ saved }: { saved?: FinderSnapshot }) {
  // Changing `key` unmounts the old <Finder> and mounts a new one: a new instance that reads the
  // mount-only props (initialSearchTerm, requireGroup, ...) again.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setGeneration((value) => value + 1)}>
        Start over
      </button>
      {/* A snapshot from finder.toJSON() holds constructor options: spread it to restore. */}
      <Finder key={generation} items={gearShop} rules={rules} {...saved}>
        {/* … */}
      </Finder>
    </>
  );
}
