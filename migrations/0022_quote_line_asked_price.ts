import type { Kysely } from "kysely";

// Issue 46: a quote line's `listPrice` was never the tool's list price but the customer's own
// unit price for that quantity on the day they asked (their volume break or price group price).
// It is named for what it is, `askedPrice`; `listPrice` stays the catalogue's price everywhere
// else (the tools and cart APIs, price groups). Both engines rename a column in place, keeping
// its rows, type (bigint on PostgreSQL since 0019) and constraints.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_lines").renameColumn("listPrice", "askedPrice").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_lines").renameColumn("askedPrice", "listPrice").execute();
}
