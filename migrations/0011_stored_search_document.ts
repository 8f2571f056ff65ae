import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// PostgreSQL's name search indexed an expression, to_tsvector('simple', name) (0005): every
// row a query looked at beyond the index had its name parsed again, about 4 µs each. Ordering a
// search best match first parsed every match, and once ANALYZE had run, the planner walked the
// price index for "drill" by price and parsed the name of every tool it passed. The document is
// now a stored column, written with the name: reading it costs what reading a column costs.
// At 100,000 tools (the model's time): a search every tool matches, best match first, 390 ms
// -> 64 to 108 ms; "drill" 34 to 51 -> 19 to 21 ms; "drill" by price after ANALYZE 470 -> 88
// ms. The rows are wider, and a deep page of a broad search by name costs more (63 to 105 ->
// 82 to 182 ms). db/copy.ts leaves the column out, so each PostgreSQL writes its own.
//
// PostgreSQL only: SQLite's search is its FTS5 index (0005, 0010).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`
    alter table tools add column search_document tsvector
    generated always as (to_tsvector('simple', name)) stored
  `.execute(db);
  await sql`drop index tools_search`.execute(db);
  await sql`
    create index tools_search on tools using gin (search_document) where "deletedAt" is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`drop index tools_search`.execute(db);
  await sql`alter table tools drop column search_document`.execute(db);
  await sql`
    create index tools_search on tools using gin (to_tsvector('simple', name))
    where "deletedAt" is null
  `.execute(db);
}
