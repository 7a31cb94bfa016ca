// A large warehouse inventory for the speed demos. Generated from a seeded PRNG so the server
// render and the browser produce the same rows, and memoised so each (count, seed) is built once.

export interface InventoryItem {
  sku: string;
  name: string;
  category: string;
  warehouse: string;
  quantity: number;
  price: number;
  updatedAt: Date;
}

const adjectives = [
  "Compact",
  "Heavy-duty",
  "Classic",
  "Modular",
  "Eco",
  "Smart",
  "Rugged",
  "Mini",
];
const nouns = [
  "Bracket",
  "Valve",
  "Cable",
  "Panel",
  "Hinge",
  "Sensor",
  "Filter",
  "Pump",
  "Clamp",
  "Switch",
];
const materials = ["Steel", "Brass", "Nylon", "Oak", "Copper", "Glass", "Rubber", "Carbon"];

export const inventoryCategories: string[] = Array.from(
  { length: 40 },
  (_, index) => `Category ${String(index + 1).padStart(2, "0")}`,
);
export const warehouses = ["Berlin", "Lagos", "Lima", "Osaka", "Toronto", "Wellington"];

/** mulberry32: a tiny, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cache = new Map<string, InventoryItem[]>();
const epoch = Date.UTC(2026, 0, 1);
const dayMs = 86_400_000;

export function makeInventory(count = 20_000, seed = 1): InventoryItem[] {
  const key = `${count}:${seed}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: InventoryItem[] = [];
  for (let index = 0; index < count; index++) {
    rows.push({
      sku: `SKU-${String(index + 1).padStart(6, "0")}`,
      name: `${pick(adjectives)} ${pick(materials)} ${pick(nouns)}`,
      category: pick(inventoryCategories),
      warehouse: pick(warehouses),
      quantity: Math.floor(random() * 500),
      price: Math.round((1 + random() * 499) * 100) / 100,
      updatedAt: new Date(epoch - Math.floor(random() * 365) * dayMs),
    });
  }
  cache.set(key, rows);
  return rows;
}
