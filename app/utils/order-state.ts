export type OrderState = "Not Paid" | "Paid" | "Completed";

/** What a person sees of an order's state. Shipped reads as Completed (the spec's rule). */
export function orderStateOf(order: { paid: number; status: string | null }): OrderState {
  if (!order.paid) return "Not Paid";
  return order.status === "Shipped" ? "Completed" : "Paid";
}

/** The page of one order, for its customer and admins. */
export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
