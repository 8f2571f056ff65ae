// Where a company admin decides on the orders of the company's buyers (issue 48).

/** The list of orders awaiting the company's approval. */
export const APPROVALS_PATH = "/dashboard/approvals";

/** One order's approval page: Approve, or Decline with a note. */
export const approvalPath = (orderId: string) => `${APPROVALS_PATH}/${orderId}`;

/** The longest note a decline is mailed with (the column's check, migration 0031, says the same). */
export const MAX_APPROVAL_NOTE = 1000;
