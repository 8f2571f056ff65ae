import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder, orderJson } from "#app/models/order.server.ts";
import { sandboxConfirmationSchema } from "#app/schemas/card.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import {
  fulfilFromProvider,
  isPaidOutcome,
  outcomeMessage,
} from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import {
  chargeSandboxCard,
  isClientSecretFor,
  orderIdOfClientSecret,
} from "#app/services/payments/sandbox.server.ts";
import { whyNotPayable } from "#app/utils/order-state.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { sandboxPaymentJsonSchema } from "#app/schemas/api/payments.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

const NOT_A_SECRET = "This client secret was not issued for one of your orders";

// POST /api/sandbox/confirm-payment {clientSecret, cardNumber, expiry, cvc}: what Stripe.js's
// confirmCardPayment does against Stripe, for a shop without Stripe keys. The caller must be the
// order's customer, as on the payment page; the charge and the fulfilment are the page's own.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      if (payments.kind !== "sandbox")
        return apiError(409, "This shop takes cards through Stripe: confirm with Stripe.js");
      const card = await parseJsonBody(request, sandboxConfirmationSchema);
      const orderId = orderIdOfClientSecret(card.clientSecret);
      if (!orderId) return apiError(400, NOT_A_SECRET, { clientSecret: [NOT_A_SECRET] });
      const order = await orderFor(request, caller, orderId, { adminMayAct: false });
      if (!isClientSecretFor(card.clientSecret, order))
        return apiError(400, NOT_A_SECRET, { clientSecret: [NOT_A_SECRET] });
      if (order.paid) return apiError(409, sharedTexts.orderAlreadyPaid);
      const notPayable = whyNotPayable(order);
      if (notPayable) return apiError(409, notPayable);

      const charge = await chargeSandboxCard(order, card.cardNumber);
      if (!charge.ok) return apiError(402, charge.message, { cardNumber: [charge.message] });
      const outcome = await fulfilFromProvider(charge.payment, order.id);
      // Cancelled or paid meanwhile: the payment was refunded, and the client is told so.
      if (!isPaidOutcome(outcome)) return apiError(409, outcomeMessage(outcome));
      return Response.json({
        status: "succeeded",
        paymentId: charge.payment.paymentId,
        order: orderJson((await getOrder(order.id))!),
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/sandbox/confirm-payment",
      tags: ["Payments"],
      summary: "Pay with a test card (sandbox mode only)",
      description:
        '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined with "Your card was declined."; any other number is incorrect. The expiry (MM/YY) must not be past; any CVC of 3 or 4 digits. The order becomes paid through the same fulfilment as the payment page.',
      security: api.security.signedIn,
      request: { body: api.json(sandboxConfirmationSchema) },
      responses: {
        200: api.answer("Paid", sandboxPaymentJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        402: api.error("The card was declined or its number is incorrect"),
        404: api.error("No such order (or not the caller's)"),
        409: api.error("Already paid, or this shop takes cards through Stripe"),
        429: api.tooMany,
      },
    },
  ];
}
