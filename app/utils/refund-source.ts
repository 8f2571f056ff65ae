// Where a refund came from (`refunds.source`), as the accountant's export says it.

export const REFUND_SOURCES = ["admin", "cancel", "return", "provider"] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

export const refundSourceLabels: Record<RefundSource, string> = {
  admin: "Refunded by an admin",
  cancel: "Paid order cancelled",
  return: "Return received",
  provider: "Refunded at the payment provider",
};

/** A source's label; a source this build does not know is shown as it is stored. */
export const refundSourceLabel = (source: string) =>
  refundSourceLabels[source as RefundSource] ?? source;
