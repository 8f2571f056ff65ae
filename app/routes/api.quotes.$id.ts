import { ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getQuote, quoteJson, sendQuote } from "#app/models/quote.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { quoteSendSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/quotes/:id: one quote, to its customer or an admin (anyone else: 404).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const quote = await getQuote(params.id ?? "");
  if (!quote || (caller.role !== "admin" && quote.userId !== caller.id))
    return apiError(404, quoteTexts.noSuchQuote);
  return Response.json(quoteJson(quote));
}

// PUT /api/quotes/:id {lines: [{toolId, price}], validUntil, reply?}: an admin prices every line
// and sends the quote (again, to revise it); the customer is mailed.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const send = await parseJsonBody(request, quoteSendSchema);
      const sent = await sendQuote(params.id ?? "", send);
      if (sent.status === "refused") return refusalResponse(sent);
      return Response.json(quoteJson(sent.quote));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/quotes/{id}",
      tags: ["Quotes"],
      summary: "One quote (its customer, or an admin)",
      security: api.security.signedIn,
      request: { params: api.idParam("quote") },
      responses: {
        200: api.answer("The quote", api.schemas.Quote),
        401: api.unauthenticated,
        404: api.error(`${quoteTexts.noSuchQuote} (another customer's answers the same)`),
      },
    },
    {
      method: "put",
      path: "/api/quotes/{id}",
      tags: ["Quotes"],
      summary: "Price a quote and send it to its customer (admins)",
      description:
        "A unit `price` in dollars (more than 0) for every line, each named once by its `toolId`, with a new `qyt` where it changes, or the line named in `remove` to take it out (at least one stays); `freight` replaces the shipping method's price for the order; `validUntil` is the last day it can be accepted (today to a year ahead, 30 days when left out); `reply` is told to the customer. Each send is the quote's next `round`, kept in its `messages` with what it changed, and the customer is mailed. A sent quote may be sent again to revise it; an accepted one answers 409, and so does a `round` that is no longer the quote's (another send came first).",
      security: api.security.signedIn,
      request: { params: api.idParam("quote"), body: api.json(quoteSendSchema) },
      responses: {
        200: api.answer("The quote, sent", api.schemas.Quote),
        400: api.error(
          `${quoteTexts.priceEveryLine}; ${quoteTexts.keepOneLine}; prices above the largest order ("${ORDER_TOO_LARGE}"); or an invalid body (\`fieldErrors\`)`,
        ),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(quoteTexts.noSuchQuote),
        409: api.error(`${quoteTexts.alreadyAccepted}; or ${quoteTexts.sentMeanwhile}`),
      },
    },
  ];
}
