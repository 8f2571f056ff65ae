import type { Kysely } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import {
  balanceOf,
  creditLeftOf,
  invoiceStatus,
  owedOn,
  type InvoiceStatus,
} from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { inNumberOrder } from "./document-number.server";

// A company's account (issue 48): its invoices on account with what each owes and its status,
// the payments received with where each went, and the statement's totals, all in cents.

export interface AccountInvoice {
  orderId: string;
  number: string;
  orderNumber: string;
  issuedAt: string;
  dueDate: string;
  total: number;
  credited: number;
  paid: number;
  owed: number;
  status: InvoiceStatus;
}

export interface AccountPayment {
  id: string;
  amount: number;
  receivedOn: string;
  reference: string;
  allocations: { invoiceNumber: string; orderNumber: string; amount: number }[];
}

export interface Statement {
  company: { id: string; name: string; creditLimit: number; paymentTerms: string | null };
  invoices: AccountInvoice[];
  payments: AccountPayment[];
  balance: number;
  overdue: number;
  creditLeft: number;
}

/**
 * The company's invoices on account, the oldest due first (then by number): the order payments
 * are allocated in. Read in `q`, so a payment's transaction reads them under the company's lock.
 */
export async function invoicesOnAccount(
  q: Kysely<DB>,
  companyId: string,
  today = shopToday(),
): Promise<AccountInvoice[]> {
  const rows = await inNumberOrder(
    q
      .selectFrom("orders")
      .select((eb) => [
        "orders.id as orderId",
        "orders.invoiceNumber",
        "orders.number as orderNumber",
        "orders.paidAt",
        "orders.invoiceDueDate",
        "orders.amount",
        "orders.refunded",
        eb
          .selectFrom("payment_allocations")
          .select((inner) =>
            inner.fn.coalesce(inner.fn.sum<number>("amount"), inner.lit(0)).as("n"),
          )
          .whereRef("payment_allocations.orderId", "=", "orders.id")
          .as("paid"),
      ])
      .where("orders.companyId", "=", companyId)
      .where("orders.paymentMethod", "=", "account")
      .where("orders.invoiceNumber", "is not", null)
      .orderBy("orders.invoiceDueDate"),
    "invoice",
    "orders.invoiceNumber",
  ).execute();
  return rows.map((row) => {
    const figures = {
      total: row.amount,
      credited: row.refunded,
      paid: Number(row.paid ?? 0),
      dueDate: row.invoiceDueDate ?? "",
    };
    return {
      orderId: row.orderId,
      number: row.invoiceNumber ?? "",
      orderNumber: row.orderNumber,
      issuedAt: row.paidAt ?? "",
      ...figures,
      owed: owedOn(figures),
      status: invoiceStatus(figures, today),
    };
  });
}

/** The payments a company sent, the newest first, each with the invoices it paid. */
export async function paymentsOnAccount(
  q: Kysely<DB>,
  companyId: string,
): Promise<AccountPayment[]> {
  const [payments, allocations] = await Promise.all([
    q
      .selectFrom("account_payments")
      .select(["id", "amount", "receivedOn", "reference"])
      .where("companyId", "=", companyId)
      .orderBy("receivedOn", "desc")
      .orderBy("createdAt", "desc")
      .execute(),
    q
      .selectFrom("payment_allocations")
      .innerJoin("account_payments", "account_payments.id", "payment_allocations.paymentId")
      .innerJoin("orders", "orders.id", "payment_allocations.orderId")
      .select([
        "payment_allocations.paymentId",
        "payment_allocations.amount",
        "orders.invoiceNumber",
        "orders.number as orderNumber",
      ])
      .where("account_payments.companyId", "=", companyId)
      .orderBy("orders.invoiceDueDate")
      .orderBy("orders.invoiceNumber")
      .execute(),
  ]);
  return payments.map((payment) => ({
    ...payment,
    id: String(payment.id),
    allocations: allocations
      .filter((allocation) => allocation.paymentId === payment.id)
      .map(({ invoiceNumber, orderNumber, amount }) => ({
        invoiceNumber: invoiceNumber ?? "",
        orderNumber,
        amount,
      })),
  }));
}

/** The statement of a company's account on the shop's day; undefined for no such company. */
export async function statementOf(
  companyId: string,
  today = shopToday(),
): Promise<Statement | undefined> {
  const company = await db
    .selectFrom("companies")
    .select(["id", "name", "creditLimit", "paymentTerms"])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) return undefined;
  const [invoices, payments] = await Promise.all([
    invoicesOnAccount(db, companyId, today),
    paymentsOnAccount(db, companyId),
  ]);
  const received = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const balance = balanceOf(invoices, received);
  return {
    company: { ...company, id: String(company.id) },
    invoices,
    payments,
    balance,
    overdue: invoices
      .filter((invoice) => invoice.status === "Overdue")
      .reduce((sum, invoice) => sum + invoice.owed, 0),
    creditLeft: creditLeftOf(company.creditLimit, balance),
  };
}
