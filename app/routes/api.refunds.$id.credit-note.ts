import type { LoaderFunctionArgs } from "@remix-run/node";
import { creditNoteOf } from "#app/models/documents.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { creditNoteFile } from "#app/services/documents/credit-note-pdf.server.ts";
import { pdfResponse } from "#app/services/documents/document-files.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { documentTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
