import type { ExpressionBuilder } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import type { OrderFilter, OrderSearch } from "#app/schemas/order-search.ts";
import { shopDaysRange } from "#app/utils/dates.ts";
import { withLines, type OrderWithLines } from "./order-line.server";
import { orderStateSql } from "./order-state.server";
import { anyContains, newestFirstPage, type Page } from "./paging.server";

// The one search of orders (issue 47): My Orders, GET /api/orders, Manage Orders and its CSV
// export build their query here. The text is matched case-insensitively with `%` and `_` taken
// literally (anyContains); the state is the shop's one derived state (orderStateSql); the days
// are the days placed, both included.

/**
 * Whose orders a search looks through: one customer's (My Orders, the API), or every
 * customer's (an admin's tables).
 */
export type OrderSearchScope = { customerId: string } | "every customer";

/**
 * The order's own fields the text is looked for in. A buyer knows an order by its number and
 * their purchase-order reference; an admin also by the customer's name and email, the company
 * its invoice bills, and the id the spec's tables show the end of.
 */
const HEADER_COLUMNS = {
  customer: ["orders.number", "orders.purchaseOrder"],
  admin: [
    "orders.number",
    "orders.purchaseOrder",
    "orders.customer",
    "orders.email",
    "orders.billToCompany",
    "orders.id",
  ],
};

/** The order's own fields hold the text: the buyer's set of them, or the admin's. */
export const orderFieldsContain = (text: string, reader: keyof typeof HEADER_COLUMNS) =>
  anyContains(HEADER_COLUMNS[reader], text);

/** A line names the text: its tool's name as ordered, or its part number. */
export const lineNames = (text: string) =>
  anyContains(["order_lines.name", "order_lines.sku"], text);

/**
 * An order (the query's `orders`) that the text finds: in its own fields, the admin's set or
 * the buyer's, or in one of its lines. How the lines are asked is measured (SQLite, 200,000
 * orders of 500,000 lines): across every order, once for the ids of their orders (`in`: an
 * admin's search in half the time of `exists`); within one buyer's orders, by each order's own
 * lines (`exists`: 50 to 90 ms for a buyer of 5,000 orders, where `in` reads every line).
 */
export function orderMatches(text: string, reader: keyof typeof HEADER_COLUMNS) {
  return (eb: ExpressionBuilder<DB, "orders">) => {
    const lines = eb.selectFrom("order_lines").where(lineNames(text));
    if (reader === "customer")
      return eb.or([
        orderFieldsContain(text, reader),
        eb.exists(lines.select("order_lines.id").whereRef("order_lines.orderId", "=", "orders.id")),
      ]);
    return eb.or([
      orderFieldsContain(text, reader),
      eb("orders.id", "in", lines.select("order_lines.orderId")),
      // The company the customer buys for today, also for orders not yet invoiced.
      eb(
        "orders.userId",
        "in",
        eb
          .selectFrom("users")
          .select("users.id")
          .where(anyContains(["users.company"], text)),
      ),
    ]);
  };
}

/** The orders in the scope that the search finds (its text, state and days), not yet ordered. */
export function searchedOrders(filter: OrderFilter, scope: OrderSearchScope) {
  let query = db.selectFrom("orders");
  if (scope !== "every customer") query = query.where("orders.userId", "=", scope.customerId);
  if (filter.q)
    query = query.where(orderMatches(filter.q, scope === "every customer" ? "admin" : "customer"));
  if (filter.state) query = query.where(orderStateSql, "=", filter.state);
  // The days are the shop's (SHOP_TIMEZONE), as the pages show when an order was placed;
  // createdAt is a UTC ISO instant, which sorts as text.
  const { start, end } = shopDaysRange({
    from: filter.from || undefined,
    to: filter.to || undefined,
  });
  if (start) query = query.where("orders.createdAt", ">=", start);
  if (end) query = query.where("orders.createdAt", "<", end);
  return query;
}

/**
 * One page (20) of the orders the search finds, newest first, each with its lines. A page past
 * the last is empty, with the count that says how many pages there are.
 */
export async function pageOrderSearch(
  search: OrderSearch,
  scope: OrderSearchScope,
): Promise<Page<OrderWithLines>> {
  const listed = await newestFirstPage(searchedOrders(search, scope), search.page, (listing) =>
    listing.selectAll("orders"),
  );
  return { ...listed, rows: await withLines(listed.rows) };
}
