import {
  refundOrder as refundThrough,
  type RefundExpectation,
  type RefundRequest,
} from "#app/models/refund.server.ts";
import { decideReturn as decideThrough } from "#app/models/return.server.ts";
import type { ReturnDecisionRequest } from "#app/schemas/return.ts";
import { payments } from "#app/services/payments/index.server.ts";

// Money back (refund, the cancel of a paid order, a received return) as workflows over the
// models, through the shop's payment provider: the models take the provider as a parameter and
// never import it (decision 18), so a test or another provider can stand in its place.

/** Gives money of a paid order back through the shop's payment provider (see refundOrder). */
export const refundOrder = (input: RefundRequest) => refundThrough(input, payments);

/**
 * What refunding would do now, counted as `refundOrder` counts it, moving nothing (no provider
 * is asked): what an admin confirms. Its cents and the order's refunded cents then are the
 * confirm's `expected`.
 */
export { reviewRefund } from "#app/models/refund.server.ts";

/**
 * An admin's decision on a return; a received one is refunded through the shop's provider, and
 * only as `expected` when the admin was shown its refund.
 */
export const decideReturn = (
  returnId: string,
  decision: ReturnDecisionRequest,
  adminId: string,
  expected?: RefundExpectation,
) => decideThrough(returnId, decision, adminId, payments, expected);
