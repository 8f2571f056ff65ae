import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { migrations } from "#migrations/index.ts";
import type { Database } from "./connection";
import { migrateToLatest } from "./migrate";

/**
 * The shop's tables in the order a copy writes them: a row's foreign keys point to tables
 * earlier in the list. What the migrations derive (catalogue counts, search indexes and
 * PostgreSQL's search document) the target makes itself; rate-limit counters are a minute's
 * worth and are not copied. A table added by a migration must be placed here: the copy refuses
 * a source with a table it does not know, so nothing is left behind unnoticed.
 */
export const COPIED_TABLES = [
  "price_groups",
  "companies",
  "users",
  "passwords",
  "user_tokens",
  "company_invitations",
  "api_keys",
  "idempotent_requests",
  "categories",
  "attributes",
  "attribute_options",
  "category_attributes",
  "tool_families",
  "tools",
  "tool_attributes",
  "tool_images",
  "tool_accessories",
  "tool_price_breaks",
  "price_group_categories",
  "tax_exemptions",
  "promotions",
  "promotion_categories",
  "promotion_tools",
  "orders",
  "order_lines",
  "promotion_uses",
  "account_payments",
  "payment_allocations",
  "invoice_reminders",
  "quotes",
  "quote_lines",
  "quote_messages",
  "addresses",
  "shipping_methods",
  "tax_rates",
  "carts",
  "cart_lines",
  "document_sequences",
  "refunds",
  "refund_lines",
  "returns",
  "return_lines",
  "reviews",
  "enquiries",
  "sandbox_charges",
  "sandbox_refunds",
  "payment_attempts",
  "sessions",
  "images",
  "outbox",
  "pending_imports",
  "webhook_endpoints",
  "webhook_events",
  "webhook_deliveries",
] as const;
const DERIVED_TABLES = ["catalogue_counts", "rate_limit_hits"];

type Table = (typeof COPIED_TABLES)[number];
type Row = Record<string, unknown>;

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;
/** Rows compared field by field after the copy, per table (the first, the last, and between). */
const SAMPLE = 20;

export interface TableCopy {
  table: Table;
  source: number;
  target: number;
  sampled: number;
}

export class CopyRefusedError extends Error {}

