import type { Kysely, Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { invoiceOnAccountMail } from "#app/mail/invoice-mails.server.ts";
import { accountTexts } from "#app/messages.ts";
import {
  balanceOf,
  creditLeftOf,
  dueDayOf,
  isPaymentTerms,
  paymentTermsLabel,
  refused,
  type PaymentTerms,
  type Refusal,
} from "#app/commerce/index.ts";
import { now, shopToday } from "#app/utils/clock.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { billToAtPayment } from "./bill-to.server";
import { nextDocumentNumber } from "./document-number.server";
import { linesIn, type Order } from "./order-line.server";
import { queueMail } from "./outbox.server";

// Orders on account (issue 48): a member of a company with payment terms and a credit limit
// buys now and pays the invoice by its due day. Placing puts such an order on account in its own
// transaction (putOnAccount); the company's row is the lock that makes the credit limit hold
// when buyers race for the last of it.

export type PaymentMethod = "card" | "account";

/** A company that buys on account: its terms and limit. */
export interface AccountCompany {
  id: string;
  name: string;
  paymentTerms: PaymentTerms;
  creditLimit: number;
  billingAddress: string | null;
}

/** The company a customer may buy on account for, read in `q`; null when they may not. */
async function accountCompanyOf(
  q: Kysely<DB>,
  userId: string | null,
): Promise<AccountCompany | null> {
  if (!userId) return null;
  const company = await q
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.companyId")
    .select([
      "companies.id",
      "companies.name",
      "companies.paymentTerms",
      "companies.creditLimit",
      "companies.billingAddress",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!company || !isPaymentTerms(company.paymentTerms) || company.creditLimit <= 0) return null;
  // Joined on it, so never null (SQLite types a text primary key as nullable).
  return { ...company, id: String(company.id), paymentTerms: company.paymentTerms };
}

/**
 * What the company owes now (balanceOf: invoiced less credit notes less payments received), read
 * in `q`: inside a transaction that holds the company's row, exact.
 */
export async function balanceIn(q: Kysely<DB>, companyId: string): Promise<number> {
  const [invoices, received] = await Promise.all([
    q
      .selectFrom("orders")
      .select(["amount as total", "refunded as credited"])
      .where("companyId", "=", companyId)
      .where("paymentMethod", "=", "account")
      .where("invoiceNumber", "is not", null)
      .execute(),
    q
      .selectFrom("account_payments")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.lit(0)).as("sum"))
      .where("companyId", "=", companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return balanceOf(invoices, Number(received.sum));
}

/** The checkout's offer to pay on account: the terms' label and the credit left; null if none. */
export async function accountChoiceOf(userId: string) {
  const company = await accountCompanyOf(db, userId);
  if (!company) return null;
  const creditLeft = creditLeftOf(company.creditLimit, await balanceIn(db, company.id));
  return {
    company: company.name,
    label: accountTexts.payOnAccount(paymentTermsLabel(company.paymentTerms)),
    hint: accountTexts.onAccountHint(company.name, formatDollars(creditLeft)),
    creditLeft,
  };
}
export type AccountChoice = NonNullable<Awaited<ReturnType<typeof accountChoiceOf>>>;

/**
 * Holds the company's row until the commit, with an update that changes nothing: on PostgreSQL
 * (READ COMMITTED, any number of instances) a second order or payment of the company waits here
 * for the first to commit, and its next statement reads the committed balance. SQLite runs one
 * writer at a time.
 */
export function lockCompany(trx: Transaction<DB>, companyId: string) {
  return trx
    .updateTable("companies")
    .set((eb) => ({ creditLimit: eb.ref("creditLimit") }))
    .where("id", "=", companyId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Puts a placed, unpaid order on account, in the caller's transaction: its buyer's company must
 * buy on account and the order must fit in the credit left (the company's row locked first, so
 * racing orders are checked one after the other); then the order is paid in the shop's sense
 * (cleared for fulfilment, shippable at once, never expiring, no card asked, no payment id),
 * billed to the company, its invoice numbered now and due by the company's terms from the shop's
 * day, and the invoice mailed. Placing calls it for an order placed on account; an order approved
 * later goes on account through it too. Returns the order as it is now (`onAccount`), or why not
 * (then the caller rolls back).
 */
export async function putOnAccount(
  trx: Transaction<DB>,
  order: Pick<Order, "id" | "userId" | "customer" | "address" | "amount">,
): Promise<{ onAccount: Order } | Refusal> {
  // Said above the form, not on a field: a page shows the choice only to those who have it.
  const company = await accountCompanyOf(trx, order.userId);
  if (!company) return refused("invalid", accountTexts.notOnAccount);
  const locked = await lockCompany(trx, company.id);
  if (!locked) return refused("invalid", accountTexts.notOnAccount);
  const creditLeft = creditLeftOf(locked.creditLimit, await balanceIn(trx, company.id));
  if (order.amount > creditLeft)
    return refused("conflict", accountTexts.overCredit(formatDollars(creditLeft)), {
      field: "paymentMethod",
      creditLeft,
    });
  const at = now();
  const billTo = await billToAtPayment(trx, { ...order, companyId: company.id });
  const invoiceNumber = await nextDocumentNumber(trx, "invoice", at);
  const onAccount = await trx
    .updateTable("orders")
    .set({
      paid: 1,
      status: "Pending",
      paymentMethod: "account",
      paidAt: at.toISOString(),
      statusChangedAt: at.toISOString(),
      invoiceNumber,
      invoiceDueDate: dueDayOf(company.paymentTerms, shopToday()),
      companyId: company.id,
      ...billTo,
    })
    .where("id", "=", order.id)
    .where("paid", "=", 0)
    .where("closed", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (!onAccount) return refused("conflict", accountTexts.notOnAccount);
  await queueMail(
    trx,
    invoiceOnAccountMail(
      { ...onAccount, lines: await linesIn(trx, onAccount.id) },
      paymentTermsLabel(company.paymentTerms),
    ),
  );
  return { onAccount };
}

/** How an order is paid: by card, or on its company's account. */
export async function paymentMethodOf(orderId: string): Promise<PaymentMethod | undefined> {
  const row = await db
    .selectFrom("orders")
    .select("paymentMethod")
    .where("id", "=", orderId)
    .executeTakeFirst();
  return row?.paymentMethod === "account" ? "account" : row ? "card" : undefined;
}
