import { groupThousands, isPlainWholeNumber } from "./text";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Below this many cents, `cents / 100` is less than a fifth of a cent from the exact amount (a
 * double's relative error is 2^-53), so Intl, rounding it to the cent, writes the same digits as
 * the cents do.
 */
const EXACT_CENTS_BELOW = 1e15;

/** Money is kept as integer cents everywhere; this is the only place it becomes text. */
export function formatDollars(cents: number): string {
  if (!isPlainWholeNumber(cents) || cents >= EXACT_CENTS_BELOW) {
    return dollars.format(cents / 100);
  }
  const rest = cents % 100;
  return `$${groupThousands((cents - rest) / 100)}.${rest < 10 ? "0" : ""}${rest}`;
}

/** Dollars as a JSON number, for the spec's API (price and amount in dollars). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars typed in a form or sent in JSON, as the cents the database keeps. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