/** The user tables of a database: what its introspection lists, less the engines' own. */
async function tablesOf(db: Database): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith("kysely_migration") && !name.startsWith("sqlite_"));
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`
    .execute(db)
    .catch(() => ({ rows: [] }));
  return rows.rows.map((row) => row.name);
}

// Kysely cannot type a table chosen at run time: the rows are copied as they are.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Database | Kysely<any>) => db as unknown as Kysely<any>;

async function countRows(db: Database, table: Table): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The primary key to page and compare by: one column, or two for the tables of pairs. */
function keyOf(table: Table): [string] | [string, string] {
  if (table === "passwords") return ["userId"];
  if (table === "tax_rates") return ["state"];
  if (table === "cart_lines") return ["cartId", "toolId"];
  if (table === "refund_lines") return ["refundId", "toolId"];
  if (table === "return_lines") return ["returnId", "toolId"];
  if (table === "document_sequences") return ["kind", "year"];
  if (table === "attribute_options") return ["attributeId", "value"];
  if (table === "category_attributes") return ["categoryId", "attributeId"];
  if (table === "tool_attributes") return ["toolId", "attributeId"];
  if (table === "tool_accessories") return ["toolId", "accessoryId"];
  if (table === "tool_price_breaks") return ["toolId", "minQyt"];
  if (table === "price_group_categories") return ["groupId", "categoryId"];
  if (table === "quote_lines") return ["quoteId", "toolId"];
  if (table === "quote_messages") return ["quoteId", "position"];
  if (table === "promotion_categories") return ["promotionId", "categoryId"];
  if (table === "promotion_tools") return ["promotionId", "toolId"];
  if (table === "promotion_uses") return ["promotionId", "orderId"];
  if (table === "payment_allocations") return ["paymentId", "orderId"];
  if (table === "invoice_reminders") return ["orderId", "reminder"];
  if (table === "idempotent_requests") return ["key"];
  return ["id"];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** The rows after a key (by the key's order: a two-column key compares as a pair). */
function afterKey(query: AnyQuery, key: string[], row: Row): AnyQuery {
  const [first, second] = key;
  if (!second) return query.where(first!, ">", row[first!]);
  return query.where((eb) =>
    eb(eb.refTuple(first!, second), ">", eb.tuple(row[first!], row[second])),
  );
}

/** The row with the key of `row`. */
const atKey = (query: AnyQuery, key: string[], row: Row) =>
  key.reduce((found, column) => found.where(column, "=", row[column]), query);

/** Values as both engines store them: SQLite hands back Buffers and numbers as PostgreSQL does. */
function same(a: unknown, b: unknown): boolean {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return a.equals(b);
  return a === b;
}

/**
 * Copies every row of the shop from `source` into `target` (either engine to either), in one
 * transaction on the target, read in one transaction on the source (a consistent snapshot
 * while the shop keeps serving). The target is migrated first and must hold no data. Checked
 * afterwards: the row counts of every table, and a sample of rows compared field by field.
 */
export async function copyDatabase(source: Database, target: Database): Promise<TableCopy[]> {
  const expected = Object.keys(migrations).sort();
  const sourceApplied = await appliedMigrations(source);
  if (sourceApplied.join() !== expected.join())
    throw new CopyRefusedError(
      "The source database is not at this release's schema: start this release of the shop on it once (or run db:migrate against it), then copy.",
    );
  const unknown = (await tablesOf(source)).filter(
    (name) =>
      !(COPIED_TABLES as readonly string[]).includes(name) && !DERIVED_TABLES.includes(name),
  );
  if (unknown.length)
    throw new CopyRefusedError(`The copy does not know the table(s) ${unknown.join(", ")}.`);

  await migrateToLatest(target);
  for (const table of COPIED_TABLES)
    if ((await countRows(target, table)) > 0)
      throw new CopyRefusedError(
        `The target already holds data (${table}): copy into an empty database.`,
      );

  // Repeatable read: on PostgreSQL every batch reads the one snapshot the first took (read
  // committed would take a new one per statement); read only: SQLite's source stays writable.
  const snapshot = source
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only");
  await snapshot.execute(async (reading) => {
    await target.transaction().execute(async (writing) => {
      for (const table of COPIED_TABLES) {
        const key = keyOf(table);
        let after: Row | null = null;
        for (;;) {
          let batch = untyped(reading).selectFrom(table).selectAll().orderBy(key).limit(BATCH);
          if (after) batch = afterKey(batch, key, after);
          const rows = (await batch.execute()) as Row[];
          if (rows.length) await untyped(writing).insertInto(table).values(rows).execute();
          if (rows.length < BATCH) break;
          after = rows.at(-1)!;
        }
      }
    });
  });
  return Promise.all(COPIED_TABLES.map((table) => checkTable(source, target, table)));
}

/** Row counts, and up to SAMPLE rows spread over the key order compared field by field. */
async function checkTable(source: Database, target: Database, table: Table): Promise<TableCopy> {
  const [sourceCount, targetCount] = await Promise.all([
    countRows(source, table),
    countRows(target, table),
  ]);
  const key = keyOf(table);
  const step = Math.max(1, Math.floor(sourceCount / SAMPLE));
  const keys = (
    (await untyped(source).selectFrom(table).select(key).orderBy(key).execute()) as Row[]
  ).filter((_row, index) => index % step === 0 || index === sourceCount - 1);
  let sampled = 0;
  for (const value of keys.slice(0, SAMPLE + 1)) {
    const [from, to] = await Promise.all(
      [source, target].map(
        (db) =>
          atKey(
            untyped(db).selectFrom(table).selectAll(),
            key,
            value,
          ).executeTakeFirst() as Promise<Row | undefined>,
      ),
    );
    const differing = Object.keys(from ?? {}).filter(
      (column) => !same(from?.[column], to?.[column]),
    );
    if (!to || differing.length)
      throw new CopyRefusedError(
        `The copy of ${table} ${key.map((column) => String(value[column])).join(" ")} differs (${differing.join(", ") || "missing"}).`,
      );
    sampled++;
  }
  if (sourceCount !== targetCount)
    throw new CopyRefusedError(
      `${table}: ${sourceCount} rows in the source, ${targetCount} copied.`,
    );
  return { table, source: sourceCount, target: targetCount, sampled };
}

/** How an uploaded image is named on disk and in the images table (a random id, WebP). */
const UPLOAD_NAME = /^[0-9a-f]{24}\.webp$/;

/**
 * Brings a SQLite shop's uploaded images (files in its uploads folder) into the target's images
 * table, where a PostgreSQL shop keeps and serves them. Names already there are left alone.
 * Answers how many were added.
 */
export async function importUploads(target: Database, uploadsDir: string): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(uploadsDir).filter((name) => UPLOAD_NAME.test(name));
  } catch {
    return 0; // a shop that never had an upload has no folder
  }
  let added = 0;
  for (const name of names) {
    const file = join(uploadsDir, name);
    const result = await target
      .insertInto("images")
      .values({
        id: name,
        contentType: "image/webp",
        bytes: readFileSync(file),
        createdAt: statSync(file).mtime.toISOString(),
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}
