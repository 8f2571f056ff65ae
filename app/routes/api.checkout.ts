import { checkoutPageTexts } from "#app/messages.ts";
import type { ActionFunctionArgs } from "@remix-run/node";
import { placeOrder } from "#app/models/placing.server.ts";
import { checkoutSchema } from "#app/schemas/checkout.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  apiChoices,
  checkoutKeyOf,
  placedOrderResponse,
} from "#app/routes/+orders/order-answer.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { checkoutTexts } from "#app/messages.ts";
import { checkoutRefusalJsonSchema } from "#app/schemas/api/checkout.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/checkout: the caller's cart as one unpaid order, every line's stock reserved or
// none. With an Idempotency-Key, the same key and body again answer the same order (201 again, so
// a client that retries after a lost answer reads it the same way), the same key with another
// body is 422; without one, every call places. An `expectedTotal` other than today's total
// places nothing: 409 with today's totals.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const key = checkoutKeyOf(request);
      const body = await parseJsonBody(request, checkoutSchema);
      const placed = await placeOrder({
        customer: caller,
        source: { kind: "cart" },
        ...apiChoices(body, key),
      });
      return placedOrderResponse(placed);
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/checkout",
      tags: ["Orders"],
      summary: "Place one's cart as one unpaid order",
      description:
        "Every line of the caller's cart at today's price, shipping by the method, sales tax by the address's state; `amount` = subtotal + shipping + tax, paid with `POST /api/create-payment-intent`. Every line's stock is reserved, or none (a short line answers 409 naming it, and the cart stays). With an `Idempotency-Key`, the same key and body again answer the same order, again with 201, and the same key with another body is 422; without one, every call places an order.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(checkoutSchema) },
      responses: {
        201: api.answer("The order, unpaid, its stock held", api.schemas.Order),
        400: api.invalidOrTooLarge,
        401: api.unauthenticated,
        409: api.answer(
          `${checkoutTexts.emptyCart}; a line of the cart cannot be had (\`line\` names it); or "${checkoutPageTexts.pricesChanged}": the total is not the \`expectedTotal\` sent (\`subtotal\`, \`shipping\`, \`tax\` and \`total\` are today's)`,
          checkoutRefusalJsonSchema,
        ),
        422: api.keyReused("Idempotency-Key"),
      },
    },
  ];
}
