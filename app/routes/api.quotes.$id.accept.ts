import type { ActionFunctionArgs } from "@remix-run/node";
import { acceptQuote } from "#app/models/quote.server.ts";
import { checkoutSchema } from "#app/schemas/checkout.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  apiChoices,
  checkoutKeyOf,
  placedOrderResponse,
} from "#app/services/checkout-answer.server.ts";
import { quoteRefusalJson } from "#app/services/quote-refusal.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/quotes/:id/accept {addressId, shippingMethodId, date, purchaseOrder?}: the quote's
// customer accepts it, by its last day, into one unpaid order at the quoted prices, with the
// checkout's body and Idempotency-Key (another body with the key: 422). Accepting again answers
// the same order.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const checkoutKey = checkoutKeyOf(request);
      const body = await parseJsonBody(request, checkoutSchema);
      const accepted = await acceptQuote(caller.id, params.id ?? "", apiChoices(body, checkoutKey));
      if (accepted.status === "quote-refused") return quoteRefusalJson(accepted);
      return placedOrderResponse(accepted);
    },
  });
}
