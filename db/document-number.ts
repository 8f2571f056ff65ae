// Invoices and credit notes are numbered without gaps and without repeats, as tax law asks of
// them: each kind counts from 1 every calendar year (UTC), as INV-2026-000042 or CN-2026-000007.
// The format lives here, below the models, so the demo seed numbers its orders the same way.

export type DocumentKind = "invoice" | "credit-note";

export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  invoice: "INV",
  "credit-note": "CN",
};

/** A document's number as printed: its kind's prefix, the year, and six digits at least. */
export function documentNumber(kind: DocumentKind, year: number, number: number): string {
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(number).padStart(6, "0")}`;
}
