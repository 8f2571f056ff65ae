import type { Selectable, Transaction } from "kysely";
import { replaceGallery } from "./tool-gallery.server";
import { isUniqueViolation } from "#db/engine.ts";
import { defaultSku, newId } from "#db/id.ts";
import type { DB, Tools } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { searchIndex } from "./catalogue-index.server";
import type { IndexAnswer, IndexQuery } from "#app/utils/catalogue-index.ts";
import { searchWords } from "#app/utils/search-words.ts";
import type { CatalogueSort } from "#app/schemas/catalogue-query.ts";
import { announcePublicChange } from "./public-changes.server";
import { writeToolSpecs } from "./tool-specs.server";
import type { ToolSpecs } from "#app/schemas/tool-specs.ts";
import type { ToolJson } from "#app/schemas/api/tools.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { canonicalSku } from "#app/schemas/sku.ts";
import type { PriceBreak } from "#app/commerce/index.ts";
import { writePriceBreaks } from "./trade-prices.server";
import { announceTools, fellUnderThreshold } from "./tool-events.server";

export type Tool = Selectable<Tools>;
export type ToolSummary = Pick<
  Tool,
  | "id"
  | "name"
  | "img"
  | "description"
  | "price"
  | "minimum_qyt"
  | "available_qyt"
  | "sku"
  | "categoryId"
  | "lowStockThreshold"
>;

export const TOOLS_PAGE_SIZE = 24;

/** The columns of a ToolSummary, for every query that reads one. */
export const TOOL_SUMMARY_COLUMNS = [
  "id",
  "name",
  "img",
  "description",
  "price",
  "minimum_qyt",
  "available_qyt",
  "sku",
  // What a price group's discount depends on (issue 40); not in the spec's JSON.
  "categoryId",
  // The stock under which tool.low_stock is announced (issue 50); null: never.
  "lowStockThreshold",
] as const;

function onSale() {
  return db.selectFrom("tools").where("deletedAt", "is", null);
}

/** The catalogue's default order, newest first (the id breaks ties): its index walks it. */
function newestOnSale() {
  return onSale().orderBy("createdAt", "desc").orderBy("id");
}

