// One vocabulary for an order's state, from the database to the labels and the API. The state is
// derived from the spec's fields (`paid`, `status`), `closed`, the cents `refunded` and, for a company's order above
// its buyer's spending limit (issue 48), its `approval`: here for an order in hand, and
// as one SQL expression (`orderStateSql`, app/models/order-state.server.ts) for queries. Every
// page, table, filter, export and mail says a state with `orderStateLabels`, nothing else.

import { approvalTexts } from "#app/messages.ts";
import { wordsOf } from "./vocabulary";

/**
 * Every state an order can be in, in the order an order goes through them, with its one label.
 * Unpaid is the spec's red "Not Paid"; a paid order waits to ship with the spec's status
 * "Pending"; shipped is the spec's "Completed". Money given back says so over where the goods
 * are; a paid order the shop cancelled (and refunded) is "Cancelled". An order above its buyer's
 * spending limit waits for an admin of the company first (issue 48), and one declined ends there.
 */
export const orderStateLabels = {
  awaiting_approval: "Awaiting approval",
  unpaid: "Not Paid",
  paid: "Pending",
  shipped: "Completed",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
  declined: "Declined",
};
export type OrderState = keyof typeof orderStateLabels;
export const ORDER_STATES = wordsOf(orderStateLabels);

/**
 * The API's word for each state: the state itself, except an order awaiting approval, which
 * issue 48's contract names by its label ("Awaiting approval").
 */
export type ApiOrderState = Exclude<OrderState, "awaiting_approval"> | "Awaiting approval";
const { awaiting_approval: _awaiting, ...keptWords } = orderStateLabels;
export const API_ORDER_STATES: [ApiOrderState, ...ApiOrderState[]] = [
  "Awaiting approval",
  ...wordsOf(keptWords),
];
export const apiOrderState = (state: OrderState): ApiOrderState =>
  state === "awaiting_approval" ? "Awaiting approval" : state;

/** The fields an order's state is read from. */
export type OrderFlags = {
  paid: number;
  status: string | null;
  closed: string | null;
  amount: number;
  refunded: number;
  /** Issue 48: null when none was needed, else awaiting, approved or declined. */
  approval: string | null;
};

/** An order's state from its fields; `orderStateSql` says the same in SQL. */
export function orderStateOf(order: OrderFlags): OrderState {
  // A declined order is kept closed as cancelled (migration 0031): its approval says which.
  if (order.closed && order.approval === "declined") return "declined";
  if (order.closed === "cancelled" || order.closed === "expired") return order.closed;
  if (!order.paid) return order.approval === "awaiting" ? "awaiting_approval" : "unpaid";
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

/** An unpaid order that has not ended and needs no approval: the only kind that can be paid. */
export const isOpenUnpaid = (order: OrderFlags) => orderStateOf(order) === "unpaid";

/** An order waiting for an admin of its company to approve or decline it (issue 48). */
export const isAwaitingApproval = (order: OrderFlags) =>
  orderStateOf(order) === "awaiting_approval";

/** An unpaid order that has not ended, approved or still waiting: its buyer may cancel it. */
export const isCancellableUnpaid = (order: OrderFlags) =>
  isOpenUnpaid(order) || isAwaitingApproval(order);

/**
 * A paid order that waits to ship (the spec's paymentId and status Pending), not cancelled and
 * not wholly refunded: Ship Order's. Part of it may have been refunded; the rest still ships.
 */
export const isShippable = (order: OrderFlags) =>
  Boolean(order.paid) &&
  order.status === "Pending" &&
  !order.closed &&
  order.refunded < order.amount;

/**
 * Why an unpaid order cannot be paid (ended, or not approved yet), for the payment page and the
 * API; null when it can be.
 */
export function whyNotPayable(order: OrderFlags): string | null {
  switch (orderStateOf(order)) {
    case "awaiting_approval":
      return approvalTexts.notPayableYet;
    case "declined":
      return approvalTexts.notPayableDeclined;
    case "expired":
      return "This order expired before it was paid: it can no longer be paid.";
    case "cancelled":
      return order.paid ? null : "This order was cancelled: it can no longer be paid.";
    default:
      return null;
  }
}

/** The page of one order, for its customer and admins. */
export const orderPath = (orderId: string) => `/dashboard/orders/${orderId}`;
