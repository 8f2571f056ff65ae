import { sql, type Kysely } from "kysely";

// Issue 47, documents for the accountant: an invoice is billed to the buyer's company and
// billing address.
// - `users.company`: the optional company name sign-up and the profile take (at most 100
//   characters, as an address's company).
// - `addresses.billing`: one entry of a book may be the billing address (0 or 1, as `paid`).
//   At most one per account: the model clears the others in the transaction that marks one,
//   and a partial unique index holds it on both engines (`where billing = 1`).
// - `orders.billToCompany`, `billToName`, `billToAddress`: whom the invoice bills, copied from
//   the profile and the book in the transaction that marks the order paid (when the invoice is
//   numbered), so a later edit of either never changes an issued invoice. Empty for the orders
//   paid before this migration: their documents bill the customer by name and email, as then.

const BILL_TO = ["billToCompany", "billToName", "billToAddress"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("company", "text", (c) => c.check(sql`length(company) <= 100`))
    .execute();
  await db.schema
    .alterTable("addresses")
    .addColumn("billing", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`billing in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex("addresses_one_billing")
    .on("addresses")
    .column("userId")
    .unique()
    .where(sql.ref("billing"), "=", sql.lit(1))
    .execute();
  for (const column of BILL_TO)
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of BILL_TO) await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.dropIndex("addresses_one_billing").execute();
  await db.schema.alterTable("addresses").dropColumn("billing").execute();
  await db.schema.alterTable("users").dropColumn("company").execute();
}
