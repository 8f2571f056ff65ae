import { sql, type Kysely } from "kysely";

// Issue 48: an order above its buyer's spending limit waits for an admin of the buyer's company
// (orders.companyId, 0029) to approve or decline it. `approval` is null for an order that needed
// none, else 'awaiting', then 'approved' or 'declined', decided once (a conditional update on
// 'awaiting'), by whom, when, and with the note a decline is mailed with. A declined order ends
// as a cancelled unpaid one does (`closed` 'cancelled': its check allows only the two endings of
// 0007, and rebuilding `orders` on SQLite to add a third is not worth it; the state vocabulary
// reads it as Declined). An approved order's hold on its stock starts again at the approval.

export const APPROVALS = ["awaiting", "approved", "declined"] as const;
const VALUES = sql.raw(APPROVALS.map((value) => `'${value}'`).join(", "));
const MAX_APPROVAL_NOTE = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("approval", "text", (c) => c.check(sql`approval in (${VALUES})`))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("approvalNote", "text", (c) =>
      c.check(sql`length("approvalNote") <= ${sql.lit(MAX_APPROVAL_NOTE)}`),
    )
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("approvalDecidedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("orders").addColumn("approvalDecidedAt", "text").execute();
  // What a company admin's list of orders to decide reads: few rows, oldest first.
  await db.schema
    .createIndex("orders_awaiting_approval")
    .on("orders")
    .columns(["companyId", "createdAt"])
    .where(sql.ref("approval"), "=", "awaiting")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_awaiting_approval").execute();
  for (const column of ["approvalDecidedAt", "approvalDecidedBy", "approvalNote", "approval"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
}
