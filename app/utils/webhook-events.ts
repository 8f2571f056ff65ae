/**
 * What the shop tells other systems (issue 50), in the order the webhooks page lists them, each
 * with what it means. The names are a contract: receivers switch on them.
 */
export const WEBHOOK_EVENTS = {
  "order.placed": "an order was placed (unpaid)",
  "order.paid": "an order's payment was confirmed",
  "order.shipped": "an order left the warehouse",
  "order.cancelled":
    "an order ended unpaid (cancelled, or its hold ran out) or was cancelled with a refund",
  "order.refunded": "money went back on an order (in full or in part)",
  "return.requested": "a customer asked to return lines of an order",
  "return.approved": "an admin approved a return",
  "return.received": "a returned parcel arrived and its refund was made",
  "quote.requested": "a customer asked for a quote",
  "quote.accepted": "a customer accepted a quote (its order is placed)",
  "tool.created": "a tool was added to the catalogue",
  "tool.updated": "a tool's details, prices, pictures or stock were changed by an admin",
  "tool.deleted": "a tool left the catalogue",
  "tool.low_stock": "a tool's stock fell under its low-stock threshold",
  "customer.created": "a customer account was created",
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[];

export const isWebhookEvent = (name: string): name is WebhookEvent => name in WEBHOOK_EVENTS;
