import type { CreditedLine, CreditNote } from "#app/models/documents.server.ts";
import { discountRowsOf, lineAmount, minusDollars } from "#app/commerce/index.ts";
import { billToLines, billToOf } from "#app/utils/bill-to.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { documentPdf, type DocumentFile } from "./document-pdf.server";
import { paymentMethod } from "./invoice-pdf.server";

// The credit note of a refund: which invoice it corrects, what was given back and why.

/** The credit note as a PDF file named by its number (CN-2026-000007.pdf). */
export async function creditNoteFile(note: CreditNote): Promise<DocumentFile> {
  return { filename: `${note.number}.pdf`, content: await creditNotePdf(note) };
}

/**
 * The row that takes back a volume price: the pieces kept cost more at their own quantity's
 * price, and the difference is not refunded (issue 45). Its amount makes the line's two rows add
 * up to what the line gave back.
 */
function repriced(line: CreditedLine, kept: { qyt: number; price: number }) {
  return {
    name: `${kept.qyt} kept re-priced at ${formatDollars(kept.price)} each, the price for ${kept.qyt} (was ${formatDollars(line.price)})`,
    qyt: kept.qyt,
    price: formatDollars(kept.price - line.price),
    amount: `-${formatDollars(lineAmount(line) - line.amount)}`,
  };
}

function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const { order } = note;
  // Credited to whom the invoice billed (its company and billing address, issue 47).
  const billTo = billToOf(order);
  const paymentId = order.paymentId ?? "";
  return documentPdf({
    title: "Credit note",
    number: note.number,
    date: new Date(note.date),
    facts: [
      ["Date", formatDate(note.date)],
      ["Corrects invoice", order.invoiceNumber ?? ""],
      ...(order.paidAt ? [["Invoice date", formatDate(order.paidAt)] as [string, string]] : []),
      ["Order number", order.number],
      ...(order.purchaseOrder ? [["PO reference", order.purchaseOrder] as [string, string]] : []),
      // What the order's promotions took off: its lines are credited at what was paid for them.
      ...discountRowsOf(order).map((row): [string, string] => [
        `Order ${row.label.toLowerCase()}`,
        minusDollars(row.amount),
      ]),
    ],
    parties: [
      {
        heading: "Credit to",
        lines: billTo
          ? [...billToLines(billTo), order.email]
          : [order.customer, order.email, order.address],
      },
    ],
    lines: note.lines.flatMap((line) => [
      {
        name: line.name,
        sku: line.sku,
        qyt: line.qyt,
        price: formatDollars(line.price),
        amount: formatDollars(lineAmount(line)),
      },
      ...(line.kept ? [repriced(line, line.kept)] : []),
    ]),
    totals: [["Total refunded", formatDollars(note.amount)]],
    notes: [
      `Reason: ${note.reason}`,
      order.paymentMethod === "account"
        ? `Credited on ${formatDate(note.date)} to the account of ${order.billToCompany ?? order.customer}: it lowers the balance owed.`
        : `Refunded on ${formatDate(note.date)} to the card that paid (${paymentMethod(paymentId)}, payment id ${paymentId}).`,
    ],
  });
}
