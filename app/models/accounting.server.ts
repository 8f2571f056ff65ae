import type { BooksRange } from "#app/schemas/admin-query.ts";
import { db } from "#app/db.server.ts";
import { nextDay } from "#app/utils/dates.ts";
import { documentNumber } from "#db/document-number.ts";
import { afterNumber, inNumberOrder } from "./document-number.server";
import { inBatches } from "./paging.server";

// The accountant's books: the invoices and the credit notes dated in a range of days (UTC, both
// ends included), each in the order of its own gap-free sequence, so a missing number shows.
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
export function exportInvoices({ from, to }: BooksRange): AsyncGenerator<InvoiceRow> {
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
      .where("paidAt", ">=", from)
      .where("paidAt", "<", nextDay(to))
      // An invoice is numbered in the year it is dated (the paying transaction takes the number
      // for `paidAt`), so the unique index on the numbers narrows the search to those years.
      .where("invoiceNumber", ">=", documentNumber("invoice", yearOf(from), 0))
      .where("invoiceNumber", "<", documentNumber("invoice", yearOf(to) + 1, 0))
      .$narrowType<{ invoiceNumber: string; paidAt: string }>();
    if (after) query = query.where(afterNumber("invoice", "invoiceNumber", after.invoiceNumber));
    return inNumberOrder(query, "invoice", "invoiceNumber").limit(size).execute();
  });
}

/** The credit notes of refunds that succeeded from..to, in number order. */
export function exportCreditNotes({ from, to }: BooksRange): AsyncGenerator<CreditNoteRow> {
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
      .where("refunds.completedAt", ">=", from)
      .where("refunds.completedAt", "<", nextDay(to))
      .$narrowType<{ creditNoteNumber: string; completedAt: string }>();
    if (after)
      query = query.where(
        afterNumber("credit-note", "refunds.creditNoteNumber", after.creditNoteNumber),
      );
    return inNumberOrder(query, "credit-note", "refunds.creditNoteNumber").limit(size).execute();
  });
}

const yearOf = (day: string) => Number(day.slice(0, 4));
