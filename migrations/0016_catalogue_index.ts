import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";
import { countOnSale, searchAndCountOnSqlite } from "./0005_catalogue_search_and_sort";
import { up as sortSearchByKeys } from "./0010_search_sort_keys";
import { up as storeSearchDocument } from "./0011_stored_search_document";

// The catalogue is searched in each instance's own catalogue index now
// (app/models/catalogue-index.server.ts): the engines' name searches go, with what kept them
// (0005, 0010, 0011). The count of tools on sale stays: the index checks itself against it.

const SEARCH_TRIGGERS = ["tools_search_insert", "tools_search_update", "tools_search_delete"];
const COUNT_TRIGGERS = ["tools_count_insert", "tools_count_update", "tools_count_delete"];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === "postgres") {
    // The count has its own trigger there (0005).
    await sql`drop index tools_search`.execute(db);
    await sql`alter table tools drop column search_document`.execute(db);
    return;
  }
  for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table tools_search`.execute(db);
  await sql`drop table tools_search_sort`.execute(db);
  // On SQLite the search's triggers kept the count too: it gets triggers of its own.
  await sql`
    create trigger tools_count_insert after insert on tools when new."deletedAt" is null
    begin ${countOnSale.insert}; end
  `.execute(db);
  await sql`
    create trigger tools_count_update after update of "deletedAt" on tools
    begin ${countOnSale.update}; end
  `.execute(db);
  await sql`
    create trigger tools_count_delete after delete on tools begin ${countOnSale.delete}; end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === "postgres") {
    // 0005's index, which 0011 replaces with the stored document's.
    await sql`
      create index tools_search on tools using gin (to_tsvector('simple', name))
      where "deletedAt" is null
    `.execute(db);
    await storeSearchDocument(db);
    return;
  }
  for (const trigger of COUNT_TRIGGERS) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  // As 0005 made it, then as 0010 turned it.
  await searchAndCountOnSqlite(db);
  await sortSearchByKeys(db);
}
