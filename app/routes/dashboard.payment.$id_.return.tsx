import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import {
  fulfilFromProvider,
  isPaidOutcome,
  outcomeMessage,
} from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { invariantResponse } from "@epic-web/invariant";

// Back from Stripe (Elements or Checkout): ask Stripe what really happened, then show the order.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await orderFor(request, user, params.id, { adminMayAct: false });
  const paymentPage = `/dashboard/payment/${order.id}`;
  invariantResponse(payments.kind === "stripe", "Not found", { status: 404 });

  const search = new URL(request.url).searchParams;
  const intentId = search.get("payment_intent");
  const sessionId = search.get("session_id");
  const payment = intentId
    ? await payments.retrievePayment(intentId)
    : sessionId
      ? await payments.retrieveCheckoutPayment(sessionId)
      : null;
  const outcome = await fulfilFromProvider(payment, order.id);
  return redirectWithToast(paymentPage, {
    type: isPaidOutcome(outcome) ? "success" : "error",
    message: outcomeMessage(outcome),
  });
}
