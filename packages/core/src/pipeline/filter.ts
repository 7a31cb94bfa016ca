import { identityKey } from "../equality";
import type { FilterRule } from "../types";

/**
 * One byte per item: 1 when the item passes this filter with these values (`FilterKind.applied`
 * of the value in force): when `filterFn` is true for one of them. Kept per rule so a change to
 * one filter re-evaluates only that filter, and facet counts can leave it out.
 */
export function filterPassMask<FItem, FContext>(
  items: readonly FItem[],
  rule: FilterRule<FItem, unknown, FContext>,
  values: readonly unknown[],
  context: FContext,
): Uint8Array {
  const mask = new Uint8Array(items.length);
  // One value (single and boolean filters): a loop without an inner loop, measurably faster.
  if (values.length === 1) {
    for (let i = 0; i < items.length; i++) {
      if (rule.filterFn(items[i] as FItem, values[0], context)) mask[i] = 1;
    }
    return mask;
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as FItem;
    for (let v = 0; v < values.length; v++) {
      if (rule.filterFn(item, values[v], context)) {
        mask[i] = 1;
        break;
      }
    }
  }
  return mask;
}

/**
 * The mask of a filter for the applied `values`, from its mask for `previous` when one set holds
 * the other (in practice, a multiple filter's selection growing or shrinking): adding values
 * tests them only on items that failed, removing values re-tests only items that passed.
 * Undefined when neither set holds the other.
 */
export function updateMask<FItem, FContext>(
  items: readonly FItem[],
  rule: FilterRule<FItem, unknown, FContext>,
  previous: readonly unknown[],
  previousMask: Uint8Array,
  values: readonly unknown[],
  context: FContext,
): Uint8Array | undefined {
  // Compared through Sets: n values against n before are n steps, not n².
  const before = new Set(previous.map(identityKey));
  const after = new Set(values.map(identityKey));
  const added = values.filter((value) => !before.has(identityKey(value)));
  const removed = previous.some((old) => !after.has(identityKey(old)));
  if (added.length > 0 && removed) return undefined;
  const mask = previousMask.slice();
  // Adding: a failed item passes if it passes an added value. Removing: a passing item keeps
  // passing only if it passes one of the values left.
  const retest = added.length > 0 ? 0 : 1;
  const tested = added.length > 0 ? added : values;
  for (let i = 0; i < items.length; i++) {
    if (mask[i] !== retest) continue;
    const item = items[i] as FItem;
    let passes = 0;
    for (let v = 0; v < tested.length; v++) {
      if (rule.filterFn(item, tested[v], context)) {
        passes = 1;
        break;
      }
    }
    mask[i] = passes;
  }
  return mask;
}

/** Indices (in item order) of candidates that pass every mask. */
export function intersectMatches(
  numItems: number,
  candidates: Uint32Array | undefined,
  masks: readonly Uint8Array[],
): Uint32Array {
  const count = candidates ? candidates.length : numItems;
  const out = new Uint32Array(count);
  let n = 0;
  if (masks.length === 0) {
    if (candidates) return candidates;
    for (let i = 0; i < numItems; i++) out[i] = i;
    return out;
  }
  for (let k = 0; k < count; k++) {
    const i = candidates ? (candidates[k] as number) : k;
    let passes = true;
    for (let m = 0; m < masks.length; m++) {
      if ((masks[m] as Uint8Array)[i] === 0) {
        passes = false;
        break;
      }
    }
    if (passes) out[n++] = i;
  }
  return out.slice(0, n);
}
