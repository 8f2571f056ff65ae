import type { Kysely, Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import type { WebhookEvent } from "#app/utils/webhook-events.ts";
import { TOOL_SUMMARY_COLUMNS, toolJson } from "./tool.server";
import { announceEach, subscribersOf } from "./webhook-outbox.server";

// A tool's webhook events (issue 50): the tool as the API lists it, read in the transaction of
// the change, so the event shows what that change committed.

/** Ids per query: well under either engine's limit of bound parameters. */
const IDS_PER_QUERY = 500;

/** The tools' JSON as the API lists them (`toolJson`), deleted ones too, in the caller's transaction. */
async function toolsJsonIn(trx: Kysely<DB>, ids: string[]) {
  const tools = await trx
    .selectFrom("tools")
    .leftJoin("categories", "categories.id", "tools.categoryId")
    .select(TOOL_SUMMARY_COLUMNS.map((column) => `tools.${column}` as const))
    .select("categories.slug")
    .where("tools.id", "in", ids)
    .orderBy("tools.id")
    .execute();
  return tools.map(({ slug, ...tool }) =>
    toolJson(tool, new Map(tool.categoryId && slug ? [[tool.categoryId, { slug }]] : [])),
  );
}

/** Announces `type` for each of these tools (one event per tool), if any endpoint wants it. */
export async function announceTools(trx: Transaction<DB>, type: WebhookEvent, ids: string[]) {
  if (!ids.length || !(await subscribersOf(trx, type)).length) return;
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
    await announceEach(trx, type, await toolsJsonIn(trx, ids.slice(start, start + IDS_PER_QUERY)));
}

type Stock = { available_qyt: number; lowStockThreshold: number | null };

/** Under its threshold: the stock a tool.low_stock speaks of. */
const isLowStock = (tool: Stock) =>
  tool.lowStockThreshold !== null && tool.available_qyt < tool.lowStockThreshold;

/**
 * Whether a change took a tool's stock under its threshold: under it now, and not before (then
 * it was announced when it fell, and is not again until it has risen back).
 */
export const fellUnderThreshold = (before: Stock, after: Stock) =>
  isLowStock(after) && !isLowStock(before);

/**
 * Announces tool.low_stock for the tools a bulk write (an import) took under their thresholds:
 * `before` is each tool's stock as the write found it; the rows now, in the caller's
 * transaction, say where it went.
 */
export async function announceFallenStock(
  trx: Transaction<DB>,
  before: { id: string; available_qyt: number }[],
) {
  if (!before.length || !(await subscribersOf(trx, "tool.low_stock")).length) return;
  const stockBefore = new Map(before.map((tool) => [tool.id, tool.available_qyt]));
  const fallen: string[] = [];
  for (let start = 0; start < before.length; start += IDS_PER_QUERY) {
    const rows = await trx
      .selectFrom("tools")
      .select(["id", "available_qyt", "lowStockThreshold"])
      .where(
        "id",
        "in",
        before.slice(start, start + IDS_PER_QUERY).map((tool) => tool.id),
      )
      .execute();
    for (const row of rows) {
      const was = { ...row, available_qyt: stockBefore.get(row.id) ?? row.available_qyt };
      if (fellUnderThreshold(was, row)) fallen.push(row.id);
    }
  }
  await announceTools(trx, "tool.low_stock", fallen);
}
