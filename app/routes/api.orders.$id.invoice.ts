import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoiceFrom } from "#app/models/documents.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { pdfResponse } from "#app/services/documents/document-files.server.ts";
import { invoiceFile } from "#app/services/documents/invoice-pdf.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { documentTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/orders/{id}/invoice: the paid order's invoice as a PDF, to its customer and to admins
// (anyone else: the same 404 as a missing order); 409 while the order is unpaid.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const invoice = invoiceFrom(
    await orderFor(request, caller, params.id, { companyAdminMayRead: true }),
  );
  if (!invoice) return apiError(409, documentTexts.invoiceNotYet);
  return pdfResponse(await invoiceFile(invoice));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/orders/{id}/invoice",
      tags: ["Orders"],
      summary: "A paid order's invoice, as a PDF (its customer; any for an admin)",
      description:
        "Numbered when the order was paid, from a sequence without gaps per year (`invoiceNumber` in the order). It names the seller, the buyer and the shipping address, each line, subtotal, shipping, tax, total and how it was paid.",
      security: api.security.signedIn,
      request: { params: api.idParam("order") },
      responses: {
        200: api.pdfFile("The invoice"),
        401: api.unauthenticated,
        404: api.error("No such order (someone else's answers the same)"),
        409: api.error(documentTexts.invoiceNotYet),
      },
    },
  ];
}
