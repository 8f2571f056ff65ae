// Where the shop's numbered documents are downloaded, and how a mail names the one it carries
// (`invoice:{orderId}`, `credit-note:{refundId}` in the outbox, drawn when the mail is sent).

export type AttachedDocument = { kind: "invoice" | "credit-note"; id: string };

export const invoiceUrl = (orderId: string) => `/api/orders/${orderId}/invoice`;
export const creditNoteUrl = (refundId: string) => `/api/refunds/${refundId}/credit-note`;
export const quotePdfUrl = (quoteId: string) => `/api/quotes/${quoteId}/pdf`;

/** The outbox's name of a document a mail carries. */
export const documentAttachment = (kind: AttachedDocument["kind"], id: string) => `${kind}:${id}`;

/** A mail's attachment as the outbox names it, read back; null for anything else. */
export function attachedDocument(name: string): AttachedDocument | null {
  const [, kind, id] = /^(invoice|credit-note):(\S{1,100})$/.exec(name) ?? [];
  return kind && id ? { kind: kind as AttachedDocument["kind"], id } : null;
}

/** The download of an attached document, as the outbox page links it. */
export function attachmentLink({ kind, id }: AttachedDocument) {
  return kind === "invoice"
    ? { href: invoiceUrl(id), label: "The order's invoice (PDF)" }
    : { href: creditNoteUrl(id), label: "The refund's credit note (PDF)" };
}
