import { sql } from "kysely";
import { caseInsensitive, engineOf } from "#db/engine.ts";
import { db } from "#app/db.server.ts";
import type { CatalogueSort } from "#app/schemas/catalogue-query.ts";

/**
 * The catalogue's name search, on each engine's own full-text index (migrations 0005, 0010 and
 * 0011): FTS5 on SQLite, a GIN index over the stored `to_tsvector('simple', name)` on
 * PostgreSQL. Both give the same answers: every word must match, as a whole word or as the
 * start of one; best match first means whole-word matches before the others, each newest first.
 */
export interface SearchPage {
  ids: string[];
  total: number;
}

/** The number of tools on sale, kept by the tools' triggers (migration 0005). */
export async function toolsOnSale(): Promise<number> {
  const row = await db
    .selectFrom("catalogue_counts")
    .select("tools_on_sale")
    .executeTakeFirstOrThrow();
  return row.tools_on_sale;
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
 * A page of a search's ids on FTS5. Best match first and newest first cost the page's offset,
 * not the number of matches; price and name see sortedMatches.
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
  return { ids: await sortedMatches(queries.starts, sort, total, limit, offset), total };
}

/** From this share of the catalogue matching, walking a sort's index beats sorting the matches. */
const WALK_FROM_SHARE = 1 / 20;

const SORT_INDEXES = {
  price: { index: "tools_search_sort_price", key: sql`price` },
  name: { index: "tools_search_sort_name", key: sql`name collate nocase` },
};

/**
 * A page of the `total` matches of `query` by price or name, from the search index's sort keys
 * (migration 0010). A few matches are read and sorted, a cost that grows with their number.
 * When many tools match, the sort's own index is walked instead and only the entries among the
 * matches are kept: a page costs the walk to it, never more than half the catalogue, since a
 * page in the second half is walked to from the far end. At 100,000 tools, the first page of
 * a one-letter search by price (51,384 matches) costs SQLite about 20 ms the first way and 7
 * ms the second; a search matching one tool in eighteen costs 5 to 6 ms either way.
 */
async function sortedMatches(
  query: string,
  sort: "price" | "name",
  total: number,
  limit: number,
  offset: number,
): Promise<string[]> {
  if (offset >= total || limit <= 0) return [];
  const onSale = await toolsOnSale();
  const walk = total >= onSale * WALK_FROM_SHARE;
  const backwards = walk && offset + limit / 2 > total / 2;
  const direction = sql.raw(backwards ? "desc" : "asc");
  const { index, key } = SORT_INDEXES[sort];
  // Every tool matches (the brand's name, say): the walk need not look the matches up at all.
  const filter =
    total === onSale
      ? sql``
      : sql`where entry in (select rowid from tools_search where ${matches(query)})`;
  const { rows } = await sql<{ tool_id: string }>`
    select tool_id from tools_search_sort ${walk ? sql`indexed by ${sql.id(index)}` : sql``}
    ${filter}
    order by ${key} ${direction}, tool_id ${direction}
    limit ${backwards ? Math.min(limit, total - offset) : limit}
    offset ${backwards ? Math.max(0, total - offset - limit) : offset}
  `.execute(db);
  const ids = rows.map((row) => row.tool_id);
  return backwards ? ids.reverse() : ids;
}

/**
 * The words as tsqueries of PostgreSQL's 'simple' configuration: all whole, and all as starts
 * (`:*`). The words hold only letters and digits, so quoting them keeps tsquery's syntax out.
 */
function tsQuery(words: string[], prefix: boolean) {
  const terms = words.map((word) => `'${word}'${prefix ? ":*" : ""}`).join(" & ");
  return sql`to_tsquery('simple', ${terms})`;
}

/**
 * From this share of the catalogue matching, PostgreSQL's planner chooses between walking a
 * sort's index and sorting the matches; below it, the matches are read first, then sorted.
 */
const PLANNER_FROM_SHARE = 1 / 10;

/**
 * A page of a search's ids on PostgreSQL. Its statistics cannot tell how many names a word's
 * start matches, and once ANALYZE had run, its planner walked a sort's index past most of the
 * catalogue looking for the few: at 100,000 tools 'drill' by price took 59 ms, a word no name
 * holds 74 to 90 ms. The count can tell, so a sorted search counts first: when fewer than one
 * tool in ten matches, the matches are read first (a materialized CTE), then sorted (25 ms and
 * 3 to 4 ms, the count included). Waiting for the count costs the searches the planner served
 * well 10 to 15 ms. Best match first walks no index: its page and its count run side by side.
 */
async function tsvectorSearchPage(
  words: string[],
  sort: CatalogueSort,
  limit: number,
  offset: number,
): Promise<SearchPage> {
  // The name's words, stored with it (migration 0011) and indexed.
  const document = sql`search_document`;
  const matching = db
    .selectFrom("tools")
    .where("deletedAt", "is", null)
    .where(sql<boolean>`${document} @@ ${tsQuery(words, true)}`);
  const count = async () =>
    (await matching.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow())
      .total;
  const page = async (materialized: boolean) => {
    let ordered = db
      .with(
        (cte) => (materialized ? cte("matches").materialized() : cte("matches").notMaterialized()),
        () =>
          matching.select([
            "id",
            "createdAt",
            "price",
            "name",
            sql<boolean>`${document} @@ ${tsQuery(words, false)}`.as("whole"),
          ]),
      )
      .selectFrom("matches")
      .select("id");
    if (sort === "relevance")
      ordered = ordered.orderBy("whole", "desc").orderBy("createdAt", "desc");
    else if (sort === "newest") ordered = ordered.orderBy("createdAt", "desc");
    else if (sort === "price") ordered = ordered.orderBy("price");
    else ordered = ordered.orderBy(caseInsensitive(db, "name"));
    const rows = await ordered.orderBy("id").limit(limit).offset(offset).execute();
    return rows.map((row) => row.id);
  };
  if (sort === "relevance") {
    const [ids, total] = await Promise.all([page(false), count()]);
    return { ids, total };
  }
  const [total, onSale] = await Promise.all([count(), toolsOnSale()]);
  if (offset >= total) return { ids: [], total };
  return { ids: await page(total < onSale * PLANNER_FROM_SHARE), total };
}
