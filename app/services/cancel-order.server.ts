import { invariantResponse } from "@epic-web/invariant";
import { messages } from "#app/messages.ts";
import { orderSummaryOf } from "#app/utils/order-lines.ts";
import type { Order } from "#app/models/order-line.server.ts";
import type { User } from "#app/models/user.server.ts";
import { requireUser, type Role } from "./auth.server";
import { rowId } from "#app/utils/table-row.ts";
import { returnPathOfPost, returnToRow } from "./confirm-return.server";
import { orderFor } from "./order-access.server";
import { closeOrder } from "./order-closing.server";
import { redirectWithToast } from "./toast.server";

export const PAID_CANNOT_CANCEL = "A paid order cannot be cancelled.";
export const ENDED_CANNOT_CANCEL = "This order has already ended: it was cancelled or expired.";

/** Cancels an unpaid order for its customer, or for an admin (the mail says who). */
export function cancelOrder(order: Order, user: User) {
  return closeOrder(order.id, "cancelled", order.userId === user.id ? "customer" : "shop");
}

/**
 * For the cancel pages (My Orders', and Manage Orders' for `role` "admin"): the caller, and the
 * order they may cancel (a 404 page otherwise).
 */
async function cancellation(request: Request, orderId: string | undefined, role?: Role) {
  const user = await requireUser(request, role);
  return { user, order: await orderFor(request, user, orderId) };
}

/** The question a cancel asks, and the order it is about; a paid or ended order cannot be (409). */
export async function cancelQuestion(request: Request, orderId: string | undefined, role?: Role) {
  const { order } = await cancellation(request, orderId, role);
  invariantResponse(!order.paid, PAID_CANNOT_CANCEL, { status: 409 });
  invariantResponse(!order.closed, ENDED_CANNOT_CANCEL, { status: 409 });
  return {
    message: messages.confirmCancelOrder(order.name, order.qyt),
    order: orderSummaryOf(order),
  };
}

/**
 * Cancels the unpaid order (its stock goes back) and returns with a toast to the list it was
 * asked from, one of `lists` (with its search, filters and page).
 */
export async function cancelAndReturn(
  request: Request,
  orderId: string | undefined,
  lists: [string, ...string[]],
  role?: Role,
) {
  const { user, order } = await cancellation(request, orderId, role);
  const back = await returnPathOfPost(request, lists);
  const outcome = await cancelOrder(order, user);
  // The order stays in its list, labelled: back at its row.
  return redirectWithToast(
    returnToRow(back, lists[0], rowId("order", order.id)),
    outcome === "closed"
      ? { type: "success", message: `Your order of ${order.qyt} × ${order.name} was cancelled` }
      : { type: "error", message: outcome === "paid" ? PAID_CANNOT_CANCEL : ENDED_CANNOT_CANCEL },
  );
}
