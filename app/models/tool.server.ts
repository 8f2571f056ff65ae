import { sql, type Selectable } from "kysely";
import { newId } from "~db/id";
import type { Tools } from "~db/types";
import { db } from "~/services/db.server";
import type { CatalogueSort } from "./catalogue-sorts";
import { announcePublicChange } from "./public-changes.server";

export type Tool = Selectable<Tools>;
export type ToolSummary = Pick<
  Tool,
  "id" | "name" | "img" | "description" | "price" | "minimum_qyt" | "available_qyt"
>;

export const TOOLS_PAGE_SIZE = 24;

const summaryColumns = [
  "id",
  "name",
  "img",
  "description",
  "price",
  "minimum_qyt",
  "available_qyt",
] as const;

function onSale() {
  return db.selectFrom("tools").where("deletedAt", "is", null);
}

/**
 * What a visitor typed, as FTS5 queries: every word must match, as a whole word (`whole`) or as
 * the start of one (`startsOnly`: the matches that are not whole-word ones). Quoting each word
 * keeps FTS5's own syntax (`-`, `*`, `OR`, ...) out of the visitor's hands. Null when no word
 * is left.
 */
function searchQueries(text: string) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  const whole = words.map((word) => `"${word}"`).join(" AND ");
  const starts = words.map((word) => `"${word}"*`).join(" AND ");
  return { whole, starts, startsOnly: `(${starts}) NOT (${whole})` };
}
type SearchQueries = NonNullable<ReturnType<typeof searchQueries>>;

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
 * A page of a search's ids. Best match first: whole-word matches, then the rest, each newest
 * first; both cost the page's offset, not the number of matches. Price and name need every
 * match sorted.
 */
async function searchPage(
  queries: SearchQueries,
  sort: CatalogueSort,
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
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
    .orderBy(sort === "price" ? sql`tools.price` : sql`tools.name collate nocase`)
    .orderBy("tools.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total };
}

/** A page of the whole catalogue's ids: an index-only walk to the offset (the index covers id). */
async function cataloguePage(sort: CatalogueSort, limit: number, offset: number) {
  let ordered = onSale().select("id");
  if (sort === "price") ordered = ordered.orderBy("price");
  else if (sort === "name") ordered = ordered.orderBy(sql`name collate nocase`);
  else ordered = ordered.orderBy("createdAt", "desc");
  const [rows, counted] = await Promise.all([
    ordered.orderBy("id").limit(limit).offset(offset).execute(),
    // Kept by the tools' triggers: counting 100,000 index entries per page is what was slow.
    db.selectFrom("catalogue_counts").select("tools_on_sale").executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: counted.tools_on_sale };
}

export interface CataloguePage {
  tools: ToolSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * A page of the catalogue: every tool on sale, or those whose name matches `search` (SQLite
 * FTS5 here; a PostgreSQL port swaps this body for its own full-text search), in `sort` order
 * (best match first when searching, newest first otherwise).
 */
export async function listTools({
  search = "",
  sort,
  page = 1,
  pageSize = TOOLS_PAGE_SIZE,
}: {
  search?: string;
  sort?: CatalogueSort;
  page?: number;
  pageSize?: number;
}): Promise<CataloguePage> {
  const queries = search ? searchQueries(search) : null;
  if (search && !queries) return { tools: [], page, total: 0, pageCount: 1 };
  const offset = (page - 1) * pageSize;
  // Without a search there is no relevance: newest first.
  const { ids, total } = queries
    ? await searchPage(queries, sort ?? "relevance", pageSize, offset)
    : await cataloguePage(sort && sort !== "relevance" ? sort : "newest", pageSize, offset);
  const rows = ids.length
    ? await db.selectFrom("tools").select(summaryColumns).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((tool) => [tool.id, tool]));
  const tools = ids.flatMap((id) => byId.get(id) ?? []);
  return { tools, page, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every tool of the catalogue, newest first (the spec's GET /tools). */
export function listAllTools(): Promise<ToolSummary[]> {
  return onSale().select(summaryColumns).orderBy("createdAt", "desc").orderBy("id").execute();
}

/**
 * Every tool on sale, newest first, a batch at a time: each batch starts where the last ended
 * (a range of the newest-first index), so a catalogue of any size is read in flat memory.
 */
export async function* allToolsInBatches(size = 1_000): AsyncGenerator<ToolSummary[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let batch = onSale()
      .select([...summaryColumns, "createdAt"])
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .limit(size);
    if (after) {
      const { createdAt, id } = after;
      batch = batch
        .where("createdAt", "<=", createdAt)
        .where((eb) => eb.not(eb.and([eb("createdAt", "=", createdAt), eb("id", "<=", id)])));
    }
    const rows = await batch.execute();
    if (rows.length) yield rows.map(({ createdAt: _createdAt, ...tool }) => tool);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function getTool(id: string): Promise<ToolSummary | undefined> {
  return onSale().select(summaryColumns).where("id", "=", id).executeTakeFirst();
}

/** What an admin writes: the spec's fields, the price in cents. */
export type ToolInput = Omit<ToolSummary, "id">;

export async function createTool(input: ToolInput): Promise<ToolSummary> {
  const tool = { id: newId(), ...input };
  await db
    .insertInto("tools")
    .values({ ...tool, createdAt: new Date().toISOString() })
    .execute();
  announcePublicChange("catalogue");
  return tool;
}

export type ToolUpdate =
  { status: "updated" } | { status: "missing" } | { status: "stock-changed"; stock: number };

/**
 * Writes an admin's edit, unless the stock moved since the form was loaded (an order reserved
 * some): then nothing is written, so the order's reservation is never undone by a stale form.
 */
export async function updateTool(
  id: string,
  input: ToolInput,
  stockSeen: number,
): Promise<ToolUpdate> {
  const result = await db
    .updateTable("tools")
    .set(input)
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .where("available_qyt", "=", stockSeen)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) {
    announcePublicChange("catalogue");
    return { status: "updated" };
  }
  const current = await getTool(id);
  return current
    ? { status: "stock-changed", stock: current.available_qyt }
    : { status: "missing" };
}

export type Restock =
  | { status: "restocked"; stock: number }
  | { status: "missing" }
  | { status: "over-limit"; stock: number };

/** Adds to the stock in one update (orders placed meanwhile keep theirs); never above `max`. */
export async function restockTool(id: string, quantity: number, max: number): Promise<Restock> {
  const result = await db
    .updateTable("tools")
    .set((eb) => ({ available_qyt: eb("available_qyt", "+", quantity) }))
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .where("available_qyt", "<=", max - quantity)
    .returning("available_qyt")
    .executeTakeFirst();
  if (result) {
    announcePublicChange("catalogue");
    return { status: "restocked", stock: result.available_qyt };
  }
  const current = await getTool(id);
  return current ? { status: "over-limit", stock: current.available_qyt } : { status: "missing" };
}

/** A deleted tool leaves the catalogue but stays in the table for the orders that name it. */
export async function softDeleteTool(id: string): Promise<boolean> {
  const result = await db
    .updateTable("tools")
    .set({ deletedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  const deleted = result.numUpdatedRows > 0n;
  if (deleted) announcePublicChange("catalogue");
  return deleted;
}
