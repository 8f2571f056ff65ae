// Invoices and credit notes are numbered without gaps and without repeats, as tax law asks of
// them: each kind counts from 1 every calendar year (UTC), as INV-2026-000042 or CN-2026-000007.
// Orders, quotes and returns get a short number people can read out on the phone (issue 47):
// a prefix and a count that runs on for good, as FL-100042, Q-1007 or R-2003. Both count on
// the rows of `document_sequences`. The formats live here, below the models, so the demo seed
// numbers its rows the same way.

export type DocumentKind = "invoice" | "credit-note";

export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  invoice: "INV",
  "credit-note": "CN",
};

/** A document's number as printed: its kind's prefix, the year, and six digits at least. */
export function documentNumber(kind: DocumentKind, year: number, number: number): string {
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(number).padStart(6, "0")}`;
}

/** What is known by a short number of its own: an order, a quote, a return. */
export type RecordKind = "order" | "quote" | "return";

/** Each kind's prefix, and what its count starts after: the first order is FL-100001. */
const RECORD_FORMAT: Record<RecordKind, { prefix: string; after: number }> = {
  order: { prefix: "FL", after: 100_000 },
  quote: { prefix: "Q", after: 1_000 },
  return: { prefix: "R", after: 2_000 },
};

/** Their sequences never start again: each counts in one row, under year 0. */
export const RECORD_YEAR = 0;

/** The number of the `count`th (from 1) of its kind: the 42nd order is FL-100042. */
export function recordNumber(kind: RecordKind, count: number): string {
  const { prefix, after } = RECORD_FORMAT[kind];
  return `${prefix}-${after + count}`;
}
