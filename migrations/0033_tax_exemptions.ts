import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Issue 48, tax exemption: a company's admin uploads a resale certificate (a PDF or a picture)
// with the state it is for, its number and the day it expires; a shop admin verifies or rejects
// it with a note. A verified certificate, unexpired on the shop's day an order is placed, for
// the state the order ships to, makes that order's sales tax $0.
// - `tax_exemptions`: the certificate's facts, its review and its file. The file is private
//   (its company's admins and the shop's admins download it), so it is never written where
//   /uploads serves pictures to anyone, nor where the sweep of unused pictures clears: its bytes
//   are a column of its own row, on both engines, written in the transaction that records it,
//   and kept by the backup and db:copy with the rest of the shop. Lists never select them.
// - `orders.taxExemptionId`, `taxExemptNumber`, `taxExemptState`: the certificate that
//   exempted an order, its number and state copied at placing, so a later change of the
//   certificate (expiry, rejection, a new number) never changes an order or its invoice.

export const EXEMPTION_STATUSES = ["pending", "verified", "rejected"] as const;
const STATUSES = sql.raw(EXEMPTION_STATUSES.map((status) => `'${status}'`).join(", "));
export const CERTIFICATE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"];
const TYPES = sql.raw(CERTIFICATE_TYPES.map((type) => `'${type}'`).join(", "));
const EXEMPT = ["taxExemptionId", "taxExemptNumber", "taxExemptState"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = engineOf(db) === "postgres" ? sql`bytea` : "blob";
  await db.schema
    .createTable("tax_exemptions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("companyId", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("state", "text", (c) => c.notNull().check(sql`length(state) = 2`))
    .addColumn("number", "text", (c) => c.notNull().check(sql`length(number) between 1 and 50`))
    // The last day it is valid, YYYY-MM-DD (the shop's days).
    .addColumn("expires", "text", (c) => c.notNull().check(sql`length(expires) = 10`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in (${STATUSES})`),
    )
    .addColumn("note", "text", (c) => c.check(sql`length(note) <= 1000`))
    .addColumn("fileName", "text", (c) => c.notNull().check(sql`length("fileName") <= 200`))
    .addColumn("fileType", "text", (c) => c.notNull().check(sql`"fileType" in (${TYPES})`))
    .addColumn("fileBytes", bytes, (c) => c.notNull())
    .addColumn("uploadedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("reviewedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reviewedAt", "text")
    .execute();
  // A company's certificates, and the one that exempts an order to a state.
  await db.schema
    .createIndex("tax_exemptions_by_company")
    .on("tax_exemptions")
    .columns(["companyId", "state", "status"])
    .execute();
  // The admins' queue: those awaiting review, oldest first.
  await db.schema
    .createIndex("tax_exemptions_awaiting")
    .on("tax_exemptions")
    .column("createdAt")
    .where(sql.ref("status"), "=", sql.lit("pending"))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("taxExemptionId", "text", (c) => c.references("tax_exemptions.id"))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("taxExemptNumber", "text", (c) => c.check(sql`length("taxExemptNumber") <= 50`))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("taxExemptState", "text", (c) => c.check(sql`length("taxExemptState") = 2`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of EXEMPT) await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.dropIndex("tax_exemptions_awaiting").execute();
  await db.schema.dropIndex("tax_exemptions_by_company").execute();
  await db.schema.dropTable("tax_exemptions").execute();
}
