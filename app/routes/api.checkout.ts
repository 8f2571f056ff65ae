import type { ActionFunctionArgs } from "@remix-run/node";
import { placeCheckoutOrder } from "#app/models/checkout.server.ts";
import { checkoutSchema } from "#app/schemas/checkout.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  apiChoices,
  checkoutKeyOf,
  placedOrderResponse,
} from "#app/services/checkout-answer.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
      const checkoutKey = checkoutKeyOf(request);
      const body = await parseJsonBody(request, checkoutSchema);
      const placed = await placeCheckoutOrder({
        ...apiChoices(body, checkoutKey),
        userId: caller.id,
      });
      return placedOrderResponse(placed);
    },
  });
}
