import type { Selectable } from "kysely";
import { caseInsensitive } from "#db/engine.ts";
import { defaultSku, newId } from "#db/id.ts";
import type { Tools } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { searchPage, searchWords, toolsOnSale } from "./catalogue-search.server";
import type { CatalogueSort } from "#app/schemas/catalogue-query.ts";
import { announcePublicChange } from "./public-changes.server";
import { writeToolSpecs } from "./tool-specs.server";
import type { ToolSpecs } from "#app/schemas/tool-specs.ts";
import type { ToolJson } from "#app/schemas/api.ts";
import { centsToDollars } from "#app/utils/money.ts";

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

/** The catalogue's default order, newest first (the id breaks ties): its index walks it. */
function newestOnSale() {
  return onSale().orderBy("createdAt", "desc").orderBy("id");
}

/** A page of the whole catalogue's ids: an index-only walk to the offset (the index covers id). */
async function cataloguePage(sort: CatalogueSort, limit: number, offset: number) {
  let ordered = onSale().select("id");
  if (sort === "price") ordered = ordered.orderBy("price");
  else if (sort === "name") ordered = ordered.orderBy(caseInsensitive(db, "name"));
  else ordered = ordered.orderBy("createdAt", "desc");
  const [rows, total] = await Promise.all([
    ordered.orderBy("id").limit(limit).offset(offset).execute(),
    // Kept by the tools' triggers: counting 100,000 index entries per page is what was slow.
    toolsOnSale(),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

export interface CataloguePage {
  tools: ToolSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * A page of the catalogue: every tool on sale, or those whose name matches `search` (each
 * engine's own full-text search, see catalogue-search.server.ts), in `sort` order (best match
 * first when searching, newest first otherwise).
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
  const words = search ? searchWords(search) : null;
  if (search && !words) return { tools: [], page, total: 0, pageCount: 1 };
  const offset = (page - 1) * pageSize;
  // Without a search there is no relevance: newest first.
  const { ids, total } = words
    ? await searchPage(words, sort ?? "relevance", pageSize, offset)
    : await cataloguePage(sort && sort !== "relevance" ? sort : "newest", pageSize, offset);
  const rows = ids.length
    ? await db.selectFrom("tools").select(summaryColumns).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((tool) => [tool.id, tool]));
  const tools = ids.flatMap((id) => byId.get(id) ?? []);
  return { tools, page, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The newest tools on sale (the home page's): one walk of the newest-first index, no count. */
export function newestTools(count: number): Promise<ToolSummary[]> {
  return newestOnSale().select(summaryColumns).limit(count).execute();
}

/**
 * Every tool on sale, newest first, a batch at a time: each batch starts where the last ended
 * (a range of the newest-first index), so a catalogue of any size is read in flat memory.
 */
export async function* allToolsInBatches(size = 1_000): AsyncGenerator<ToolSummary[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let batch = newestOnSale()
      .select([...summaryColumns, "createdAt"])
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

/**
 * Adds a tool, its picture as its gallery's first, and a part number if none is given; with
 * `specs`, its category and specification values in the same transaction.
 */
export async function createTool(
  input: ToolInput,
  sku?: string,
  specs?: ToolSpecs,
): Promise<ToolSummary> {
  const tool = { id: newId(), ...input };
  const createdAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("tools")
      .values({ ...tool, sku: sku ?? defaultSku(tool.id), createdAt, updatedAt: createdAt })
      .execute();
    await trx
      .insertInto("tool_images")
      .values({ id: newId(), toolId: tool.id, url: tool.img, alt: tool.name, position: 0 })
      .execute();
    if (specs) await writeToolSpecs(trx, tool.id, specs, createdAt);
  });
  announcePublicChange("catalogue");
  return tool;
}

export type ToolUpdate =
  { status: "updated" } | { status: "missing" } | { status: "stock-changed"; stock: number };

/**
 * Writes an admin's edit (with `specs`, the tool's category and values too), unless the stock
 * moved since the form was loaded (an order reserved some): then nothing is written, so the
 * order's reservation is never undone by a stale form.
 */
export async function updateTool(
  id: string,
  input: ToolInput,
  stockSeen: number,
  specs?: ToolSpecs,
): Promise<ToolUpdate> {
  const updated = await db.transaction().execute(async (trx) => {
    const updatedAt = new Date().toISOString();
    const result = await trx
      .updateTable("tools")
      .set({ ...input, updatedAt })
      .where("id", "=", id)
      .where("deletedAt", "is", null)
      .where("available_qyt", "=", stockSeen)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    // The spec's `img` is the gallery's first picture.
    await trx
      .updateTable("tool_images")
      .set({ url: input.img })
      .where("toolId", "=", id)
      .where("position", "=", 0)
      .execute();
    if (specs) await writeToolSpecs(trx, id, specs, updatedAt);
    return true;
  });
  if (updated) {
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
    .set((eb) => ({
      available_qyt: eb("available_qyt", "+", quantity),
      updatedAt: new Date().toISOString(),
    }))
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
  const now = new Date().toISOString();
  const result = await db
    .updateTable("tools")
    .set({ deletedAt: now, updatedAt: now })
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  const deleted = result.numUpdatedRows > 0n;
  if (deleted) announcePublicChange("catalogue");
  return deleted;
}

/** The spec's JSON shape of a tool (the API's): `_id` for the id, its field names, money in dollars. */
export function toolJson(tool: ToolSummary): ToolJson {
  return {
    _id: tool.id,
    name: tool.name,
    img: tool.img,
    description: tool.description,
    price: centsToDollars(tool.price),
    minimum_qyt: tool.minimum_qyt,
    available_qyt: tool.available_qyt,
  };
}
