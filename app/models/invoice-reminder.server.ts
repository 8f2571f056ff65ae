import { db } from "#app/db.server.ts";
import { invoiceReminderMail } from "#app/mail/invoice-mails.server.ts";
import { reminderDue } from "#app/commerce/index.ts";
import { now, shopToday } from "#app/utils/clock.server.ts";
import { invoicesOnAccount } from "./account-statement.server";
import { queueMail } from "./outbox.server";

// Reminders of overdue invoices on account (issue 48): one the day an invoice falls overdue,
// then one a week, to the company's admins (its buyer when it has none), until it is paid.
// Each reminder is a row (invoice, reminder number) inserted in the transaction that queues its
// mails: the primary key lets one of any number of sweeps (instances) insert it, and only that
// one mails. A sweep that ran late sends the reminder due now, not the weeks it missed.

/** Sends every reminder due on the shop's day; returns how many invoices were reminded now. */
export async function sendDueReminders(today = shopToday()): Promise<number> {
  const companies = await db
    .selectFrom("orders")
    .innerJoin("companies", "companies.id", "orders.companyId")
    .select(["companies.id", "companies.name"])
    .distinct()
    .where("orders.paymentMethod", "=", "account")
    .where("orders.invoiceDueDate", "<", today)
    .execute();
  let sent = 0;
  for (const company of companies) {
    const overdue = (await invoicesOnAccount(db, String(company.id), today)).filter(
      (invoice) => invoice.status === "Overdue",
    );
    for (const invoice of overdue) {
      const reminder = reminderDue(invoice.dueDate, today);
      if (reminder === null) continue;
      const claimed = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("invoice_reminders")
          .values({ orderId: invoice.orderId, reminder, sentAt: now().toISOString() })
          .onConflict((conflict) => conflict.columns(["orderId", "reminder"]).doNothing())
          .returning("orderId")
          .executeTakeFirst();
        if (!row) return false;
        const admins = await trx
          .selectFrom("users")
          .select(["email", "displayName"])
          .where("companyId", "=", company.id)
          .where("companyRole", "=", "admin")
          .orderBy("email")
          .execute();
        const buyer = await trx
          .selectFrom("orders")
          .select(["email", "customer as displayName"])
          .where("id", "=", invoice.orderId)
          .executeTakeFirstOrThrow();
        for (const to of admins.length ? admins : [buyer])
          await queueMail(
            trx,
            invoiceReminderMail(to, {
              orderId: invoice.orderId,
              invoiceNumber: invoice.number,
              orderNumber: invoice.orderNumber,
              company: company.name,
              total: invoice.total,
              owed: invoice.owed,
              dueDate: invoice.dueDate,
            }),
          );
        return true;
      });
      if (claimed) sent++;
    }
  }
  return sent;
}
