import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { documentAttachment } from "#app/utils/document-links.ts";
import { composeMail, type MailMessage } from "./compose.server";
import { orderMail, orderPage, type MailedOrder } from "./order-mails.server";

// The mails of orders on account (issue 48): the invoice, issued when the order is placed, and
// the reminders of an invoice overdue, to the company's admins.

type InvoicedOrder = MailedOrder & {
  invoiceNumber: string | null;
  invoiceDueDate: string | null;
  billToCompany: string | null;
};

/** The order is placed on the company's account: it ships soon, its invoice is attached. */
export function invoiceOnAccountMail(order: InvoicedOrder, terms: string): MailMessage {
  const mail = orderMail("invoice-on-account", order, "Order placed on account", {
    lead: [
      `Thank you for your order, placed on the account of ${order.billToCompany ?? "your company"}. We will write again when it ships.`,
      `Its invoice ${order.invoiceNumber ?? ""} is attached: ${formatDollars(order.amount)}, due ${formatDate(order.invoiceDueDate ?? "")} (${terms}).`,
    ],
    action: orderPage(order),
  });
  return { ...mail, attachment: documentAttachment("invoice", order.id) };
}

/** One reminder of an overdue invoice, to one of the company's admins. */
export function invoiceReminderMail(
  to: { email: string; displayName: string },
  invoice: {
    orderId: string;
    invoiceNumber: string;
    orderNumber: string;
    company: string;
    total: number;
    owed: number;
    dueDate: string;
  },
): MailMessage {
  return {
    ...composeMail(
      "invoice-reminder",
      to.email,
      `Invoice overdue: ${invoice.invoiceNumber} (order ${invoice.orderNumber})`,
      {
        greeting: `Hello ${to.displayName},`,
        lead: [
          `Invoice ${invoice.invoiceNumber} of ${invoice.company} fell due on ${formatDate(invoice.dueDate)} and ${formatDollars(invoice.owed)} of it is still open. Please pay it, quoting its number; if you have paid it already, thank you, and please ignore this reminder.`,
        ],
        action: { label: "See the statement", url: absoluteUrl("/dashboard/statement") },
        facts: [
          ["Invoice", invoice.invoiceNumber],
          ["Order", invoice.orderNumber],
          ["Total", formatDollars(invoice.total)],
          ["Open", formatDollars(invoice.owed)],
          ["Due", formatDate(invoice.dueDate)],
        ],
      },
    ),
    attachment: documentAttachment("invoice", invoice.orderId),
  };
}
