import type { ActionFunctionArgs } from "@remix-run/node";
import { paymentIntentRequestSchema } from "~/schemas/api";
import { requireApiUser } from "~/services/api-auth.server";
import { apiOrderFor } from "~/services/order-access.server";
import { payments } from "~/services/payments/index.server";
import { sandboxClientSecret } from "~/services/payments/sandbox.server";
import { notPayable } from "~/utils/order-state";
import { apiError, byMethod, parseJsonBody } from "~/utils/api.server";
import { sharedTexts } from "~/messages";

// The amount comes from the order in the database; the client only names the order. With Stripe
// the secret is for Stripe.js; in the sandbox, for POST /api/sandbox/confirm-payment.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireApiUser(request);
      const { orderId } = await parseJsonBody(request, paymentIntentRequestSchema);
      const order = await apiOrderFor(caller, orderId, { adminMayAct: false });
      if (order.paid) return apiError(409, sharedTexts.orderAlreadyPaid);
      if (order.closed) return apiError(409, notPayable(order.closed));
      if (payments.kind === "sandbox")
        return Response.json({ clientSecret: sandboxClientSecret(order), provider: "sandbox" });
      const { clientSecret } = await payments.createPaymentIntent(order);
      return Response.json({ clientSecret, provider: "stripe" });
    },
  });
}
