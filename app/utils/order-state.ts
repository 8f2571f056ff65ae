export type OrderState = "Not Paid" | "Paid" | "Completed";

/** What a person sees of an order's state. Shipped reads as Completed (the spec's rule). */
export function orderStateOf(order: { paid: number; status: string | null }): OrderState {
  if (!order.paid) return "Not Paid";
  return order.status === "Shipped" ? "Completed" : "Paid";
}

/**
 * The states an admin counts and filters orders by: the ones the database holds. (Cancelling
 * deletes an unpaid order, so there is no cancelled or expired order to count.)
 */
export const ORDER_STATES = ["unpaid", "paid", "shipped"] as const;
export type StoredOrderState = (typeof ORDER_STATES)[number];

export const orderStateLabels: Record<StoredOrderState, string> = {
  unpaid: "Unpaid",
  paid: "Paid (Pending)",
  shipped: "Shipped",
};
/** The page of one order, for its customer and admins. */
export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
