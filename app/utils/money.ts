const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Money is kept as integer cents everywhere; this is the only place it becomes text. */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** Dollars as a JSON number, for the spec's API (price and amount in dollars). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars typed in a form or sent in JSON, as the cents the database keeps. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
