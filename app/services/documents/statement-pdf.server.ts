import type { Statement } from "#app/models/account-statement.server.ts";
import { paymentTermsLabel, isPaymentTerms } from "#app/commerce/index.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { documentPdf, type DocumentFile } from "./document-pdf.server";

// A company's statement of account (issue 48) on the shop's day: every invoice on account with
// what is open of it and its status, the payments received, and the balance, overdue amount and
// credit left. Drawn in the documents' one layout, its table headed for invoices.

export async function statementFile(statement: Statement, today: string): Promise<DocumentFile> {
  const { company } = statement;
  const number = `${company.name} ${today}`;
  const content = await documentPdf({
    title: "Statement of account",
    number: `Statement ${today}`,
    date: new Date(`${today}T12:00:00Z`),
    facts: [
      ["Date", formatDate(today)],
      ...(isPaymentTerms(company.paymentTerms)
        ? [["Terms", paymentTermsLabel(company.paymentTerms)] as [string, string]]
        : []),
      ["Credit limit", formatDollars(company.creditLimit)],
    ],
    parties: [{ heading: "Account of", lines: [company.name] }],
    headings: ["Invoice", "Status", "Total", "Open"],
    lines: statement.invoices.map((invoice) => ({
      name: `${invoice.number} (order ${invoice.orderNumber}), due ${formatDate(invoice.dueDate)}`,
      qyt: invoice.status,
      price: formatDollars(invoice.total),
      amount: formatDollars(invoice.owed),
    })),
    totals: [
      ["Overdue", formatDollars(statement.overdue)],
      ["Credit left", formatDollars(statement.creditLeft)],
      ["Balance", formatDollars(statement.balance)],
    ],
    notes: statement.payments.length
      ? [
          "Payments received:",
          ...statement.payments.map(
            (payment) =>
              `${formatDate(payment.receivedOn)}, ${payment.reference}: ${formatDollars(payment.amount)} (${payment.allocations
                .map(
                  (allocation) => `${allocation.invoiceNumber} ${formatDollars(allocation.amount)}`,
                )
                .join(", ")})`,
          ),
        ]
      : ["No payments received yet."],
  });
  return { filename: `statement-${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`, content };
}
