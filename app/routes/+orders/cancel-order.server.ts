import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { closeOrder, refundOrder } from "#app/commerce/index.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { refundTexts } from "#app/messages.ts";
import { orderSummaryOf } from "#app/utils/order-lines.ts";
import type { Order } from "#app/models/order-line.server.ts";
import type { User } from "#app/models/user.server.ts";
import { requireUser, type Role } from "#app/services/auth.server.ts";
import { rowId } from "#app/utils/table-row.ts";
import {
  returnPathOfPageAtRow,
  returnPathOfPost,
  returnToRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import type { Toast } from "#app/schemas/toast.ts";
import { formatDollars } from "#app/utils/money.ts";
import { isShippable } from "#app/utils/order-state.ts";
import { cancelQuestionText } from "#app/utils/refunds.ts";

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

/**
 * The question a cancel asks, and the order it is about. A customer cannot cancel a paid order
 * (409); an admin can while it has not shipped, and the question says what goes back. An ended
 * order cannot be cancelled (409).
 */
export async function cancelQuestion(request: Request, orderId: string | undefined, role?: Role) {
  const { order } = await cancellation(request, orderId, role);
  invariantResponse(!order.paid || role === "admin", PAID_CANNOT_CANCEL, { status: 409 });
  invariantResponse(!order.closed, ENDED_CANNOT_CANCEL, { status: 409 });
  invariantResponse(!order.paid || isShippable(order), refundTexts.shippedCannotCancel, {
    status: 409,
  });
  return { message: cancelQuestionText(order), order: orderSummaryOf(order) };
}

/**
 * Cancels the order and returns with a toast to the list it was asked from, one of `lists`
 * (with its search, filters and page). An unpaid order ends and its stock goes back; a paid
 * one an admin cancels is refunded in full first, then closed with its stock back.
 */
export async function cancelAndReturn(
  request: Request,
  orderId: string | undefined,
  lists: [string, ...string[]],
  role?: Role,
) {
  const { user, order } = await cancellation(request, orderId, role);
  const back = await returnPathOfPost(request, lists);
  if (order.paid && role === "admin") return redirectWithToast(back, await cancelPaid(order, user));
  const outcome = await cancelOrder(order, user);
  // The order stays in its list, labelled: back at its row.
  return redirectWithToast(
    returnToRow(back, lists[0], rowId("order", order.id)),
    outcome === "closed"
      ? { type: "success", message: `Your order of ${order.qyt} × ${order.name} was cancelled` }
      : { type: "error", message: outcome === "paid" ? PAID_CANNOT_CANCEL : ENDED_CANNOT_CANCEL },
  );
}

/**
 * The loader and action of a cancel page: My Orders' (`list` /dashboard/myorders), or Manage
 * Orders' for `role` "admin". The question with No back at the order's row of `list`, and Yes.
 */
export function cancelPage(list: string, role?: Role) {
  const lists: [string] = [list];
  return {
    async loader({ request, params }: LoaderFunctionArgs) {
      const question = await cancelQuestion(request, params.id, role);
      const row = rowId("order", question.order.id);
      return { ...question, back: returnPathOfPageAtRow(request, lists, row) };
    },
    action: ({ request, params }: ActionFunctionArgs) =>
      cancelAndReturn(request, params.id, lists, role),
  };
}

/**
 * An admin's cancel of a paid order that has not shipped: every cent and piece left is refunded
 * (the refund closes the order, cancelled, when it succeeds, and puts the stock back). Without
 * an idempotency key: a cancel the provider refused can be asked again, and a second cancel
 * racing the first finds nothing left.
 */
async function cancelPaid(order: Order, admin: User): Promise<Toast> {
  const outcome = await refundOrder({
    orderId: order.id,
    restock: true,
    reason: refundTexts.cancelReason,
    source: "cancel",
    by: admin.id,
  });
  return outcome.status === "refunded"
    ? {
        type: "success",
        message: refundTexts.cancelledAndRefunded(formatDollars(outcome.refund.amount)),
      }
    : { type: "error", message: outcome.message };
}
