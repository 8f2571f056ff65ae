import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordProviderRefunds } from "#app/models/refund.server.ts";
import { fulfilFromProvider } from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { apiError, byMethod } from "#app/utils/api.server.ts";
import { KB, type ServerHandle } from "#app/utils/route-handle.ts";
import { webhookJsonSchema } from "#app/schemas/api/payments.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

// Stripe's signed events: larger than our own JSON, never near a megabyte.
export const handle: ServerHandle = { outsideRemix: true, bodyLimit: 512 * KB };

// Stripe's word that a payment succeeded, or that a payment was refunded, signed over the raw body with STRIPE_WEBHOOK_SECRET.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, { POST: () => receiveEvent(request) });
}

async function receiveEvent(request: Request) {
  if (payments.kind !== "stripe") return apiError(404, "Stripe is not set up");
  const event = payments.verifyWebhook(
    await request.text(),
    request.headers.get("Stripe-Signature"),
  );
  if (!event) return apiError(400, "Invalid signature");

  let result: string = "ignored";
  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    const payment = await payments.retrievePayment(intent.id);
    result = await fulfilFromProvider(payment, intent.metadata?.orderId ?? "");
  } else if (
    event.type === "checkout.session.completed" &&
    event.data.object.payment_status === "paid"
  ) {
    const session = event.data.object;
    result = await fulfilFromProvider(
      await payments.retrieveCheckoutPayment(session.id),
      session.client_reference_id ?? "",
    );
  } else if (event.type === "charge.refunded") {
    // A refund made by the shop, or in Stripe's own dashboard: each is recorded once.
    const charge = event.data.object;
    const intentId =
      typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (intentId) {
      const recorded = await recordProviderRefunds(
        intentId,
        await payments.refundsOfPayment(intentId),
      );
      result = `refunds recorded: ${recorded}`;
    }
  }
  // Answered 200 whatever the outcome, so Stripe does not resend an event we have judged.
  return Response.json({ received: true, result });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/stripe/webhook",
      tags: ["Payments"],
      summary: "Stripe's events (payment_intent.succeeded, checkout.session.completed)",
      description: "Signed by Stripe over the raw body (`STRIPE_WEBHOOK_SECRET`); not for clients.",
      request: {
        headers: z.object({ "stripe-signature": z.string() }),
        body: { content: { "application/json": { schema: z.object({}).passthrough() } } },
      },
      responses: {
        200: api.answer("Received (whatever it did to the order)", webhookJsonSchema),
        400: api.error("Invalid signature"),
        404: api.error("Stripe is not set up"),
      },
    },
  ];
}
