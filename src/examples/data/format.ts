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
