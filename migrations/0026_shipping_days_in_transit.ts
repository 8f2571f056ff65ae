import { sql, type Kysely } from "kysely";

// Issue 47: a delivery date is a promise, so each shipping method says how many business days
// (Monday to Friday) it takes, `daysInTransit`; the earliest date it can deliver on is counted
// from the shop's today (app/commerce/delivery-dates.ts). At most 60 (about three months), the
// bound the admin's form says too (MAX_DAYS_IN_TRANSIT in app/schemas/shipping-method.ts). A method from before takes five days, a ground parcel's time,
// until an admin says otherwise: it can only make a promise later, never one the carrier cannot
// keep. The default stays (SQLite adds a NOT NULL column only with one); every write names it.
const MAX_DAYS_IN_TRANSIT = 60;
const DAYS_BEFORE = 5;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("shipping_methods")
    .addColumn("daysInTransit", "integer", (c) =>
      c
        .notNull()
        .defaultTo(DAYS_BEFORE)
        .check(sql`"daysInTransit" between 0 and ${sql.lit(MAX_DAYS_IN_TRANSIT)}`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shipping_methods").dropColumn("daysInTransit").execute();
}
