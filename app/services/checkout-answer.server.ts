import { randomUUID } from "node:crypto";
import type { CheckoutResult } from "#app/models/checkout.server.ts";
import { orderJson } from "#app/models/order.server.ts";
import { checkoutPageTexts, idempotencyTexts } from "#app/messages.ts";
import { idempotencyKeySchema } from "#app/schemas/api.ts";
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

/**
 * 201 with the order (again for the same key and body), or why not: 400 a choice, 409 the cart
 * or a line, 422 the key used before with another body.
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
    case "key-reused":
      return apiError(422, idempotencyTexts.keyReused("Idempotency-Key", placed.key));
  }
}
