import { shopDay } from "#app/utils/dates.ts";
import { exportCreditNotes, type CreditNoteRow } from "#app/models/accounting.server.ts";
import { booksDownload } from "#app/routes/+dashboard/books-csv.server.ts";
import { dollarsCell, type CsvColumn } from "#app/routes/+dashboard/csv.server.ts";
import { refundSourceLabel } from "#app/utils/refund-source.ts";

// Why a file of its own, and its dates: see dashboard.invoices[.csv].ts. The amount is what went
// back, as a positive sum (a credit note's own figure; a minus sign would also start a cell a
// spreadsheet reads as a formula). The invoice it corrects is its order's.
const columns: CsvColumn<CreditNoteRow>[] = [
  { header: "Credit note number", value: (row) => row.creditNoteNumber },
  { header: "Credit note date", value: (row) => shopDay(row.completedAt) },
  { header: "Invoice number", value: (row) => row.invoiceNumber },
  { header: "Order id", value: (row) => row.orderId },
  { header: "Customer", value: (row) => row.customer },
  { header: "Amount", value: (row) => dollarsCell(row.amount) },
  { header: "Reason", value: (row) => row.reason },
  { header: "Source", value: (row) => refundSourceLabel(row.source) },
  { header: "Restocked", value: (row) => (row.restock ? "Yes" : "No") },
  // Issue 47, after the columns imports already read by position.
  { header: "Order number", value: (row) => row.orderNumber },
];

// GET /dashboard/credit-notes.csv?from=&to=: admins; the refunds that succeeded in the range.
export const loader = booksDownload("credit-notes", columns, exportCreditNotes);
