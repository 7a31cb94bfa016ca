// Formatting shared by every demo. Fixed locale and time zone so the HTML rendered at build time
// equals the first client render in any visitor's browser (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat("en", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
});
const moneyFormats = {
  USD: new Intl.NumberFormat("en", { style: "currency", currency: "USD" }),
  EUR: new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }),
};

export type Currency = keyof typeof moneyFormats;

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

export function formatMoney(amount: number, currency: Currency = "USD"): string {
  return moneyFormats[currency].format(amount);
}

/** "1 item" / "3 items": counts in live regions read naturally. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

const countFormat = new Intl.NumberFormat("en");

/**
 * The count line of every demo, in one wording. While every match is on screen, or the list
 * grows with a "Show more" button (which says how many it shows): how many match out of how many
 * there are, "24 of 40 items". While a page shows a part of the matches (pass
 * `finder.pagination`, whose pages hold items): which ones, "Showing 6–10 of 24 items". The noun
 * agrees with the number before it.
 */
export function countLine(
  matched: number,
  total: number,
  noun: string,
  page?: { offset: number; numItemsPerPage?: number | undefined },
): string {
  const nouns = (count: number) =>
    `${countFormat.format(count)} ${count === 1 ? noun : `${noun}s`}`;
  // Every page but the last holds numItemsPerPage items, however they are grouped.
  const onPage = page ? Math.min(page.numItemsPerPage ?? matched, matched - page.offset) : matched;
  if (page && onPage > 0 && onPage < matched) {
    const first = countFormat.format(page.offset + 1);
    const last = countFormat.format(page.offset + onPage);
    return `Showing ${first}–${last} of ${nouns(matched)}`;
  }
  return `${countFormat.format(matched)} of ${nouns(total)}`;
}
