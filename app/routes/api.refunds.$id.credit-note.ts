import type { LoaderFunctionArgs } from "@remix-run/node";
import { creditNoteOf } from "#app/models/documents.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { creditNoteFile } from "#app/services/documents/credit-note-pdf.server.ts";
import { pdfResponse } from "#app/services/documents/document-files.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { documentTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/refunds/{id}/credit-note: a succeeded refund's credit note as a PDF, to the order's
// customer and to admins. Anyone else, and a refund that has none (pending, failed), gets 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const note = await creditNoteOf(params.id ?? "");
  if (!note || !(note.order.userId === caller.id || isAdmin(caller)))
    return apiError(404, documentTexts.noSuchCreditNote);
  return pdfResponse(await creditNoteFile(note));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/refunds/{id}/credit-note",
      tags: ["Orders"],
      summary: "A refund's credit note, as a PDF (the order's customer; any for an admin)",
      description:
        "Numbered when the refund succeeded, from its own sequence without gaps per year. It names the invoice it corrects, the buyer, the lines (or the amount) given back, the reason and the total refunded.",
      security: api.security.signedIn,
      request: { params: api.idParam("refund") },
      responses: {
        200: api.pdfFile("The credit note"),
        401: api.unauthenticated,
        404: api.error(
          "No such refund, one not (yet) succeeded, or another customer's (all answer the same)",
        ),
      },
    },
  ];
}
