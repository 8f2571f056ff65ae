import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Issue 48, a company's address book and its invitations:
// - `addresses.companyId`: an entry of a company's book (its admins keep it; its members ship to
//   it) instead of one customer's. An entry has exactly one owner, a customer or a company, so
//   `addresses.userId` may now be null: a company's entry stays when the member who added it
//   leaves or is deleted. SQLite cannot drop a NOT NULL, so the table is rebuilt (nothing
//   references it: orders keep their own copy of the address) with its indexes.
// - `company_invitations`: a company admin's mailed invitation to join as a buyer or admin. The
//   key is a digest of the link's token (as `user_tokens`), so the table alone opens nothing;
//   one conditional update spends it (`usedAt`), once, before `expiresAt`.

const ADDRESS_COLUMNS = [
  "id",
  "userId",
  "name",
  "company",
  "street",
  "city",
  "state",
  "zip",
  "phone",
  "createdAt",
  "billing",
] as const;

async function createAddresses(db: Kysely<unknown>, table: string, owners: "one" | "user") {
  await db.schema
    .createTable(table)
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) =>
      owners === "user"
        ? c.notNull().references("users.id").onDelete("cascade")
        : c.references("users.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`length(state) = 2`))
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("billing", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`billing in (0, 1)`),
    )
    .$call((builder) =>
      owners === "one"
        ? builder
            .addColumn("companyId", "text", (c) => c.references("companies.id"))
            // A customer's entry or a company's, never both or neither; a company's book
            // has no billing entry (the company's billing address is its own field).
            .addCheckConstraint(
              "addresses_one_owner",
              sql`("userId" is null) <> ("companyId" is null) and ("companyId" is null or billing = 0)`,
            )
        : builder,
    )
    .execute();
}

async function rebuildAddresses(db: Kysely<unknown>, owners: "one" | "user") {
  await createAddresses(db, "addresses_next", owners);
  const columns = sql.join(ADDRESS_COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into addresses_next (${columns}) select ${columns} from addresses`.execute(db);
  await db.schema.dropTable("addresses").execute();
  await db.schema.alterTable("addresses_next").renameTo("addresses").execute();
  await db.schema
    .createIndex("addresses_user")
    .on("addresses")
    .columns(["userId", "createdAt"])
    .execute();
  await db.schema
    .createIndex("addresses_one_billing")
    .on("addresses")
    .column("userId")
    .unique()
    .where(sql.ref("billing"), "=", sql.lit(1))
    .execute();
  if (owners === "one")
    await db.schema
      .createIndex("addresses_company")
      .on("addresses")
      .columns(["companyId", "createdAt"])
      .where(sql.ref("companyId"), "is not", null)
      .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildAddresses(db, "one");
  // Cents are bigint on PostgreSQL since 0019; SQLite's INTEGER already holds 8 bytes.
  const money = engineOf(db) === "postgres" ? "bigint" : "integer";
  await db.schema
    .createTable("company_invitations")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("companyId", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'buyer')`))
    .addColumn("spendingLimit", money, (c) => c.check(sql`"spendingLimit" >= 0`))
    .addColumn("invitedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .addColumn("usedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("company_invitations_by_company")
    .on("company_invitations")
    .columns(["companyId", "createdAt"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("company_invitations").execute();
  // A company's entries have no customer to go back to.
  await sql`delete from addresses where "companyId" is not null`.execute(db);
  await db.schema.dropIndex("addresses_company").execute();
  await rebuildAddresses(db, "user");
}
