import type { ActionFunctionArgs } from "@remix-run/node";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { reviewOrder, type OrderReview } from "#app/models/placing.server.ts";
import { quoteReviewJsonSchema, type QuoteReviewJson } from "#app/schemas/api/quotes.ts";
import { quoteReviewSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/quotes/:id/review {addressId, shippingMethodId, date, purchaseOrder?} (issue 47): the
// quote's customer sees the whole order its accept would place with these choices, reckoned as
// the accept reckons it; nothing is placed, claimed or reserved.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const customer = await requireUser(request);
      const delivery = await parseJsonBody(request, quoteReviewSchema);
      const review = await reviewOrder({
        customer,
        source: { kind: "quote", quoteId: params.id ?? "" },
        delivery,
      });
      if ("problem" in review) return refusalResponse(review);
      return Response.json(reviewJson(review));
    },
  });
}

/** The review in the API's words: money in dollars, the round reviewed. */
function reviewJson(review: OrderReview): QuoteReviewJson {
  const { totals } = review;
  return {
    round: review.source.round ?? 0,
    lines: review.lines.map((line) => ({
      toolId: line.toolId,
      name: line.name,
      sku: line.sku ?? null,
      qyt: line.qyt,
      price: centsToDollars(line.price),
      amount: centsToDollars(line.amount),
    })),
    subtotal: centsToDollars(totals.subtotal),
    shipping: centsToDollars(totals.shipping),
    tax: centsToDollars(totals.tax),
    taxExemption: review.exemption,
    amount: centsToDollars(totals.amount),
    shippingMethod: review.shippingMethod,
    address: review.address,
    phone: review.phone,
    date: review.date,
    purchaseOrder: review.purchaseOrder,
  };
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/quotes/{id}/review",
      tags: ["Quotes"],
      summary: "See the order one's sent quote would be, before accepting it",
      description:
        "The checkout's choices (no `Idempotency-Key`: nothing is placed): the quote's lines at the quoted prices, its freight in place of the method's price when it has one, sales tax by the address's state, the total, the address and how shipping is named, reckoned exactly as the accept places them. Accept with `round` and `expectedTotal` (this `amount`) to place this order or nothing. Stock is decided when it is placed.",
      security: api.security.signedIn,
      request: { params: api.idParam("quote"), body: api.json(quoteReviewSchema) },
      responses: {
        200: api.answer("The order as it would be placed", quoteReviewJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        404: api.error(`${quoteTexts.noSuchQuote} (another customer's answers the same)`),
        409: api.error(
          `${quoteTexts.notSentYet}; ${quoteTexts.beingRevised}; ${quoteTexts.expired("{validUntil}")}; ${quoteTexts.alreadyAccepted}; or a line's tool is no longer sold (\`line\`)`,
        ),
      },
    },
  ];
}
