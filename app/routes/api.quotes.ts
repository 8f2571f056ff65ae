import { ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { pageQuotes, quoteJson, requestQuote } from "#app/models/quote.server.ts";
import { quoteTexts, checkoutTexts } from "#app/messages.ts";
import { QUOTE_QUERY_NAMES, quoteTableQuerySchema } from "#app/schemas/admin-query.ts";
import { quoteRequestSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { apiError, byMethod, parseApiQuery, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { pageFields } from "#app/schemas/api/common.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/quotes?q=&status=&page=: a customer's own quotes, an admin's every customer's, newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const query = parseApiQuery(request, quoteTableQuerySchema, QUOTE_QUERY_NAMES);
  const { rows, ...paging } = await pageQuotes({
    ...query,
    state: query.status,
    userId: caller.role === "admin" ? undefined : caller.id,
  });
  return Response.json({ quotes: rows.map(quoteJson), ...paging });
}

// POST /api/quotes {note}: the caller's cart becomes a quote request (customers; the cart empties).
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      if (caller.role === "admin") return apiError(403, quoteTexts.customersOnly);
      const { note } = await parseJsonBody(request, quoteRequestSchema);
      const requested = await requestQuote(caller.id, note);
      if (requested.status === "refused") return refusalResponse(requested);
      return Response.json(quoteJson(requested.quote), { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/quotes",
      tags: ["Quotes"],
      summary: "Turn one's cart into a quote request (customers)",
      description:
        "Every line of the caller's cart is copied with its unit price for them today (`askedPrice`), with the `note` (1 to 2,000 characters), and the cart is emptied. An empty cart, or one with a line that cannot be ordered, answers 409 and the cart stays.",
      security: api.security.signedIn,
      request: { body: api.json(quoteRequestSchema) },
      responses: {
        201: api.answer("The quote, requested", api.schemas.Quote),
        400: api.error(`An invalid body, or a cart above the largest order: "${ORDER_TOO_LARGE}"`),
        401: api.unauthenticated,
        403: api.error(quoteTexts.customersOnly),
        409: api.error(`${checkoutTexts.emptyCart}, or a line of the cart cannot be ordered`),
      },
    },
    {
      method: "get",
      path: "/api/quotes",
      tags: ["Quotes"],
      summary: "Quotes, newest first, 20 a page: a customer's own, every customer's for an admin",
      description:
        "`q` finds a quote by its number or a line's tool name or part number, and for an admin also by the customer's name or email (any case). `status` keeps one state: requested, sent (and not past its day), expired (sent, its `validUntil` passed) or accepted.",
      security: api.security.signedIn,
      request: { query: quoteTableQuerySchema },
      responses: {
        200: api.answer(
          "One page of quotes",
          z.object({ quotes: z.array(api.schemas.Quote), ...pageFields }),
        ),
        400: api.invalid,
        401: api.unauthenticated,
      },
    },
  ];
}
