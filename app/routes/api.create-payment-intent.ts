import type { ActionFunctionArgs } from "@remix-run/node";
import { paymentIntentRequestSchema, paymentIntentJsonSchema } from "#app/schemas/api/payments.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { sandboxClientSecret } from "#app/services/payments/sandbox.server.ts";
import { whyNotPayable } from "#app/utils/order-state.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { approvalTexts, sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// The amount comes from the order in the database; the client only names the order. With Stripe
// the secret is for Stripe.js; in the sandbox, for POST /api/sandbox/confirm-payment.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const { orderId } = await parseJsonBody(request, paymentIntentRequestSchema);
      const order = await orderFor(request, caller, orderId, { adminMayAct: false });
      if (order.paid) return apiError(409, sharedTexts.orderAlreadyPaid);
      const notPayable = whyNotPayable(order);
      if (notPayable) return apiError(409, notPayable);
      if (payments.kind === "sandbox")
        return Response.json({ clientSecret: sandboxClientSecret(order), provider: "sandbox" });
      const { clientSecret } = await payments.createPaymentIntent(order);
      return Response.json({ clientSecret, provider: "stripe" });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/create-payment-intent",
      tags: ["Payments"],
      summary: "Start paying for one's order",
      description:
        "The amount is the order's. With Stripe keys set, the secret is for Stripe.js's `confirmCardPayment`; in the sandbox (no keys), for `POST /api/sandbox/confirm-payment`.",
      security: api.security.signedIn,
      request: { body: api.json(paymentIntentRequestSchema) },
      responses: {
        200: api.answer("A client secret for the order's amount", paymentIntentJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        404: api.error("No such order (or not the caller's)"),
        409: api.error(
          `${sharedTexts.orderAlreadyPaid}, or was cancelled, expired or declined; or "${approvalTexts.notPayableYet}"`,
        ),
        429: api.tooMany,
      },
    },
  ];
}
