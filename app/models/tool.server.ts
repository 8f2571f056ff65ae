import { sql, type Selectable } from "kysely";
import { newId } from "~db/id";
import type { Tools } from "~db/types";
import { db } from "~/services/db.server";

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

/** `%` and `_` in what a visitor types are meant literally, not as LIKE wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function catalogue(search: string) {
  let query = db.selectFrom("tools").where("deletedAt", "is", null);
  if (search) {
    query = query.where(sql<boolean>`lower(name) like ${containsPattern(search)} escape '\\'`);
  }
  return query;
}

export interface CataloguePage {
  tools: ToolSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export async function listTools({
  search = "",
  page = 1,
  pageSize = TOOLS_PAGE_SIZE,
}: {
  search?: string;
  page?: number;
  pageSize?: number;
}): Promise<CataloguePage> {
  const [tools, counted] = await Promise.all([
    catalogue(search)
      .select(summaryColumns)
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    catalogue(search)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  return { tools, page, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every tool of the catalogue, newest first (the spec's GET /tools). */
export function listAllTools(): Promise<ToolSummary[]> {
  return catalogue("").select(summaryColumns).orderBy("createdAt", "desc").orderBy("id").execute();
}

export async function getTool(id: string): Promise<ToolSummary | undefined> {
  return catalogue("").select(summaryColumns).where("id", "=", id).executeTakeFirst();
}

/** What an admin writes: the spec's fields, the price in cents. */
export type ToolInput = Omit<ToolSummary, "id">;

export async function createTool(input: ToolInput): Promise<ToolSummary> {
  const tool = { id: newId(), ...input };
  await db
    .insertInto("tools")
    .values({ ...tool, createdAt: new Date().toISOString() })
    .execute();
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
  if (result.numUpdatedRows > 0n) return { status: "updated" };
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
  if (result) return { status: "restocked", stock: result.available_qyt };
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
  return result.numUpdatedRows > 0n;
}