export interface CataloguePage {
  tools: ToolSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** What narrows a catalogue page besides its words, and the facets it counts. */
export type CatalogueFilter = Omit<IndexQuery, "words" | "sort" | "offset" | "limit"> & {
  inStock?: boolean;
};

/**
 * A page of the catalogue from this instance's catalogue index: every tool on sale, or those
 * every word of `search` finds (in names, descriptions, part numbers, specification values and
 * category names; see catalogue-index.ts), narrowed by `filter`, in `sort` order (best match
 * first when searching, newest first otherwise), with the facets `filter` asks for.
 */
export async function listTools({
  search = "",
  sort,
  page = 1,
  pageSize = TOOLS_PAGE_SIZE,
  filter = {},
}: {
  search?: string;
  sort?: CatalogueSort;
  page?: number;
  pageSize?: number;
  filter?: CatalogueFilter;
}): Promise<CataloguePage & Pick<IndexAnswer, "categoryCounts" | "specCounts">> {
  const words = search ? searchWords(search) : null;
  const nothing = { categoryCounts: [], specCounts: new Map() };
  if (search && !words) return { tools: [], page, total: 0, pageCount: 1, ...nothing };
  // Without a search there is no relevance: newest first.
  const { ids, ...answer } = await searchIndex({
    ...filter,
    words: words ?? undefined,
    sort: words ? (sort ?? "relevance") : sort && sort !== "relevance" ? sort : "newest",
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const rows = ids.length
    ? await db.selectFrom("tools").select(TOOL_SUMMARY_COLUMNS).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((tool) => [tool.id, tool]));
  const tools = ids.flatMap((id) => byId.get(id) ?? []);
  return { ...answer, tools, page, pageCount: Math.max(1, Math.ceil(answer.total / pageSize)) };
}

/** The newest tools on sale (the home page's): one walk of the newest-first index, no count. */
export function newestTools(count: number): Promise<ToolSummary[]> {
  return newestOnSale().select(TOOL_SUMMARY_COLUMNS).limit(count).execute();
}

/**
 * Every tool on sale, newest first, a batch at a time: each batch starts where the last ended
 * (a range of the newest-first index), so a catalogue of any size is read in flat memory.
 */
export async function* allToolsInBatches(size = 1_000): AsyncGenerator<ToolSummary[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let batch = newestOnSale()
      .select([...TOOL_SUMMARY_COLUMNS, "createdAt"])
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
  return onSale().select(TOOL_SUMMARY_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/**
 * What an admin writes: the spec's fields, the price in cents (the part number apart), and the
 * low-stock threshold when the form or call names it (left out, it stays).
 */
export type ToolInput = Omit<ToolSummary, "id" | "sku" | "categoryId" | "lowStockThreshold"> & {
  lowStockThreshold?: number | null;
};

/** Another tool has the part number: the unique index said so (also when two admins raced). */
export class SkuTakenError extends Error {
  constructor(readonly sku: string) {
    super(`Another tool has the part number ${sku}`);
  }
}

const isSkuTaken = (error: unknown) => isUniqueViolation(error, "tools", ["sku"]);

/**
 * Adds a tool, its picture as its gallery's first, and a part number if none is given (an
 * upper-case one, see app/schemas/sku.ts); with `specs`, its category and specification values
 * in the same transaction. Throws SkuTakenError when the number is taken.
 */
export async function createTool(
  input: ToolInput,
  sku?: string,
  specs?: ToolSpecs,
): Promise<ToolSummary> {
  const id = newId();
  const tool = { id, ...input, sku: sku ?? defaultSku(id) };
  const createdAt = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("tools")
        .values({ ...tool, createdAt, updatedAt: createdAt })
        .execute();
      await trx
        .insertInto("tool_images")
        .values({ id: newId(), toolId: tool.id, url: tool.img, alt: tool.name, position: 0 })
        .execute();
      if (specs) await writeToolSpecs(trx, tool.id, specs, createdAt);
      await announceTools(trx, "tool.created", [tool.id]);
    });
  } catch (error) {
    if (isSkuTaken(error)) throw new SkuTakenError(tool.sku);
    throw error;
  }
  announcePublicChange("catalogue");
  return {
    ...tool,
    categoryId: specs?.categoryId ?? null,
    lowStockThreshold: input.lowStockThreshold ?? null,
  };
}

export type ToolUpdate =
  | { status: "updated" }
  | { status: "missing" }
  | { status: "stock-changed"; stock: number }
  | { status: "sku-taken" };

/**
 * Writes an admin's edit (with `specs`, the tool's category and values too), unless the stock
 * moved since the form was loaded (an order reserved some): then nothing is written, so the
 * order's reservation is never undone by a stale form.
 */
export async function updateTool(
  id: string,
  input: ToolInput,
  stockSeen: number,
  sku?: string,
  specs?: ToolSpecs,
): Promise<ToolUpdate> {
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      const updatedAt = new Date().toISOString();
      const before = await stockOf(trx, id);
      const after = await trx
        .updateTable("tools")
        .set({ ...input, ...(sku === undefined ? {} : { sku }), updatedAt })
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .where("available_qyt", "=", stockSeen)
        .returning(["available_qyt", "lowStockThreshold"])
        .executeTakeFirst();
      if (!before || !after) return false;
      // The spec's `img` is the gallery's first picture.
      await trx
        .updateTable("tool_images")
        .set({ url: input.img })
        .where("toolId", "=", id)
        .where("position", "=", 0)
        .execute();
      if (specs) await writeToolSpecs(trx, id, specs, updatedAt);
      await announceChange(trx, id, before, after);
      return true;
    })
    .catch((error: unknown) => {
      if (isSkuTaken(error)) return "sku-taken" as const;
      throw error;
    });
  if (updated === "sku-taken") return { status: "sku-taken" };
  if (updated) {
    announcePublicChange("catalogue");
    return { status: "updated" };
  }
  const current = await getTool(id);
  return current
    ? { status: "stock-changed", stock: current.available_qyt }
    : { status: "missing" };
}

/**
 * PUT /api/tools/{id}: a live tool's part number, its category and values and/or its volume
 * breaks (judged before against its list price), in one transaction (all of it or none); "sku-taken" when the unique index refuses the number.
 */
