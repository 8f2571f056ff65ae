import { db } from "#app/db.server.ts";
import { ageBucketOf, daysOverdue, type AgeBucket } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { statementOf } from "./account-statement.server";

// What companies owe the shop on account (issue 48), for the admins' overview and list: open
// (not yet due) and overdue by age, each company's balance, and those over their limit.

export interface CompanyReceivable {
  id: string;
  name: string;
  creditLimit: number;
  balance: number;
  overdue: number;
  creditLeft: number;
}

export interface Receivables {
  /** Owed on invoices not yet due, cents. */
  open: number;
  /** Owed on overdue invoices, by days overdue. */
  overdue: Record<AgeBucket, number>;
  companies: CompanyReceivable[];
  overLimit: CompanyReceivable[];
}

/** Every company with invoices or payments on account, by name, and the shop's totals. */
export async function receivablesOf(today = shopToday()): Promise<Receivables> {
  const ids = await db
    .selectFrom("companies")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("orders")
            .select("orders.id")
            .whereRef("orders.companyId", "=", "companies.id")
            .where("orders.paymentMethod", "=", "account"),
        ),
        eb("paymentTerms", "is not", null),
      ]),
    )
    .orderBy("name")
    .orderBy("id")
    .execute();
  const receivables: Receivables = {
    open: 0,
    overdue: { "1-30": 0, "31-60": 0, "over 60": 0 },
    companies: [],
    overLimit: [],
  };
  for (const { id } of ids) {
    const statement = await statementOf(String(id), today);
    if (!statement) continue;
    for (const invoice of statement.invoices) {
      if (invoice.status === "Overdue")
        receivables.overdue[ageBucketOf(daysOverdue(invoice.dueDate, today))] += invoice.owed;
      else receivables.open += invoice.owed;
    }
    const company: CompanyReceivable = {
      id: statement.company.id,
      name: statement.company.name,
      creditLimit: statement.company.creditLimit,
      balance: statement.balance,
      overdue: statement.overdue,
      creditLeft: statement.creditLeft,
    };
    receivables.companies.push(company);
    if (statement.balance > statement.company.creditLimit) receivables.overLimit.push(company);
  }
  return receivables;
}
