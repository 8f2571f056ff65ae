import { sql } from "kysely";
import { caseInsensitive, engineOf } from "#db/engine.ts";
import { db } from "#app/db.server.ts";
import type { CatalogueSort } from "./catalogue-sorts";

/**
 * The catalogue's name search, on each engine's own full-text index (migration 0005): FTS5 on
 * SQLite, a GIN index over `to_tsvector('simple', name)` on PostgreSQL. Both give the same
 * answers: every word must match, as a whole word or as the start of one; best match first
 * means whole-word matches before the others, each newest first.
 */
export interface SearchPage {
  ids: string[];
  total: number;
}

/** What a visitor typed, as words of letters and digits (lower case); null when none is left. */
export function searchWords(text: string): string[] | null {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
}

export function searchPage(
  words: string[],
  sort: CatalogueSort,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  return engineOf(db) === "postgres"
    ? tsvectorSearchPage(words, sort, limit, offset)
    : fts5SearchPage(words, sort, limit, offset);
}

/**
 * The words as FTS5 queries: all whole (`whole`), all as starts (`starts`), and the matches
 * that are not whole-word ones (`startsOnly`). Quoting each word keeps FTS5's own syntax (`-`,
 * `*`, `OR`, ...) out of the visitor's hands.
 */
function fts5Queries(words: string[]) {
  const whole = words.map((word) => `"${word}"`).join(" AND ");
  const starts = words.map((word) => `"${word}"*`).join(" AND ");
  return { whole, starts, startsOnly: `(${starts}) NOT (${whole})` };
}

const matches = (query: string) => sql<boolean>`tools_search match ${query}`;

async function countMatches(query: string): Promise<number> {
  const row = await db
    .selectFrom("tools_search")
    .select(sql<number>`count(*)`.as("total"))
    .where(matches(query))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Newest first among the matches: a walk down the index's rowids, whatever the catalogue's size. */
async function newestMatches(query: string, limit: number, offset: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom("tools_search")
    .select("tool_id")
    .where(matches(query))
    .orderBy(sql`rowid`, "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => String(row.tool_id));
}

/**
 * A page of a search's ids on FTS5. Best match first costs the page's offset, not the number
 * of matches; price and name need every match sorted.
 */
async function fts5SearchPage(
  words: string[],
  sort: CatalogueSort,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  const queries = fts5Queries(words);
  if (sort === "relevance") {
    const [whole, rest] = await Promise.all([
      countMatches(queries.whole),
      countMatches(queries.startsOnly),
    ]);
    const first = await newestMatches(queries.whole, Math.min(limit, whole - offset), offset);
    const more = await newestMatches(
      queries.startsOnly,
      limit - first.length,
      Math.max(0, offset - whole),
    );
    return { ids: [...first, ...more], total: whole + rest };
  }
  const total = await countMatches(queries.starts);
  if (sort === "newest") return { ids: await newestMatches(queries.starts, limit, offset), total };
  const rows = await db
    .selectFrom("tools_search")
    .innerJoin("tools", "tools.id", "tools_search.tool_id")
    .select("tools.id")
    .where(matches(queries.starts))
    .orderBy(sort === "price" ? sql`tools.price` : caseInsensitive(db, "tools.name"))
    .orderBy("tools.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total };
}

/**
 * The words as tsqueries of PostgreSQL's 'simple' configuration: all whole, and all as starts
 * (`:*`). The words hold only letters and digits, so quoting them keeps tsquery's syntax out.
 */
function tsQuery(words: string[], prefix: boolean) {
  const terms = words.map((word) => `'${word}'${prefix ? ":*" : ""}`).join(" & ");
  return sql`to_tsquery('simple', ${terms})`;
}

/** A page of a search's ids on PostgreSQL: one indexed query, newest first within each rank. */
async function tsvectorSearchPage(
  words: string[],
  sort: CatalogueSort,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  // The expression of the GIN index (migration 0005), so the planner uses it.
  const document = sql`to_tsvector('simple', name)`;
  const matching = db
    .selectFrom("tools")
    .where("deletedAt", "is", null)
    .where(sql<boolean>`${document} @@ ${tsQuery(words, true)}`);
  let ordered = matching.select("id");
  if (sort === "relevance")
    ordered = ordered
      .orderBy(sql`${document} @@ ${tsQuery(words, false)}`, "desc")
      .orderBy("createdAt", "desc");
  else if (sort === "newest") ordered = ordered.orderBy("createdAt", "desc");
  else if (sort === "price") ordered = ordered.orderBy("price");
  else ordered = ordered.orderBy(caseInsensitive(db, "name"));
  const [rows, counted] = await Promise.all([
    ordered.orderBy("id").limit(limit).offset(offset).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: counted.total };
}
