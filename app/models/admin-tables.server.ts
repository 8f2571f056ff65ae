import { TOOL_SUMMARY_COLUMNS } from "./tool.server";
import type { ReturnTableQuery, TableQuery } from "#app/schemas/admin-query.ts";
import type { OrderFilter } from "#app/schemas/order-search.ts";
import { db } from "#app/db.server.ts";
import { withLines } from "./order-line.server";
import type { OrderWithLines } from "./order-line.server";
import { lineNames, orderFieldsContain, searchedOrders } from "./order-search.server";
import { withOrderOfReturn } from "./return.server";
import {
  afterKey,
  anyContains,
  inBatches,
  newestFirst,
  newestFirstPage,
  type Page,
} from "./paging.server";
import type { ToolSummary } from "./tool.server";
import type { User } from "./user.server";

// The admin tables' listings: searched, filtered and paged in SQL, and the exports' batches.

/**
 * Every order Manage Orders' search finds (order-search.server) with its lines, newest first as
 * it lists them, fetched in batches by (createdAt, id): one query for a batch's lines, not one
 * per order.
 */
export function exportOrders(filter: OrderFilter): AsyncGenerator<OrderWithLines> {
  return inBatches(async (after: OrderWithLines | null, size) => {
    let query = searchedOrders(filter, "every customer").selectAll();
    if (after) query = query.where(afterKey(after));
    return withLines(await newestFirst(query).limit(size).execute());
  });
}

function searchedUsers(q: string) {
  const users = db.selectFrom("users");
  return q ? users.where(anyContains(["displayName", "email"], q)) : users;
}

/** Manage Users: newest first, searched by name or email. */
export function listUsersForAdmin({ q, page }: TableQuery): Promise<Page<User>> {
  const users = searchedUsers(q);
  return newestFirstPage(users, page, (listing) => listing.selectAll());
}

/** Every user matching Manage Users' search, newest first as it lists them, in batches. */
export function exportUsers(q: string): AsyncGenerator<User> {
  return inBatches((after: User | null, size) => {
    let query = searchedUsers(q).selectAll();
    if (after) query = query.where(afterKey(after));
    return newestFirst(query).limit(size).execute();
  });
}

/** Manage Products: the live catalogue, newest first, searched by name, id or part number. */
export function listToolsForAdmin({ q, page }: TableQuery): Promise<Page<ToolSummary>> {
  let tools = db.selectFrom("tools").where("deletedAt", "is", null);
  if (q) tools = tools.where(anyContains(["name", "id", "sku"], q));
  return newestFirstPage(tools, page, (listing) => listing.select(TOOL_SUMMARY_COLUMNS));
}

/** Enquiries: newest first, searched by name, email, company or message. */
export function listEnquiriesForAdmin({ q, page }: TableQuery) {
  let enquiries = db.selectFrom("enquiries");
  if (q) enquiries = enquiries.where(anyContains(["name", "email", "company", "message"], q));
  return newestFirstPage(enquiries, page, (listing) => listing.selectAll());
}

/** Outbox: the shop's mail, newest first, searched by recipient, subject or kind. */
export function listOutboxForAdmin({ q, page }: TableQuery) {
  let mails = db.selectFrom("outbox");
  if (q) mails = mails.where(anyContains(["to", "subject", "kind"], q));
  // The list shows no mail's body: a body may hold a secret link that is not the page's to show.
  return newestFirstPage(mails, page, (listing) =>
    listing.select(["id", "createdAt", "to", "subject", "sentAt", "attempts", "nextAttemptAt"]),
  );
}

/**
 * Returns (issue 38): newest first, filtered by status and searched by the return's number, id
 * or comment, by its order's own fields as Manage Orders reads them (number, purchase order,
 * customer, email, id), or by a returned line's tool name or part number (issue 47; not the
 * order's other lines); each with its lines and the order it belongs to.
 */
export async function listReturnsForAdmin({ q, page, status }: ReturnTableQuery) {
  let returns = db.selectFrom("returns");
  if (q)
    returns = returns.where((eb) =>
      eb.or([
        anyContains(["returns.number", "returns.id", "returns.comment"], q),
        eb(
          "returns.orderId",
          "in",
          eb.selectFrom("orders").select("orders.id").where(orderFieldsContain(q, "admin")),
        ),
        eb.exists(
          eb
            .selectFrom("return_lines")
            .innerJoin("order_lines", (join) =>
              join
                .onRef("order_lines.orderId", "=", "returns.orderId")
                .onRef("order_lines.toolId", "=", "return_lines.toolId"),
            )
            .select("return_lines.toolId")
            .whereRef("return_lines.returnId", "=", "returns.id")
            .where(lineNames(q)),
        ),
      ]),
    );
  if (status) returns = returns.where("status", "=", status);
  const listed = await newestFirstPage(returns, page, (listing) => listing.selectAll());
  return { ...listed, rows: await withOrderOfReturn(listed.rows) };
}
