import { moneyConfirmTexts } from "#app/messages.ts";
import { formatDollars } from "./money";
import { lineText } from "./order-lines";

// The words of a return (issue 38): why goods come back and where a return stands, each with the
// one label every page, table, mail and the API's documentation use.

/** Why the customer sends goods back. A defective tool is not put back on sale. */
export const RETURN_REASONS = ["defective", "wrong_item", "not_needed"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  defective: "Defective",
  wrong_item: "Wrong item",
  not_needed: "No longer needed",
};

/**
 * Where a return stands: asked for, then approved (the customer sends the goods) or rejected,
 * and an approved one received (its lines refunded).
 */
export const RETURN_STATUSES = ["requested", "approved", "rejected", "received"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received and refunded",
};

/** The one status each decision moves a return from. */
export const DECISION_FROM = {
  approved: "requested",
  rejected: "requested",
  received: "approved",
} as const satisfies Record<Exclude<ReturnStatus, "requested">, ReturnStatus>;
export type ReturnDecision = keyof typeof DECISION_FROM;

export const isReturnReason = (value: string): value is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(value);
export const isReturnStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

/** The longest comment a customer writes, and the longest note an admin gives. */
export const MAX_RETURN_COMMENT = 1000;
export const MAX_RETURN_NOTE = 500;

/** The page where a customer asks to return lines of an order. */
export const returnRequestPath = (orderId: string) => `/dashboard/orders/${orderId}/return`;

/** The admins' table of returns. */
export const RETURNS_TABLE = "/dashboard/returns";

/** The address part of each decision: /dashboard/returns/{id}/approve, .../reject, .../receive. */
export const DECISION_SEGMENTS = {
  approved: "approve",
  rejected: "reject",
  received: "receive",
} as const satisfies Record<ReturnDecision, string>;

/** The decision a segment of the address names, if any. */
export const decisionOfSegment = (segment: string | undefined): ReturnDecision | null =>
  (Object.keys(DECISION_SEGMENTS) as ReturnDecision[]).find(
    (decision) => DECISION_SEGMENTS[decision] === segment,
  ) ?? null;

/** The page that asks before a decision, and takes its post. */
export const decisionUrl = (returnId: string, decision: ReturnDecision) =>
  `${RETURNS_TABLE}/${returnId}/${DECISION_SEGMENTS[decision]}`;

/**
 * What receiving an approved return would refund now: its cents (0: nothing is left of it), the
 * order's refunded cents they were counted from (the question sends both back with its Yes), and
 * whether that is all of it (none of its pieces or cents went back meanwhile).
 */
export interface ReceiptShown {
  cents: number;
  refundedBefore: number;
  full: boolean;
}

/**
 * Whether a decision may be taken on a return in this status: its one status to move from, or
 * a rejection of an approved return that can no longer be refunded in full (`receipt`).
 */
export function mayDecide(
  decision: ReturnDecision,
  status: string,
  receipt: ReceiptShown | null,
): boolean {
  if (status === DECISION_FROM[decision])
    return decision !== "received" || !receipt || receipt.cents > 0;
  return decision === "rejected" && status === "approved" && receipt !== null && !receipt.full;
}

/** What an admin is asked before deciding on a return (`receipt`: an approved one's, if known). */
export function decisionQuestion(
  decision: ReturnDecision,
  item: { reason: string; lines: { name: string; qyt: number }[] },
  receipt: ReceiptShown | null = null,
): string {
  const lines = item.lines.map(lineText).join(", ");
  const short = receipt && !receipt.full;
  if (decision === "approved") return `Approve the return of ${lines}?`;
  if (decision === "rejected")
    return short
      ? `Reject the return of ${lines}? It can no longer be refunded in full.`
      : `Reject the return of ${lines}?`;
  // Receiving refunds: the question says how much, as every refund of an admin does.
  const restock = item.reason !== "defective";
  const amount = formatDollars(receipt?.cents ?? 0);
  return short
    ? moneyConfirmTexts.receiveWhatIsLeft(amount, lines, restock)
    : moneyConfirmTexts.receiveQuestion(amount, lines, restock);
}
