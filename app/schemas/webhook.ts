import { z } from "zod";
import { webhookTexts } from "#app/messages.ts";
import { WEBHOOK_EVENT_NAMES, type WebhookEvent } from "#app/utils/webhook-events.ts";

const events = z
  .array(z.enum(WEBHOOK_EVENT_NAMES as [WebhookEvent, ...WebhookEvent[]]), {
    required_error: webhookTexts.chooseEvent,
  })
  .min(1, webhookTexts.chooseEvent);

/** A new endpoint: where (checked again for where it may go, on the server) and what it hears. */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ required_error: webhookTexts.urlInvalid })
    .trim()
    .max(2000, webhookTexts.urlInvalid)
    .url(webhookTexts.urlInvalid),
  events,
});

/**
 * The endpoint page's forms, told apart by `intent`: its events changed, the endpoint switched
 * on or off, or one delivery resent.
 */
export const webhookEndpointPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("events"), events }),
  z.object({ intent: z.literal("switch"), enabled: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("resend"), deliveryId: z.string().trim().min(1).max(100) }),
]);