export async function changeTool(
  id: string,
  {
    sku,
    specs,
    priceBreaks,
    pictures,
    lowStockThreshold,
  }: {
    sku?: string;
    specs?: ToolSpecs;
    priceBreaks?: PriceBreak[];
    pictures?: { url: string; alt: string }[];
    lowStockThreshold?: number | null;
  },
): Promise<"updated" | "missing" | "sku-taken"> {
  const updatedAt = new Date().toISOString();
  const written = await db
    .transaction()
    .execute(async (trx) => {
      const before = await stockOf(trx, id);
      const after = await trx
        .updateTable("tools")
        .set({
          ...(sku === undefined ? {} : { sku }),
          ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }),
          updatedAt,
        })
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .returning(["available_qyt", "lowStockThreshold"])
        .executeTakeFirst();
      if (!before || !after) return "missing" as const;
      if (specs) await writeToolSpecs(trx, id, specs, updatedAt);
      if (priceBreaks) await writePriceBreaks(trx, id, priceBreaks);
      if (pictures?.length) await replaceGallery(trx, id, pictures);
      await announceChange(trx, id, before, after);
      return "updated" as const;
    })
    .catch((error: unknown) => {
      if (isSkuTaken(error)) return "sku-taken" as const;
      throw error;
    });
  if (written === "updated") announcePublicChange("catalogue");
  return written;
}

export type Restock =
  | { status: "restocked"; stock: number }
  | { status: "missing" }
  | { status: "over-limit"; stock: number };

/** Adds to the stock in one update (orders placed meanwhile keep theirs); never above `max`. */
export async function restockTool(id: string, quantity: number, max: number): Promise<Restock> {
  const result = await db.transaction().execute(async (trx) => {
    const restocked = await trx
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
    if (restocked) await announceTools(trx, "tool.updated", [id]);
    return restocked;
  });
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
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("tools")
      .set({ deletedAt: now, updatedAt: now })
      .where("id", "=", id)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await announceTools(trx, "tool.deleted", [id]);
    return true;
  });
  if (deleted) announcePublicChange("catalogue");
  return deleted;
}

/** A tool's stock and threshold as the caller's transaction has them (before a change). */
function stockOf(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom("tools")
    .select(["available_qyt", "lowStockThreshold"])
    .where("id", "=", id)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

type Stock = { available_qyt: number; lowStockThreshold: number | null };

/** An admin's change, announced: tool.updated, and tool.low_stock if it took the stock under. */
async function announceChange(trx: Transaction<DB>, id: string, before: Stock, after: Stock) {
  await announceTools(trx, "tool.updated", [id]);
  if (fellUnderThreshold(before, after)) await announceTools(trx, "tool.low_stock", [id]);
}

/**
 * The spec's JSON shape of a tool (the API's): `_id` for the id, its field names, money in
 * dollars, its category's slug (issue 50, from `categories`: the taxonomy's); a price group
 * member's own answer adds the list price (`pricedFor`, issue 40).
 */
export function toolJson(
  tool: ToolSummary & { listPrice?: number },
  categories: ReadonlyMap<string, { slug: string }>,
): ToolJson {
  return {
    _id: tool.id,
    name: tool.name,
    img: tool.img,
    description: tool.description,
    price: centsToDollars(tool.price),
    minimum_qyt: tool.minimum_qyt,
    available_qyt: tool.available_qyt,
    sku: tool.sku,
    category: (tool.categoryId && categories.get(tool.categoryId)?.slug) || null,
    lowStockThreshold: tool.lowStockThreshold,
    ...(tool.listPrice === undefined ? {} : { listPrice: centsToDollars(tool.listPrice) }),
  };
}

/** The tool on sale with this part number, typed in any case (GET /api/tools?sku=). */
export function toolBySku(typed: string): Promise<ToolSummary | undefined> {
  return onSale()
    .select(TOOL_SUMMARY_COLUMNS)
    .where("sku", "=", canonicalSku(typed))
    .executeTakeFirst();
}

/**
 * The tools with these part numbers (already canonical), deleted ones too, so that the quick
 * order can tell a part number no longer sold from one never known.
 */
export function toolsBySkus(skus: string[]) {
  if (!skus.length) return Promise.resolve([]);
  return db
    .selectFrom("tools")
    .select([...TOOL_SUMMARY_COLUMNS, "deletedAt"])
    .where("sku", "in", skus)
    .execute();
}
