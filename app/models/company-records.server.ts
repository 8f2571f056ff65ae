import { db } from "#app/db.server.ts";
import { withLines } from "./order-line.server";
import { quoteStateNow } from "./quote.server";

// What a company bought (issue 48), for its company admins: every order placed for it (kept on
// the order, so an order stays the company's after its buyer leaves) and every quote of its
// members. Invoices are those orders' invoices.

/** The newest orders bought for the company, at most `limit`, with their lines. */
export async function companyOrders(companyId: string, limit = 200) {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("companyId", "=", companyId)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return withLines(orders);
}

/** The newest quotes of the company's members, at most `limit`, each with its state now. */
export async function companyQuotes(companyId: string, limit = 200) {
  const quotes = await db
    .selectFrom("quotes")
    .innerJoin("users", "users.id", "quotes.userId")
    .select([
      "quotes.id",
      "quotes.number",
      "quotes.status",
      "quotes.validUntil",
      "quotes.createdAt",
      "users.displayName as customer",
    ])
    .where("users.companyId", "=", companyId)
    .orderBy("quotes.createdAt", "desc")
    .orderBy("quotes.id")
    .limit(limit)
    .execute();
  return quotes.map((quote) => ({ ...quote, state: quoteStateNow(quote) }));
}

/** Whether `userId` buys for `companyId` now (a quote's customer, read by its company admins). */
export async function buysFor(userId: string, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("companyId", "=", companyId)
    .executeTakeFirst();
  return Boolean(row);
}
