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

/** The largest sales tax rate: 100% is 10,000 hundredths of a percent. */
export const MAX_RATE_BP = 10_000;

/**
 * The shop's one rounding rule: sales tax is computed once per order, on its taxable base (the
 * subtotal, plus shipping where the state taxes shipping), at the state's rate in hundredths of
 * a percent (575 is 5.75%), and rounded half up to the cent. Integer arithmetic only (BigInt,
 * so no product of a large base and a rate is ever inexact): $10.00 at 5.75% is 57.5 cents, 58.
 */
export function taxCents(baseCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0)
    throw new RangeError(`A taxable base is whole cents, not ${baseCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP)
    throw new RangeError(
      `A tax rate is 0 to ${MAX_RATE_BP} hundredths of a percent, not ${rateBp}`,
    );
  const scale = BigInt(MAX_RATE_BP);
  return Number((BigInt(baseCents) * BigInt(rateBp) + scale / 2n) / scale);
}

/** A rate as typed (a percent with at most two decimals, like 5.75) in hundredths of a percent. */
export function percentToRateBp(percent: number): number {
  return Math.round(percent * 100);
}

/** A rate in hundredths of a percent as a percent, for forms and the API (575 is 5.75). */
export function rateBpToPercent(rateBp: number): number {
  return rateBp / 100;
}

/** A rate in hundredths of a percent as the pages show it: 575 is "5.75%", 400 is "4%". */
export function formatRate(rateBp: number): string {
  return `${rateBpToPercent(rateBp)}%`;
}
