import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Issue 47: orders, quotes and returns get a number people can read out on the phone
// (FL-100042, Q-1007, R-2003). They count on the rows of the invoices' gap-free sequences
// (`document_sequences`), taken in the transaction that writes what they number; as they never
// start again, their rows are under year 0. The table's check of the kinds is widened: SQLite
// cannot change a check in place, so the small table is made again (on both engines, as 0013
// did with orders). Rows from before are numbered in the order they were placed (createdAt,
// then id), and each sequence goes on from there. A number is unique on either engine;
// PostgreSQL also refuses a row without one (SQLite cannot add a NOT NULL column without a
// default, and rebuilding `orders`, which most tables reference, is not worth it: the one writer
// of each table always sets it, and db/types.ts types the column as always there).
// Formats as of this migration (db/document-number.ts is their home from now on).

const DOCUMENT_KINDS = ["invoice", "credit-note"];

const NUMBERED = [
  { table: "orders", kind: "order", prefix: "FL-", before: 100_000 },
  { table: "quotes", kind: "quote", prefix: "Q-", before: 1_000 },
  { table: "returns", kind: "return", prefix: "R-", before: 2_000 },
] as const;

/** Year 0: a sequence that runs on across the years. */
const FOR_GOOD = 0;

const kindList = (kinds: readonly string[]) => sql.join(kinds.map((kind) => sql.lit(kind)));

/** `document_sequences` again, with a check that admits `kinds`, keeping the rows of those. */
async function remakeSequences(db: Kysely<unknown>, kinds: readonly string[]) {
  await sql`create table document_sequences_kept as
    select kind, year, last from document_sequences where kind in (${kindList(kinds)})`.execute(db);
  await db.schema.dropTable("document_sequences").execute();
  await db.schema
    .createTable("document_sequences")
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in (${kindList(kinds)})`))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_sequences_key", ["kind", "year"])
    .execute();
  await sql`insert into document_sequences (kind, year, last)
    select kind, year, last from document_sequences_kept`.execute(db);
  await db.schema.dropTable("document_sequences_kept").execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await remakeSequences(db, [...DOCUMENT_KINDS, ...NUMBERED.map(({ kind }) => kind)]);
  for (const { table, kind, prefix, before } of NUMBERED) {
    await db.schema.alterTable(table).addColumn("number", "text").execute();
    // UPDATE ... FROM and row_number(): SQLite 3.33 and 3.25, and PostgreSQL alike.
    await sql`update ${sql.table(table)}
      set number = ${sql.lit(prefix)} || cast(${sql.lit(before)} + placed.n as text)
      from (select id, row_number() over (order by "createdAt", id) as n
        from ${sql.table(table)}) as placed
      where placed.id = ${sql.ref(`${table}.id`)}`.execute(db);
    // From how many there were; a sequence without rows starts at its first use.
    await sql`insert into document_sequences (kind, year, last)
      select ${sql.lit(kind)}, ${sql.lit(FOR_GOOD)}, counted.n
      from (select count(*) as n from ${sql.table(table)}) as counted
      where counted.n > 0`.execute(db);
    await db.schema.createIndex(`${table}_number`).on(table).column("number").unique().execute();
    if (engineOf(db) === "postgres")
      await db.schema
        .alterTable(table)
        .alterColumn("number", (c) => c.setNotNull())
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of NUMBERED) {
    await db.schema.dropIndex(`${table}_number`).execute();
    await db.schema.alterTable(table).dropColumn("number").execute();
  }
  await remakeSequences(db, DOCUMENT_KINDS);
}
