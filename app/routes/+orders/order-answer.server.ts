import type { output } from "zod";
import { refusalResponse, type Refusal } from "#app/commerce/index.server.ts";
import { orderJson } from "#app/models/order.server.ts";
import type { PlaceOrder, Placed } from "#app/models/placing.server.ts";
import { idempotencyKeySchema } from "#app/schemas/api/common.ts";
import type { CheckoutSchema } from "#app/schemas/checkout.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import { invalidBody } from "#app/utils/api.server.ts";

// What the API answers an order placed (POST /api/orders, POST /api/checkout, and a quote accepted
// with POST /api/quotes/{id}/accept): one idempotency rule and one set of answers.

/**
 * The submit's key: the caller's `Idempotency-Key` (the same key again answers the same order),
 * or none, so that without it every call places (and nothing is looked up, digested or kept for
 * a key nobody can send again). A key that is not one is thrown as 400.
 */
export function checkoutKeyOf(request: Request): string | null {
  const header = request.headers.get("Idempotency-Key");
  if (header === null) return null;
  const key = idempotencyKeySchema.safeParse(header);
  if (!key.success) throw invalidBody(key.error);
  return key.data;
}

/** The API's body as what placing takes: the delivery chosen, the key, the expected total as cents. */
export function apiChoices(
  body: output<CheckoutSchema>,
  key: string | null,
): Pick<PlaceOrder, "delivery" | "key" | "expected" | "paymentMethod"> {
  const { expectedTotal, paymentMethod, ...delivery } = body;
  const expected = expectedTotal === undefined ? null : { amount: dollarsToCents(expectedTotal) };
  return { delivery, key, expected, paymentMethod };
}

/**
 * 201 with the order (again for the same key and body), or why not (refusalResponse): 400 a
 * choice, 409 the cart, a line or totals other than the expected (with today's), 422 the key
 * used before with another body, under the name the caller sent it by (`keyName`).
 */
export function placedOrderResponse(outcome: Placed | Refusal, keyName?: string): Response {
  return outcome.status === "placed"
    ? Response.json(orderJson(outcome.order), { status: 201 })
    : refusalResponse(outcome, keyName);
}
