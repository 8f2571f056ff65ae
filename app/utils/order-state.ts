// One vocabulary for an order's state, from the database to the labels and the API. The state is
// derived from the spec's fields (`paid`, `status`), `closed` and the cents `refunded`: here for an order in hand, and
// as one SQL expression (`orderStateSql`, app/models/order-state.server.ts) for queries. Every
// page, table, filter, export and mail says a state with `orderStateLabels`, nothing else.

import { wordsOf } from "./vocabulary";

/**
 * Every state an order can be in, in the order an order goes through them, with its one label.
 * Unpaid is the spec's red "Not Paid"; a paid order waits to ship with the spec's status
 * "Pending"; shipped is the spec's "Completed". Money given back says so over where the goods
 * are; a paid order the shop cancelled (and refunded) is "Cancelled".
 */
export const orderStateLabels = {
  unpaid: "Not Paid",
  paid: "Pending",
  shipped: "Completed",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
};
export type OrderState = keyof typeof orderStateLabels;
export const ORDER_STATES = wordsOf(orderStateLabels);

/** The fields an order's state is read from. */
export type OrderFlags = {
  paid: number;
  status: string | null;
  closed: string | null;
  amount: number;
  refunded: number;
};

/** An order's state from its fields; `orderStateSql` says the same in SQL. */
export function orderStateOf(order: OrderFlags): OrderState {
  if (order.closed === "cancelled" || order.closed === "expired") return order.closed;
  if (!order.paid) return "unpaid";
  if (order.refunded > 0) return order.refunded >= order.amount ? "refunded" : "partly_refunded";
  return order.status === "Shipped" ? "shipped" : "paid";
}

/** What a person reads for an order's state. */
export const orderStateLabel = (order: OrderFlags) => orderStateLabels[orderStateOf(order)];

/**
 * The payment alone, the spec's label beside the payment id: Paid, or Not Paid while the order
 * can still be paid. An order that ended unpaid owes nothing: it says its state (Cancelled,
 * Expired) rather than a red Not Paid.
 */
export const paymentLabel = (order: OrderFlags) =>
  order.paid ? "Paid" : orderStateLabels[orderStateOf(order)];

/** An unpaid order that has not ended: the only kind that can be paid or cancelled. */
export const isOpenUnpaid = (order: OrderFlags) => orderStateOf(order) === "unpaid";

/**
 * A paid order that waits to ship (the spec's paymentId and status Pending), not cancelled and
 * not wholly refunded: Ship Order's. Part of it may have been refunded; the rest still ships.
 */
export const isShippable = (order: OrderFlags) =>
  Boolean(order.paid) &&
  order.status === "Pending" &&
  !order.closed &&
  order.refunded < order.amount;

/** Why an ended order cannot be paid, for the payment page and the API. */
export function notPayable(closed: string): string {
  return closed === "expired"
    ? "This order expired before it was paid: it can no longer be paid."
    : "This order was cancelled: it can no longer be paid.";
}

/** The page of one order, for its customer and admins. */
export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
