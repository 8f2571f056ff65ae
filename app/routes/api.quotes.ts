import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pageQuotes, quoteJson, requestQuote } from "#app/models/quote.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { QUOTE_QUERY_NAMES, quoteTableQuerySchema } from "#app/schemas/admin-query.ts";
import { quoteRequestSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { quoteRefusalJson } from "#app/services/quote-refusal.server.ts";
import { apiError, byMethod, parseApiQuery, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/quotes?status=&page=: a customer's own quotes, an admin's every customer's, newest first.
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
      if (requested.status === "quote-refused") return quoteRefusalJson(requested);
      return Response.json(quoteJson(requested.quote), { status: 201 });
    },
  });
}
