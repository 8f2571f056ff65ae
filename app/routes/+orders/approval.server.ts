import { approvalTexts } from "#app/messages.ts";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import {
  decideApproval,
  orderForApproval,
  type ApprovalDecision,
  type DecisionOutcome,
} from "#app/models/order-approval.server.ts";
import type { User } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, refusal } from "#app/utils/api.server.ts";
import { orderJson } from "#app/models/order.server.ts";
import { orderStateLabel } from "#app/utils/order-state.ts";

// The approvals' pages and API calls share who may decide and what each outcome answers
// (issue 48): only an admin of the order's company; anyone else as for a missing order, 404.

const NO_SUCH_ORDER = { page: approvalTexts.noSuchOrder, api: approvalTexts.noSuchOrder };

/** The signed-in admin of a company, for the list of its orders awaiting approval (else 403). */
export async function requireCompanyAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!isCompanyAdmin(user))
    throw refusal(request, 403, {
      page: "Only the admins of a company decide on its buyers' orders.",
      api: "Company admins only",
    });
  return user;
}

/** The order an admin of its company may see and decide; a thrown 404 for anyone else. */
export async function orderToDecide(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  const order = await orderForApproval(user, orderId ?? "");
  if (!order) throw refusal(request, 404, NO_SUCH_ORDER);
  return { user, order };
}

/** Approve or decline, as the signed-in admin of the order's company (404 for anyone else). */
export async function decide(
  request: Request,
  orderId: string | undefined,
  choice: ApprovalDecision,
): Promise<DecisionOutcome> {
  const { user, order } = await orderToDecide(request, orderId);
  return decideApproval(user, order, choice);
}

/** What a decision that did not happen says: decided meanwhile, or the admin's own order. */
export function undecidedMessage(outcome: Exclude<DecisionOutcome, { status: "decided" }>): string {
  if (outcome.status === "own-order") return approvalTexts.ownOrder;
  if (outcome.status === "refused") return outcome.refusal.message;
  const { order } = outcome;
  const what =
    order.approval === "approved"
      ? "it was approved"
      : order.approval === "declined"
        ? "it was declined"
        : order.closed === "expired"
          ? "it expired"
          : order.closed === "cancelled"
            ? "it was cancelled"
            : orderStateLabel(order);
  return approvalTexts.alreadyDecided(order.number, what);
}

/** The API's answer to a decision: 200 with the order as it now is, or 409 saying why not. */
export function decisionResponse(outcome: DecisionOutcome): Response {
  if (outcome.status === "decided") return Response.json(orderJson(outcome.order));
  // On account, over the company's credit left: 409 with `creditLeft`, as at checkout.
  if (outcome.status === "refused") return refusalResponse(outcome.refusal);
  return apiError(outcome.status === "own-order" ? 403 : 409, undecidedMessage(outcome));
}
