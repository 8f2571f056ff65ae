import { paymentMethodOf } from "#app/models/on-account.server.ts";
import {
  refundOrder as refundThrough,
  type MoneyBack,
  type RefundExpectation,
  type RefundRequest,
} from "#app/models/refund.server.ts";
import { getReturn } from "#app/models/return.server.ts";
import { decideReturn as decideThrough } from "#app/models/return.server.ts";
import type { ReturnDecisionRequest } from "#app/schemas/return.ts";
import { payments } from "#app/services/payments/index.server.ts";

// Money back (refund, the cancel of a paid order, a received return) as workflows over the
// models, through the shop's payment provider: the models take the provider as a parameter and
// never import it (decision 18), so a test or another provider can stand in its place.

/**
 * Money back on a company's account (issue 48): no card was charged, so nothing goes to one.
 * The refund itself is the credit note (numbered when it succeeds, as every refund's), and the
 * company's balance counts it (invoiced less credit notes less payments), so it owes that much
 * less. Its id at this "provider" is the shop's own refund id: asked again, the same.
 */
export const onAccount: MoneyBack = {
  refundPart: async (refund) => `account-${refund.refundId}`,
};

/** Who gives an order's money back: its company's account, or the shop's card provider. */
const moneyBackOf = async (orderId: string | undefined): Promise<MoneyBack> =>
  orderId && (await paymentMethodOf(orderId)) === "account" ? onAccount : payments;

/**
 * Gives money of a paid order back the way it was paid (see refundOrder): through the shop's
 * payment provider, or as a credit note on the company's account.
 */
export const refundOrder = async (input: RefundRequest) =>
  refundThrough(input, await moneyBackOf(input.orderId));

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
export const decideReturn = async (
  returnId: string,
  decision: ReturnDecisionRequest,
  adminId: string,
  expected?: RefundExpectation,
) =>
  decideThrough(
    returnId,
    decision,
    adminId,
    await moneyBackOf((await getReturn(returnId))?.orderId),
    expected,
  );
