import type { LoaderFunctionArgs } from "@remix-run/node";
import { getQuote, quoteStateNow } from "#app/models/quote.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import { buysFor } from "#app/models/company-records.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { pdfResponse } from "#app/services/documents/document-files.server.ts";
import { hasPdf, quoteFile } from "#app/services/documents/quote-pdf.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { documentTexts, quoteTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/quotes/{id}/pdf: a priced quote as a PDF (issue 47), to its customer and to admins
// (anyone else: the same 404 as a missing quote); 409 while it waits for the shop's prices.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const quote = await getQuote(params.id ?? "");
  // A company's admins read its members' quotes too (issue 48).
  const companyReads =
    quote && caller.companyId && isCompanyAdmin(caller, caller.companyId)
      ? await buysFor(quote.userId, caller.companyId)
      : false;
  if (!quote || !(quote.userId === caller.id || isAdmin(caller) || companyReads))
    return apiError(404, quoteTexts.noSuchQuote);
  if (!hasPdf(quoteStateNow(quote))) return apiError(409, documentTexts.quoteNotYet);
  return pdfResponse(await quoteFile(quote));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/quotes/{id}/pdf",
      tags: ["Quotes"],
      summary: "A priced quote, as a PDF (its customer; any for an admin)",
      description:
        "Its latest round: the quote's number, date and last day, the customer, each line with its part number at the quoted price, the freight, the total before tax, and the terms (shipping, tax and stock when it is accepted).",
      security: api.security.signedIn,
      request: { params: api.idParam("quote") },
      responses: {
        200: api.pdfFile("The quote"),
        401: api.unauthenticated,
        404: api.error(`${quoteTexts.noSuchQuote} (another customer's answers the same)`),
        409: api.error(documentTexts.quoteNotYet),
      },
    },
  ];
}
