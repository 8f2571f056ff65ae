import { creditNoteOf, invoiceOf } from "#app/models/documents.server.ts";
import { attachedDocument } from "#app/utils/document-links.ts";
import { creditNoteFile } from "./credit-note-pdf.server";
import type { DocumentFile } from "./document-pdf.server";
import { invoiceFile } from "./invoice-pdf.server";

// A document as the shop hands it out: a download, or a mail's attachment named in the outbox
// (`invoice:{orderId}`, `credit-note:{refundId}`) and drawn when the mail is sent.

export type { DocumentFile };

/** A PDF download, saved under the document's own name; never kept by a cache. */
export function pdfResponse(file: DocumentFile): Response {
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The document an outbox row names, drawn now. Throws when there is none to draw (a mail that
 * promises a document is not sent without it; the sender retries and shows the reason).
 */
export async function attachmentFile(name: string): Promise<DocumentFile> {
  const attached = attachedDocument(name);
  const document =
    attached?.kind === "invoice"
      ? await invoiceOf(attached.id).then((invoice) => invoice && invoiceFile(invoice))
      : attached?.kind === "credit-note"
        ? await creditNoteOf(attached.id).then((note) => note && creditNoteFile(note))
        : null;
  if (!document) throw new Error(`The mail's attachment ${name} names no document`);
  return document;
}
