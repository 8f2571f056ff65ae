import { sql, type Kysely } from "kysely";

// Issue 50: webhooks. An admin registers an endpoint (its URL, the events it wants, a secret
// shown once: deliveries are signed with it, so it is kept as written). Every event the shop
// announces is one `webhook_events` row (its body, exactly the bytes each delivery sends) and one
// `webhook_deliveries` row per endpoint subscribed then, written in the transaction of the change
// itself: a committed change always has its deliveries, a rolled-back one never does.
// Deliveries are claimed as the mail outbox's rows are (a token and a lease in `nextAttemptAt`).
// A tool's `lowStockThreshold` (null: no alert) is the stock under which `tool.low_stock` fires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("url", "text", (c) => c.notNull().check(sql`length(url) between 1 and 2000`))
    // Space-separated event names (app/utils/webhook-events.ts).
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdAt", "text", (c) => c.notNull())
    // Since when every attempt has failed (null while the last one succeeded); three days of it
    // switch the endpoint off (`disabledAt`, and admins are mailed).
    .addColumn("failingSince", "text")
    .addColumn("disabledAt", "text")
    .execute();
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("type", "text", (c) => c.notNull())
    // The JSON body every delivery of the event sends: { id, type, created, data }.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("eventId", "text", (c) =>
      c.notNull().references("webhook_events.id").onDelete("cascade"),
    )
    .addColumn("endpointId", "text", (c) =>
      c.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    // pending (due at nextAttemptAt), delivered, or failed (three days of refusals).
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nextAttemptAt", "text", (c) => c.notNull())
    // Retries stop at this time (three days after the event, or after an admin's resend).
    .addColumn("giveUpAt", "text", (c) => c.notNull())
    .addColumn("claimToken", "text")
    .addColumn("responseStatus", "integer")
    .addColumn("lastError", "text")
    .addColumn("lastAttemptAt", "text")
    .addColumn("deliveredAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  // What the sender asks every second: the due pending deliveries.
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["status", "nextAttemptAt"])
    .execute();
  // An endpoint's page: its deliveries, newest first.
  await db.schema
    .createIndex("webhook_deliveries_of_endpoint")
    .on("webhook_deliveries")
    .columns(["endpointId", "createdAt"])
    .execute();
  await db.schema.alterTable("tools").addColumn("lowStockThreshold", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tools").dropColumn("lowStockThreshold").execute();
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_events").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
}
