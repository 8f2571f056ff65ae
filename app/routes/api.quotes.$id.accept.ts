import { checkoutPageTexts } from "#app/messages.ts";
import type { ActionFunctionArgs } from "@remix-run/node";
import { placeOrder } from "#app/models/placing.server.ts";
import { quoteAcceptSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  apiChoices,
  checkoutKeyOf,
  placedOrderResponse,
} from "#app/routes/+orders/order-answer.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { quoteTexts } from "#app/messages.ts";
import { checkoutRefusalJsonSchema } from "#app/schemas/api/checkout.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/quotes/:id/accept {addressId, shippingMethodId, date, purchaseOrder?, round?}: the
// quote's customer accepts it, by its last day, into one unpaid order at the quoted prices, with
// the checkout's body and Idempotency-Key (another body with the key: 422); with `round`, only
// the round they reviewed. Accepting again answers the same order.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const key = checkoutKeyOf(request);
      const { round, ...body } = await parseJsonBody(request, quoteAcceptSchema);
      const accepted = await placeOrder({
        customer: caller,
        source: { kind: "quote", quoteId: params.id ?? "", round },
        ...apiChoices(body, key),
      });
      return placedOrderResponse(accepted);
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/quotes/{id}/accept",
      tags: ["Quotes"],
      summary: "Accept one's sent quote into an unpaid order at the quoted prices",
      description:
        "The checkout's body and `Idempotency-Key`: the quote's lines at their quoted prices, shipping by the method (or the quote's `freight` in its place), sales tax by the address's state, every line's stock reserved or none; paid as any order (`POST /api/create-payment-intent`). Only by its `validUntil`, and once: accepting an accepted quote answers its order (201). With `round` (and `expectedTotal`) as `POST /api/quotes/{id}/review` gave them, exactly the order reviewed or nothing. The same `Idempotency-Key` with another body (or a key the checkout used) is 422.",
      security: api.security.signedIn,
      request: {
        params: api.idParam("quote"),
        headers: api.idempotencyKeyHeader,
        body: api.json(quoteAcceptSchema),
      },
      responses: {
        201: api.answer("The order, unpaid, its stock held", api.schemas.Order),
        400: api.invalidOrTooLarge,
        401: api.unauthenticated,
        404: api.error(`${quoteTexts.noSuchQuote} (another customer's answers the same)`),
        409: api.answer(
          `${quoteTexts.notSentYet}; ${quoteTexts.beingRevised}; ${quoteTexts.expired("{validUntil}")}; ${quoteTexts.changedSinceReview}; a line cannot be had (\`line\` names it); or "${checkoutPageTexts.pricesChanged}" (today's totals), as at checkout`,
          checkoutRefusalJsonSchema,
        ),
        422: api.keyReused("Idempotency-Key"),
      },
    },
  ];
}
