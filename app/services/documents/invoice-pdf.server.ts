import { exemptionTexts } from "#app/messages.ts";
import type { Invoice } from "#app/models/documents.server.ts";
import { discountRowsOf, minusDollars } from "#app/commerce/index.ts";
import { isSandboxPayment } from "#app/services/payments/sandbox.server.ts";
import { billToLines, billToOf } from "#app/utils/bill-to.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars, formatRate } from "#app/utils/money.ts";
import { documentPdf, type DocumentFile } from "./document-pdf.server";

// The invoice of a paid order: what was sold to whom, for how much, and how it was paid. Its
// number and date are the payment's; a later refund changes nothing here (a credit note says so).

/** How the order was paid, in the buyer's words. */
export const paymentMethod = (paymentId: string) =>
  isSandboxPayment(paymentId) ? "Sandbox card" : "Card (Stripe)";

/** The invoice as a PDF file named by its number (INV-2026-000042.pdf). */
export async function invoiceFile(invoice: Invoice): Promise<DocumentFile> {
  return { filename: `${invoice.invoiceNumber}.pdf`, content: await invoicePdf(invoice) };
}

function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const paymentId = invoice.paymentId ?? "";
  // Whom it bills, as kept when the order was paid; one paid before orders kept it (migration
  // 0028) bills its customer by name, as its invoice always did.
  const billTo = billToOf(invoice);
  return documentPdf({
    title: "Invoice",
    number: invoice.invoiceNumber,
    date: new Date(invoice.paidAt),
    facts: [
      ["Invoice date", formatDate(invoice.paidAt)],
      ...(invoice.invoiceDueDate
        ? [["Due date", formatDate(invoice.invoiceDueDate)] as [string, string]]
        : []),
      ["Order number", invoice.number],
      ...(invoice.purchaseOrder
        ? [["PO reference", invoice.purchaseOrder] as [string, string]]
        : []),
    ],
    parties: [
      {
        heading: "Bill to",
        lines: [...(billTo ? billToLines(billTo) : [invoice.customer]), invoice.email],
      },
      { heading: "Ship to", lines: [invoice.customer, invoice.address, invoice.phone] },
    ],
    lines: invoice.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      qyt: line.qyt,
      price: formatDollars(line.price),
      amount: formatDollars(line.amount),
    })),
    totals: [
      ["Subtotal", formatDollars(invoice.subtotal)],
      ...discountRowsOf(invoice).map((row): [string, string] => [
        row.label,
        minusDollars(row.amount),
      ]),
      [
        invoice.shippingMethod ? `Shipping (${invoice.shippingMethod})` : "Shipping",
        formatDollars(invoice.shipping),
      ],
      [
        invoice.taxRateBp ? `Tax (${formatRate(invoice.taxRateBp)})` : "Tax",
        formatDollars(invoice.tax),
      ],
      ["Total", formatDollars(invoice.amount)],
    ],
    notes: [
      // The certificate that exempted the order, as kept on it when it was placed (issue 48).
      ...(invoice.taxExemptNumber && invoice.taxExemptState
        ? [exemptionTexts.exemptLine(invoice.taxExemptNumber, invoice.taxExemptState)]
        : []),
      invoice.paymentMethod === "account"
        ? `On account: due ${formatDate(invoice.invoiceDueDate ?? "")}. Please pay by bank transfer quoting ${invoice.invoiceNumber}.`
        : `Paid in full on ${formatDate(invoice.paidAt)} by ${paymentMethod(paymentId)}, payment id ${paymentId}.`,
    ],
  });
}
