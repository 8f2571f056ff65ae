import { lineAmount, orderTotals, shippingPriceOf, subtotalOf } from "#app/commerce/index.ts";

// The words of a quote (issue 40): where it stands, each with the one label every page, table,
// mail and the API use. "expired" is never stored: a sent quote whose last day has passed reads
// as expired (`quoteStateOf`), so no sweep has to keep a column in step with the calendar.

/** The statuses a quote is stored with: asked for, priced and sent, accepted into an order. */
export const QUOTE_STATUSES = ["requested", "sent", "accepted"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a reader is told: the stored status, or "expired" for a sent quote past its last day. */
export const QUOTE_STATES = ["requested", "sent", "expired", "accepted"] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** What a message of a quote's thread is: the shop's send of prices, or the customer's ask. */
export const QUOTE_MESSAGE_KINDS = ["send", "ask"] as const;

export const quoteStateLabels: Record<QuoteState, string> = {
  requested: "Requested",
  sent: "Sent",
  expired: "Expired",
  accepted: "Accepted",
};

/** A quote's state on `today` (YYYY-MM-DD): its last day (validUntil) is the last it can be accepted. */
export function quoteStateOf(
  quote: { status: string; validUntil: string | null },
  today: string,
): QuoteState {
  if (quote.status === "sent" && quote.validUntil !== null && quote.validUntil < today)
    return "expired";
  return quote.status as QuoteStatus;
}

export const quotePath = (quoteId: string) => `/dashboard/quotes/${quoteId}`;

type PricedLine = { qyt: number; price: number | null; askedPrice: number };

/** A line's unit price in cents: the quoted one once sent, else the customer's when they asked. */
export const quotedPrice = (line: PricedLine) => line.price ?? line.askedPrice;

/** A quote line's amount in cents, at its quotedPrice. */
export const quotedAmount = (line: PricedLine) =>
  lineAmount({ price: quotedPrice(line), qyt: line.qyt });

/** A quote's goods in cents, each line at its quotedPrice. */
export const quoteTotal = (lines: PricedLine[]) =>
  subtotalOf(lines.map((line) => ({ price: quotedPrice(line), qyt: line.qyt })));

/**
 * A quote's totals before tax (issue 47): its goods (`subtotal`), its freight as the order's
 * shipping (none without freight: the method's price is added when it is accepted), and their
 * sum (`amount`), by the commerce core's orderTotals without a tax rule.
 */
export const quoteTotals = (lines: PricedLine[], freight: number | null) =>
  orderTotals(quoteTotal(lines), shippingPriceOf(null, freight), null);
