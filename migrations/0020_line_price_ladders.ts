import type { Kysely } from "kysely";

// Issue 45: what an order line's buyer would have paid for fewer pieces. A line keeps the
// buyer's price ladder as it stood when the order was placed (its steps as JSON: the list, break
// and group rungs, `[{"minQyt":1,"price":15000},{"minQyt":10,"price":13900}]`), so pieces given back
// re-price the pieces kept at the rung of the kept quantity, never at today's catalogue. Lines
// from before, and a quote's hand-priced ones, have none: nothing of theirs is re-priced. A
// refund's line keeps, for its credit note, the unit price its pieces stood at (the order's, or
// what an earlier refund re-priced them to) and, when it re-priced the pieces kept, how many
// the customer keeps and their new unit price. Lines from before have none: the order's price.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").addColumn("priceSteps", "text").execute();
  await db.schema.alterTable("refund_lines").addColumn("price", "integer").execute();
  await db.schema.alterTable("refund_lines").addColumn("keptQyt", "integer").execute();
  await db.schema.alterTable("refund_lines").addColumn("keptPrice", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("refund_lines").dropColumn("keptPrice").execute();
  await db.schema.alterTable("refund_lines").dropColumn("keptQyt").execute();
  await db.schema.alterTable("refund_lines").dropColumn("price").execute();
  await db.schema.alterTable("order_lines").dropColumn("priceSteps").execute();
}
