// A company buyer's spending limit (issue 48): cents an order may come to without an admin of
// the company approving it. Pure, so placing and the tests read the one rule.

/**
 * Whether an order of `amount` cents (its whole total: goods, shipping and tax) needs approval
 * under `limit`: only above it; a buyer without a limit (null) never needs one.
 */
export const isAboveSpendingLimit = (amount: number, limit: number | null): boolean =>
  limit !== null && amount > limit;
