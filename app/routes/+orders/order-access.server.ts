import type { OrderWithLines } from "#app/models/order-line.server.ts";
import { getOrder } from "#app/models/order.server.ts";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import { refusal } from "#app/utils/api.server.ts";
import { withExpiryApplied } from "#app/commerce/index.server.ts";

interface Access {
  /** Admins may act on any order (cancel, read), but only its customer pays for it. */
  adminMayAct?: boolean;
  /**
   * A company's admins may read (never act on) every order bought for the company (issue 48):
   * for the reads only, the page of an order, its JSON and its invoice.
   */
  companyAdminMayRead?: boolean;
}

const NO_SUCH_ORDER = { page: "That order does not exist.", api: "No such order" };

/**
 * The order, if `user` may act on it: their own, or any for an admin. Someone else's order is
 * answered exactly like a missing one, a thrown 404 (a page, or JSON for the API), so ids
 * cannot be probed.
 */
export async function orderFor(
  request: Request,
  user: User,
  orderId: string | undefined,
  { adminMayAct = true, companyAdminMayRead = false }: Access = {},
): Promise<OrderWithLines> {
  const order = await getOrder(orderId ?? "");
  const companyReads =
    companyAdminMayRead && order?.companyId != null && isCompanyAdmin(user, order.companyId);
  if (!order || !(order.userId === user.id || (adminMayAct && isAdmin(user)) || companyReads))
    throw refusal(request, 404, NO_SUCH_ORDER);
  // An order read after its hold ran out is expired now, not at the next sweep.
  return withExpiryApplied(order);
}
