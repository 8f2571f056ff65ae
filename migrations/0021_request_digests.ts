import type { Kysely } from "kysely";

// Issue 45, finding 5: an idempotency key answers the first result only for the same request.
// Beside each stored key (an order's `requestId` or `checkoutKey`, a refund's `idempotencyKey`)
// the SHA-256 of the request it came with (app/utils/request-digest.server.ts); the same key
// with another request is refused. Rows from before have none and answer as they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["orders", "refunds"])
    await db.schema.alterTable(table).addColumn("requestDigest", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["orders", "refunds"])
    await db.schema.alterTable(table).dropColumn("requestDigest").execute();
}
