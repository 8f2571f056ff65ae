import type { BooksRange } from "#app/schemas/admin-query.ts";
import { db } from "#app/db.server.ts";
import { nextDay, shopDayStart } from "#app/utils/dates.ts";
import { documentNumber } from "#db/document-number.ts";
import { afterNumber, inNumberOrder } from "./document-number.server";
import { inBatches } from "./paging.server";

// The accountant's books: the invoices and the credit notes dated in a range of days (the shop's,
// in SHOP_TIMEZONE, as the documents are dated; both ends included), each in the order of its own gap-free sequence, so a missing number shows.
// An invoice is dated when its order was paid (`paidAt`: the payment gave it its number); a
// credit note when its refund succeeded (`completedAt`). Read in batches along the numbers.

export interface InvoiceRow {
  invoiceNumber: string;
  paidAt: string;
  orderId: string;
  orderNumber: string;
  customer: string;
  email: string;
  purchaseOrder: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  amount: number;
  paymentId: string | null;
  /** Cents given back so far (today, not as of the range's end). */
  refunded: number;
}

export interface CreditNoteRow {
  creditNoteNumber: string;
  completedAt: string;
  invoiceNumber: string | null;
  orderId: string;
  orderNumber: string;
  customer: string;
  amount: number;
  reason: string;
  source: string;
  restock: number;
}

/** The invoices dated from..to, in number order. */
export function exportInvoices(range: BooksRange): AsyncGenerator<InvoiceRow> {
  const { start, end, years } = instantsOf(range);
  return inBatches(async (after: InvoiceRow | null, size) => {
    let query = db
      .selectFrom("orders")
      .select([
        "invoiceNumber",
        "paidAt",
        "id as orderId",
        "number as orderNumber",
        "customer",
        "email",
        "purchaseOrder",
        "subtotal",
        "shipping",
        "tax",
        "amount",
        "paymentId",
        "refunded",
      ])
      .where("paidAt", ">=", start)
      .where("paidAt", "<", end)
      // An invoice is numbered in the (UTC) year of its `paidAt` (the paying transaction takes
      // the number), so the unique index on the numbers narrows the search to those years.
      .where("invoiceNumber", ">=", documentNumber("invoice", years.first, 0))
      .where("invoiceNumber", "<", documentNumber("invoice", years.last + 1, 0))
      .$narrowType<{ invoiceNumber: string; paidAt: string }>();
    if (after) query = query.where(afterNumber("invoice", "invoiceNumber", after.invoiceNumber));
    return inNumberOrder(query, "invoice", "invoiceNumber").limit(size).execute();
  });
}

/** The credit notes of refunds that succeeded from..to, in number order. */
export function exportCreditNotes(range: BooksRange): AsyncGenerator<CreditNoteRow> {
  const { start, end } = instantsOf(range);
  return inBatches(async (after: CreditNoteRow | null, size) => {
    let query = db
      .selectFrom("refunds")
      .innerJoin("orders", "orders.id", "refunds.orderId")
      .select([
        "refunds.creditNoteNumber",
        "refunds.completedAt",
        "orders.invoiceNumber",
        "orders.id as orderId",
        "orders.number as orderNumber",
        "orders.customer",
        "refunds.amount",
        "refunds.reason",
        "refunds.source",
        "refunds.restock",
      ])
      // Only money that went back: a pending or failed refund has no credit note.
      .where("refunds.status", "=", "succeeded")
      .where("refunds.completedAt", ">=", start)
      .where("refunds.completedAt", "<", end)
      .$narrowType<{ creditNoteNumber: string; completedAt: string }>();
    if (after)
      query = query.where(
        afterNumber("credit-note", "refunds.creditNoteNumber", after.creditNoteNumber),
      );
    return inNumberOrder(query, "credit-note", "refunds.creditNoteNumber").limit(size).execute();
  });
}

/**
 * The moments of the range's days, the shop's (as the documents are dated), and the UTC years
 * they fall in (as documents are numbered).
 */
function instantsOf({ from, to }: BooksRange) {
  const start = shopDayStart(from);
  const end = shopDayStart(nextDay(to));
  const years = {
    first: new Date(start).getUTCFullYear(),
    last: new Date(Date.parse(end) - 1).getUTCFullYear(),
  };
  return { start, end, years };
}
