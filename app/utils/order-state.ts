export type OrderState = "Not Paid" | "Paid" | "Completed" | "Cancelled" | "Expired";

type OrderFlags = { paid: number; status: string | null; closed: string | null };

/**
 * What a person sees of an order's state. Shipped reads as Completed (the spec's rule); an
 * unpaid order that ended reads as Cancelled or Expired.
 */
export function orderStateOf(order: OrderFlags): OrderState {
  if (order.closed === "cancelled") return "Cancelled";
  if (order.closed === "expired") return "Expired";
  if (!order.paid) return "Not Paid";
  return order.status === "Shipped" ? "Completed" : "Paid";
}

/** An unpaid order that has not ended: the only kind that can be paid or cancelled. */
export const isOpenUnpaid = (order: OrderFlags) => !order.paid && !order.closed;

/** Why an ended order cannot be paid, for the payment page and the API. */
export function notPayable(closed: string): string {
  return closed === "expired"
    ? "This order expired before it was paid: it can no longer be paid."
    : "This order was cancelled: it can no longer be paid.";
}

/** The states an admin counts and filters orders by. */
export const ORDER_STATES = ["unpaid", "paid", "shipped", "cancelled", "expired"] as const;
export type StoredOrderState = (typeof ORDER_STATES)[number];

export const orderStateLabels: Record<StoredOrderState, string> = {
  unpaid: "Unpaid",
  paid: "Paid (Pending)",
  shipped: "Shipped",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** The page of one order, for its customer and admins. */
export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
