import { DAY_MS } from "#app/utils/dates.ts";

// Pay on account (issue 48), pure: what an invoice on account owes and is called, how a payment
// is spread over invoices, a company's balance and credit left, and how late an invoice is.
// The models read the rows; every figure shown or checked comes from here, in cents.
//
// The balance is what the company owes the shop now: every invoice on account (its order's
// total) less its credit notes (refunds of it) less every payment received. An invoice is
// settled by payments allocated to it and by its own credit notes; a credit note on an invoice
// already paid leaves credit in the company's favour, which lowers the balance (it may go below
// zero) and so raises the credit left, but is no payment of another invoice until an admin
// records one. The credit left is the limit less the balance, never below zero.

export const INVOICE_STATUSES = ["Open", "Partly paid", "Paid", "Overdue"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice on account as the books hold it: cents, and its due day (YYYY-MM-DD). */
export interface InvoiceFigures {
  total: number;
  /** Its credit notes (refunds of its order). */
  credited: number;
  /** Payments allocated to it. */
  paid: number;
  dueDate: string;
}

/** What is still owed on an invoice (never below zero). */
export const owedOn = (invoice: InvoiceFigures): number =>
  Math.max(0, invoice.total - invoice.credited - invoice.paid);

/**
 * Paid once nothing is owed; Overdue once the shop's day is past its due day and something is;
 * otherwise Partly paid when a payment went to it, else Open.
 */
export function invoiceStatus(invoice: InvoiceFigures, today: string): InvoiceStatus {
  if (owedOn(invoice) === 0) return "Paid";
  if (invoice.dueDate < today) return "Overdue";
  return invoice.paid > 0 ? "Partly paid" : "Open";
}

/** Whole days from the due day to `today`: 1 the day after it falls due. */
export const daysOverdue = (dueDate: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);

/**
 * The reminder an overdue invoice is due for today: 0 the day it falls overdue, then one more
 * each week (1 on the 8th day overdue, 2 on the 15th, ...); null while it is not overdue.
 */
export function reminderDue(dueDate: string, today: string): number | null {
  const late = daysOverdue(dueDate, today);
  return late >= 1 ? Math.floor((late - 1) / 7) : null;
}

/** The receivables' ages: 1-30, 31-60, over 60 days overdue. */
export type AgeBucket = "1-30" | "31-60" | "over 60";
export const ageBucketOf = (late: number): AgeBucket =>
  late <= 30 ? "1-30" : late <= 60 ? "31-60" : "over 60";

/**
 * How `amount` cents pay the invoices given (in the order given: the oldest first, or the order
 * an admin named them), each up to what it owes. What is left over is `unallocated`.
 */
export function allocate<Invoice extends { owed: number }>(
  amount: number,
  invoices: Invoice[],
): { allocations: { invoice: Invoice; amount: number }[]; unallocated: number } {
  let left = amount;
  const allocations: { invoice: Invoice; amount: number }[] = [];
  for (const invoice of invoices) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.owed);
    if (part > 0) allocations.push({ invoice, amount: part });
    left -= part;
  }
  return { allocations, unallocated: left };
}

/** What the company owes: invoiced less credit notes less payments received (may be below zero). */
export const balanceOf = (
  invoices: Pick<InvoiceFigures, "total" | "credited">[],
  received: number,
) => invoices.reduce((sum, invoice) => sum + invoice.total - invoice.credited, 0) - received;

/** What the company may still order on account. */
export const creditLeftOf = (creditLimit: number, balance: number): number =>
  Math.max(0, creditLimit - balance);
