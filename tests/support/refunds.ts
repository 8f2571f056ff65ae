/** What a test's refund asks unless it says otherwise: an admin's, without restock. */
export const ADMIN_REFUND = {
  restock: false,
  reason: "Test refund",
  source: "admin",
  by: null,
} as const;
