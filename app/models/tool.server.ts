import { sql, type Selectable } from "kysely";
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
