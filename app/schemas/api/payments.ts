import { z } from "zod";
import { REQUIRED, typedText } from "../fields";
import { orderJsonSchema } from "./orders";

/** POST /api/create-payment-intent: the order to pay; its amount is the database's. */
export const paymentIntentRequestSchema = z.object({
  orderId: typedText(z.string({ required_error: REQUIRED }).min(1, REQUIRED)),
});

export const paymentIntentJsonSchema = z.object({
  clientSecret: z.string(),
  provider: z
    .enum(["stripe", "sandbox"])
    .describe("stripe: confirm with Stripe.js; sandbox: POST /api/sandbox/confirm-payment"),
});

export const sandboxPaymentJsonSchema = z.object({
  status: z.literal("succeeded"),
  paymentId: z.string(),
  order: orderJsonSchema,
});

export const webhookJsonSchema = z.object({
  received: z.literal(true),
  result: z.string().describe("What the event did to its order (fulfilled, ignored, ...)"),
});
