import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// A catalogue of 100,000 tools: the name search is an FTS5 index (prefix and word matches,
// ranked by bm25) kept in step with the tools by triggers, so every write path (the app, a
// seed, a script) keeps it true; and each sort of the catalogue pages through its own partial
// index of the tools on sale, which also covers the page's offset (id is in the index).
//
// The index keeps its own copy of the name with the tool's id, not SQLite's rowid: VACUUM may
// renumber the rowids of a table without an INTEGER PRIMARY KEY. Only names and deletions
// touch it; the stock updates of orders do not. Its rowids grow with each name indexed, so
// "newest first" among matches is a walk down the rowids, however many tools match.
//
// The number of tools on sale is kept by the same triggers (counting 100,000 index entries on
// every catalogue page is what made it slow).
//
// PostgreSQL has no FTS5: there the name search is a GIN index over the name's tsvector (of
// the tools on sale), the count a trigger function, and the name sort folds case with lower().
// This migration is the one place where the two engines' schemas part.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_counts (
      id integer primary key check (id = 1),
      tools_on_sale integer not null check (tools_on_sale >= 0)
    )
  `.execute(db);
  await sql`
    insert into catalogue_counts (id, tools_on_sale)
    select 1, count(*) from tools where "deletedAt" is null
  `.execute(db);
  const postgres = engineOf(db) === "postgres";
  if (postgres) await searchAndCountOnPostgres(db);
  else await searchAndCountOnSqlite(db);

  const onSale = sql<boolean>`"deletedAt" is null`;
  const sortIndexes = {
    tools_on_sale_newest: sql`"createdAt" desc, id`,
    tools_on_sale_price: sql`price, id`,
    tools_on_sale_name: postgres ? sql`lower(name), id` : sql`name collate nocase, id`,
  };
  for (const [name, columns] of Object.entries(sortIndexes))
    await db.schema.createIndex(name).on("tools").expression(columns).where(onSale).execute();
}

/** The search index of the tools' names; `prefix` lists the lengths of word starts it indexes. */
export async function createSearchIndex(db: Kysely<unknown>, prefix: string) {
  await sql`
    create virtual table tools_search using fts5(
      name, tool_id unindexed, tokenize = 'unicode61 remove_diacritics 2', prefix = ${sql.lit(prefix)}
    )
  `.execute(db);
}

export async function searchAndCountOnSqlite(db: Kysely<unknown>) {
  await createSearchIndex(db, "2 3");
  await sql`
    insert into tools_search (name, tool_id)
    select name, id from tools where "deletedAt" is null
  `.execute(db);
  await createSearchTriggers(db);
}

/** How the triggers keep the number of tools on sale, from a tool's `old` and `new` rows. */
export const countOnSale = {
  insert: sql.raw("update catalogue_counts set tools_on_sale = tools_on_sale + 1"),
  update: sql.raw(
    'update catalogue_counts set tools_on_sale = tools_on_sale + (new."deletedAt" is null) - (old."deletedAt" is null)',
  ),
  delete: sql.raw(
    'update catalogue_counts set tools_on_sale = tools_on_sale - (old."deletedAt" is null)',
  ),
};

/** The search index follows every write to the tools (0010 replaces these, and restores them). */
export async function createSearchTriggers(db: Kysely<unknown>) {
  await sql`
    create trigger tools_search_insert after insert on tools
    when new."deletedAt" is null
    begin
      insert into tools_search (name, tool_id) values (new.name, new.id);
      ${countOnSale.insert};
    end
  `.execute(db);
  await sql`
    create trigger tools_search_update after update of name, "deletedAt" on tools
    begin
      delete from tools_search where tool_id = old.id;
      insert into tools_search (name, tool_id)
      select new.name, new.id where new."deletedAt" is null;
      ${countOnSale.update};
    end
  `.execute(db);
  await sql`
    create trigger tools_search_delete after delete on tools
    begin
      delete from tools_search where tool_id = old.id;
      ${countOnSale.delete};
    end
  `.execute(db);
}

// The 'simple' configuration: words as they are written (lower-cased), no stemming, like FTS5's
// unicode61 tokenizer. The catalogue search (app/models/tool.server.ts) uses the same expression.
async function searchAndCountOnPostgres(db: Kysely<unknown>) {
  await sql`
    create index tools_search on tools using gin (to_tsvector('simple', name))
    where "deletedAt" is null
  `.execute(db);
  await sql`
    create function catalogue_counts_follow() returns trigger language plpgsql as $$
    begin
      update catalogue_counts set tools_on_sale = tools_on_sale
        + case when tg_op <> 'DELETE' and new."deletedAt" is null then 1 else 0 end
        - case when tg_op <> 'INSERT' and old."deletedAt" is null then 1 else 0 end;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger tools_count after insert or delete or update of "deletedAt" on tools
    for each row execute function catalogue_counts_follow()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["tools_on_sale_name", "tools_on_sale_price", "tools_on_sale_newest"])
    await db.schema.dropIndex(index).execute();
  if (engineOf(db) === "postgres") {
    await sql`drop trigger tools_count on tools`.execute(db);
    await sql`drop function catalogue_counts_follow()`.execute(db);
    await sql`drop index tools_search`.execute(db);
  } else {
    for (const trigger of ["tools_search_delete", "tools_search_update", "tools_search_insert"])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table tools_search`.execute(db);
  }
  await sql`drop table catalogue_counts`.execute(db);
}
