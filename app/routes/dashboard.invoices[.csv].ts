import { shopDay } from "#app/utils/dates.ts";
import { exportInvoices, type InvoiceRow } from "#app/models/accounting.server.ts";
import { booksDownload } from "#app/routes/+dashboard/books-csv.server.ts";
import { dollarsCell, type CsvColumn } from "#app/routes/+dashboard/csv.server.ts";

// The invoices and the credit notes are two downloads, not one with a kind: they are two
// journals with different columns (sales, and money given back), each checked against its own
// gap-free sequence, and an accounting import takes one kind of document per file. A date is the
// shop's day (SHOP_TIMEZONE, YYYY-MM-DD: the invoice's own date), as the range is given and as a
// spreadsheet sorts and reads it.
const columns: CsvColumn<InvoiceRow>[] = [
  { header: "Invoice number", value: (row) => row.invoiceNumber },
  { header: "Invoice date", value: (row) => shopDay(row.paidAt) },
  { header: "Order id", value: (row) => row.orderId },
  { header: "Customer", value: (row) => row.customer },
  { header: "Email", value: (row) => row.email },
  { header: "Purchase order", value: (row) => row.purchaseOrder },
  { header: "Subtotal", value: (row) => dollarsCell(row.subtotal) },
  { header: "Shipping", value: (row) => dollarsCell(row.shipping) },
  { header: "Tax", value: (row) => dollarsCell(row.tax) },
  { header: "Total", value: (row) => dollarsCell(row.amount) },
  { header: "Payment id", value: (row) => row.paymentId },
  { header: "Refunded so far", value: (row) => dollarsCell(row.refunded) },
  // Issue 47, after the columns imports already read by position.
  { header: "Order number", value: (row) => row.orderNumber },
];

// GET /dashboard/invoices.csv?from=&to=: admins; the invoices dated in the range, by number.
export const loader = booksDownload("invoices", columns, exportInvoices);
