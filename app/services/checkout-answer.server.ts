import { randomUUID } from "node:crypto";
import type { output } from "zod";
import type { CheckoutResult, OrderChoices } from "#app/models/checkout.server.ts";
import { orderJson } from "#app/models/order.server.ts";
import { checkoutPageTexts, idempotencyTexts } from "#app/messages.ts";
import { type PricesChangedJson } from "#app/schemas/api/checkout.ts";
import { idempotencyKeySchema } from "#app/schemas/api/common.ts";
import type { CheckoutSchema } from "#app/schemas/checkout.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import { apiError, invalidBody } from "#app/utils/api.server.ts";

// What the API answers an order placed from several lines (POST /api/checkout, and a quote
// accepted with POST /api/quotes/{id}/accept): one idempotency rule and one set of answers.

/**
 * The submit's key: the caller's `Idempotency-Key` (the same key again answers the same order),
 * or a new one, so that without it every call places. A key that is not one is thrown as 400.
 */
export function checkoutKeyOf(request: Request): string {
  const key = idempotencyKeySchema.safeParse(
    request.headers.get("Idempotency-Key") ?? randomUUID(),
  );
  if (!key.success) throw invalidBody(key.error);
  return key.data;
}

/** The API's body as the model's choices: the expected total, in dollars, as cents. */
export function apiChoices(body: output<CheckoutSchema>, checkoutKey: string): OrderChoices {
  const { expectedTotal, ...choices } = body;
  const expected = expectedTotal === undefined ? null : { amount: dollarsToCents(expectedTotal) };
  return { ...choices, checkoutKey, expected };
}

/**
 * 201 with the order (again for the same key and body), or why not: 400 a choice, 409 the cart,
 * a line or totals other than the expected (with today's), 422 the key used before with another
 * body.
 */
export function placedOrderResponse(placed: CheckoutResult): Response {
  switch (placed.status) {
    case "placed":
      return Response.json(orderJson(placed.order), { status: 201 });
    case "refused":
      return placed.field === "cart"
        ? apiError(409, placed.message)
        : apiError(400, placed.message, { [placed.field]: [placed.message] });
    case "line-refused":
      return Response.json(
        {
          error: checkoutPageTexts.lineShort(placed.line.name, placed.line.message),
          line: placed.line,
        },
        { status: 409 },
      );
    case "too-large":
      return apiError(400, placed.message);
    case "key-reused":
      return apiError(422, idempotencyTexts.keyReused("Idempotency-Key", placed.key));
    case "prices-changed": {
      const { subtotal, shipping, tax, amount } = placed.totals;
      const today: PricesChangedJson = {
        error: checkoutPageTexts.pricesChanged,
        subtotal: centsToDollars(subtotal),
        shipping: centsToDollars(shipping),
        tax: centsToDollars(tax),
        total: centsToDollars(amount),
      };
      return Response.json(today, { status: 409 });
    }
  }
}
