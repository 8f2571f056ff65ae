import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getQuote, quoteJson, sendQuote } from "#app/models/quote.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { quoteSendSchema } from "#app/schemas/quote.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { quoteRefusalJson } from "#app/services/quote-refusal.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
      if (sent.status === "quote-refused") return quoteRefusalJson(sent);
      return Response.json(quoteJson(sent.quote));
    },
  });
}
