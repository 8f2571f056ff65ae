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

/** The admins' table of returns, and one row of it. */
export const RETURNS_TABLE = "/dashboard/returns";
export const returnRowId = (returnId: string) => `return-${returnId}`;
