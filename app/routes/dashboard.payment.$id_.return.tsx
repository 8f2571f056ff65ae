import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";
import { orderFor } from "~/services/order-access.server";
import {
  fulfilFromProvider,
  isPaidOutcome,
  outcomeMessage,
} from "~/services/payments/fulfilment.server";
import { payments } from "~/services/payments/index.server";
import { redirectWithToast } from "~/services/toast.server";
import { invariantResponse } from "~/utils/invariant-response";

// Back from Stripe (Elements or Checkout): ask Stripe what really happened, then show the order.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await orderFor(user, params.id, { adminMayAct: false });
  const paymentPage = `/dashboard/payment/${order.id}`;
  invariantResponse(payments.kind === "stripe", "Not found", 404);

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
