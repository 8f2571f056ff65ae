import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { accountTexts } from "#app/messages.ts";
import { allocate, keyReused, refused, type Refusal } from "#app/commerce/index.ts";
import { now } from "#app/utils/clock.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { requestDigest, sameRequest } from "#app/utils/request-digest.server.ts";
import {
  invoicesOnAccount,
  paymentsOnAccount,
  type AccountInvoice,
  type AccountPayment,
} from "./account-statement.server";
import { lockCompany } from "./on-account.server";

// A payment a company sent (issue 48: a bank transfer, a cheque), recorded by an admin and
// allocated to the company's open invoices, exactly once per idempotency key.
//
// Overpayment is refused: a payment is recorded for at most what is open on the invoices it
// pays (all the company's, or those named), so every cent recorded pays an invoice and the
// statement never carries money the shop holds for nobody's invoice. The admin records the
// rest when an invoice exists for it (or returns it to the company).

export interface PaymentInput {
  companyId: string;
  /** Cents, above zero. */
  amount: number;
  /** The day the money came in (YYYY-MM-DD). */
  receivedOn: string;
  reference: string;
  /** Invoice numbers to pay, in this order; left out: the oldest open invoices first. */
  invoices?: string[] | null;
  key?: string | null;
  /** The admin's user id. */
  by: string;
}

export type Recorded = { status: "recorded"; payment: AccountPayment; company: string };

/**
 * Records a payment and its allocation in one transaction, under the company's row lock (so two
 * payments racing for one invoice allocate one after the other, and an order placed meanwhile
 * sees the balance after it). The same key with the same request answers the payment it
 * recorded, also when two requests race (the unique key lets one in); with another request it
 * is refused (key-reused).
 */
export async function recordPayment(input: PaymentInput): Promise<Recorded | Refusal> {
  const { companyId, amount, receivedOn, reference, invoices, key } = input;
  const digest = key
    ? requestDigest("account-payment", { companyId, amount, receivedOn, reference, invoices })
    : null;
  const earlier = key && digest ? await recordedUnder(db, key, digest) : undefined;
  if (earlier) return earlier;
  try {
    return await db.transaction().execute((trx) => record(trx, input, digest));
  } catch (error) {
    const raced =
      key && digest && isUniqueViolation(error, "account_payments", ["idempotencyKey"])
        ? await recordedUnder(db, key, digest)
        : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** The payment recorded before under `key`, if this is its request; else refused (422). */
async function recordedUnder(
  q: Kysely<DB>,
  key: string,
  digest: string,
): Promise<Recorded | Refusal | undefined> {
  const row = await q
    .selectFrom("account_payments")
    .innerJoin("companies", "companies.id", "account_payments.companyId")
    .select([
      "account_payments.id",
      "account_payments.companyId",
      "account_payments.requestDigest",
      "companies.name",
    ])
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!sameRequest(row.requestDigest, digest)) return keyReused(key);
  const payments = await paymentsOnAccount(q, row.companyId);
  const payment = payments.find((each) => each.id === row.id)!;
  return { status: "recorded", payment, company: row.name };
}

async function record(
  trx: Transaction<DB>,
  input: PaymentInput,
  digest: string | null,
): Promise<Recorded | Refusal> {
  const company = await lockCompany(trx, input.companyId);
  if (!company) return refused("missing", accountTexts.noSuchCompany, { field: "company" });
  // A twin with the same key that held the lock first has recorded it: its answer, not another.
  const twin = input.key && digest ? await recordedUnder(trx, input.key, digest) : undefined;
  if (twin) return twin;
  const all = await invoicesOnAccount(trx, input.companyId);
  // The oldest due first, as invoicesOnAccount reads them; or those named, in their order.
  let paying = all.filter((invoice) => invoice.owed > 0);
  if (input.invoices?.length) {
    const named: AccountInvoice[] = [];
    for (const number of input.invoices) {
      const invoice = all.find((each) => each.number === number);
      if (!invoice)
        return refused("invalid", accountTexts.noSuchInvoice(number), { field: "invoices" });
      if (!named.includes(invoice)) named.push(invoice);
    }
    paying = named;
  }
  const owed = paying.reduce((sum, invoice) => sum + invoice.owed, 0);
  if (owed === 0) return refused("conflict", accountTexts.nothingOwed, { field: "amount" });
  const { allocations, unallocated } = allocate(input.amount, paying);
  if (unallocated > 0)
    return refused("conflict", accountTexts.overpaid(formatDollars(owed)), { field: "amount" });
  const id = newId();
  await trx
    .insertInto("account_payments")
    .values({
      id,
      companyId: input.companyId,
      amount: input.amount,
      receivedOn: input.receivedOn,
      reference: input.reference,
      recordedBy: input.by,
      idempotencyKey: input.key ?? null,
      requestDigest: digest,
      createdAt: now().toISOString(),
    })
    .execute();
  await trx
    .insertInto("payment_allocations")
    .values(
      allocations.map(({ invoice, amount }) => ({
        paymentId: id,
        orderId: invoice.orderId,
        amount,
      })),
    )
    .execute();
  return {
    status: "recorded",
    company: company.name,
    payment: {
      id,
      amount: input.amount,
      receivedOn: input.receivedOn,
      reference: input.reference,
      allocations: allocations.map(({ invoice, amount }) => ({
        invoiceNumber: invoice.number,
        orderNumber: invoice.orderNumber,
        amount,
      })),
    },
  };
}
