import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";
import {
  countOnSale,
  createSearchIndex,
  createSearchTriggers,
} from "./0005_catalogue_search_and_sort";

// A search sorted by price or name had to read every match, join it to its tool by the tool's
// text id and sort them all, on the only thread: at 100,000 tools a page of a one-letter search
// by price took 80 ms, the middle page of a search every tool matches over 200 ms. FTS5 can only hand out the rowids of its matches; so each entry of the search index
// now has its sort keys beside it, in a table whose integer key is the entry's rowid there.
// A sorted search then walks that table's price or name index and keeps the rows whose rowid
// is among the matches (app/models/catalogue-search.server.ts), reading no match it skips.
//
// The rowids are the entries' own, never the tools table's (VACUUM may renumber those, see
// 0005), and an entry keeps its rowid when its tool is renamed or repriced: "newest first"
// among matches is still a walk down the rowids. The triggers replace 0005's; they also find a
// tool's entry by its key, where 0005's scanned the whole index for its id.
//
// SQLite only, like the search index itself: on PostgreSQL the search is a GIN index on the
// tools table (0005), whose rows carry their own sort keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === "postgres") return;
  for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`
    create table tools_search_sort (
      entry integer primary key,
      tool_id text not null unique,
      price integer not null,
      name text not null
    )
  `.execute(db);
  // In the index's present order, so "newest first" among matches stays as it was.
  await sql`
    insert into tools_search_sort (tool_id, price, name)
    select tools.id, tools.price, tools.name
    from tools_search join tools on tools.id = tools_search.tool_id
    order by tools_search.rowid
  `.execute(db);
  // Made again with one-letter starts indexed too: a search for "s" read the lists of every
  // word that starts with it (a count of 51,384 matches at 100,000 tools: 3.6 ms, now 1.4 ms).
  await sql`drop table tools_search`.execute(db);
  await refillSearchIndex(db, "1 2 3");
  // The entry (the table's rowid) is in every index entry: both walks read the index alone.
  await sql`create index tools_search_sort_price on tools_search_sort (price, tool_id)`.execute(db);
  await sql`
    create index tools_search_sort_name on tools_search_sort (name collate nocase, tool_id)
  `.execute(db);
  await createSortedSearchTriggers(db);
}

/** The search index made anew from the sort keys' table, each entry under its rowid there. */
async function refillSearchIndex(db: Kysely<unknown>, prefix: string) {
  await createSearchIndex(db, prefix);
  await sql`
    insert into tools_search (rowid, name, tool_id)
    select entry, name, tool_id from tools_search_sort
  `.execute(db);
}

/** What 0005's triggers and these are called alike. */
const SEARCH_TRIGGERS = ["tools_search_insert", "tools_search_update", "tools_search_delete"];

/** The search index's entry of `tool` (`new` or `old`): its rowid in both tables. */
const entryOf = (tool: "new" | "old") =>
  sql.raw(`(select entry from tools_search_sort where tool_id = ${tool}.id)`);

async function createSortedSearchTriggers(db: Kysely<unknown>) {
  await sql`
    create trigger tools_search_insert after insert on tools
    when new."deletedAt" is null
    begin
      insert into tools_search_sort (tool_id, price, name) values (new.id, new.price, new.name);
      insert into tools_search (rowid, name, tool_id) values (${entryOf("new")}, new.name, new.id);
      ${countOnSale.insert};
    end
  `.execute(db);
  // Orders and restocks change only the stock: this trigger is not theirs to pay for.
  await sql`
    create trigger tools_search_update after update of name, price, "deletedAt" on tools
    begin
      delete from tools_search where rowid = ${entryOf("old")};
      delete from tools_search_sort where tool_id = old.id and new."deletedAt" is not null;
      insert into tools_search_sort (tool_id, price, name)
      select new.id, new.price, new.name
      where new."deletedAt" is null and old."deletedAt" is not null;
      update tools_search_sort set price = new.price, name = new.name where tool_id = new.id;
      insert into tools_search (rowid, name, tool_id)
      select entry, name, tool_id from tools_search_sort where tool_id = new.id;
      ${countOnSale.update};
    end
  `.execute(db);
  await sql`
    create trigger tools_search_delete after delete on tools
    begin
      delete from tools_search where rowid = ${entryOf("old")};
      delete from tools_search_sort where tool_id = old.id;
      ${countOnSale.delete};
    end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === "postgres") return;
  for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table tools_search`.execute(db);
  await refillSearchIndex(db, "2 3");
  await sql`drop table tools_search_sort`.execute(db);
  await createSearchTriggers(db);
}
