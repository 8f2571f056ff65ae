import type { Kysely, Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { priceLadder, type PriceBreak, type PriceLadder } from "#app/commerce/index.ts";
import { groupDiscountOn, groupOf, type PriceGroup } from "./price-group.server";
import { announcePublicChange } from "./public-changes.server";
import { announceTools } from "./tool-events.server";
import { taxonomy, type Taxonomy } from "./taxonomy.server";

// What a buyer pays (issue 40): the one place that joins a tool's list price, its volume breaks
// and the buyer's price group into a ladder (app/commerce/ladder.ts). The cart, checkout, the
// one-tool order, the catalogue, the product page and the API all price through here, from the
// buyer's group as the database has it, never from anything the client sends.

type Executor = Kysely<DB> | Transaction<DB>;

/** What pricing needs of a tool: its list price (cents) and category. */
export interface PricedTool {
  price: number;
  categoryId: string | null;
}

/** One buyer's prices: their group (null for everyone else) and the ladders it makes. */
export interface Pricer {
  group: PriceGroup | null;
  /** The tool's ladder for this buyer, from its breaks. */
  ladderOf(tool: PricedTool, breaks: readonly PriceBreak[]): PriceLadder;
  /** The unit price of one (the catalogue's cards and lists: group, not breaks). */
  priceOf(tool: PricedTool): number;
}

function pricer(group: PriceGroup | null, catalogue: Taxonomy | null): Pricer {
  if (!group || !catalogue)
    return {
      group: null,
      ladderOf: (tool, breaks) => priceLadder(tool.price, breaks, null),
      priceOf: (tool) => tool.price,
    };
  const ladderOf = (tool: PricedTool, breaks: readonly PriceBreak[]) =>
    priceLadder(tool.price, breaks, groupDiscountOn(group, tool.categoryId, catalogue));
  return { group, ladderOf, priceOf: (tool) => ladderOf(tool, []).steps[0]!.price };
}

/** The list prices everyone without a group pays (visitors, admins, customers in none). */
export const LIST_PRICES: Pricer = pricer(null, null);

/** Whose prices: an account as the database has it (its price group), or by its id alone. */
export type BuyerAccount = { priceGroupId: string | null } | { userId: string };

/**
 * THE one way to a buyer's prices: an account's (its price group as the database has it: never
 * anything the client sends), or the list prices for nobody (a visitor). The groups are kept in
 * memory; an account given by id alone costs one indexed read.
 */
export async function buyerPrices(account: BuyerAccount | null | undefined): Promise<Pricer> {
  if (!account) return LIST_PRICES;
  const groupId = "userId" in account ? await priceGroupIdOf(account.userId) : account.priceGroupId;
  const group = await groupOf(groupId);
  return group ? pricer(group, await taxonomy()) : LIST_PRICES;
}

/** A tool in a buyer's list: `price` is theirs for one; `listPrice` the list price it is below. */
export type BuyerPriced<Tool extends PricedTool> = Tool & { listPrice?: number };

/**
 * A tool as one buyer sees it in the catalogue's lists (cards, GET /api/tools, GET /api/search):
 * at the buyer's price of one, with the list price kept beside it where their group takes
 * something off. For everyone without a group, the tool as it is.
 */
export function pricedFor<Tool extends PricedTool>(buyer: Pricer, tool: Tool): BuyerPriced<Tool> {
  if (!buyer.group) return tool;
  const price = buyer.priceOf(tool);
  return price < tool.price ? { ...tool, price, listPrice: tool.price } : tool;
}

/** The price group of an account. */
async function priceGroupIdOf(userId: string): Promise<string | null> {
  const user = await db
    .selectFrom("users")
    .select("priceGroupId")
    .where("id", "=", userId)
    .executeTakeFirst();
  return user?.priceGroupId ?? null;
}

/** The volume breaks of these tools, by tool id, each list ascending by quantity. */
export async function priceBreaksOf(
  toolIds: readonly string[],
  executor: Executor = db,
): Promise<Map<string, PriceBreak[]>> {
  const byTool = new Map<string, PriceBreak[]>();
  if (!toolIds.length) return byTool;
  const rows = await executor
    .selectFrom("tool_price_breaks")
    .select(["toolId", "minQyt", "price"])
    .where("toolId", "in", [...new Set(toolIds)])
    .orderBy("toolId")
    .orderBy("minQyt")
    .execute();
  for (const { toolId, minQyt, price } of rows) {
    const breaks = byTool.get(toolId) ?? [];
    breaks.push({ minQyt, price });
    byTool.set(toolId, breaks);
  }
  return byTool;
}

/** The ladders of these tools for one buyer, with their breaks read in one query. */
export async function laddersFor<Tool extends PricedTool & { id: string }>(
  buyer: Pricer,
  tools: readonly Tool[],
  executor: Executor = db,
): Promise<Map<string, PriceLadder>> {
  const breaks = await priceBreaksOf(
    tools.map((tool) => tool.id),
    executor,
  );
  return new Map(tools.map((tool) => [tool.id, buyer.ladderOf(tool, breaks.get(tool.id) ?? [])]));
}

/** One tool's ladder for one buyer (its product, purchase and API pages); null when it is gone. */
export async function toolLadder(buyer: Pricer, toolId: string): Promise<PriceLadder | null> {
  const tool = await db
    .selectFrom("tools")
    .select(["id", "price", "categoryId"])
    .where("id", "=", toolId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  return tool ? ((await laddersFor(buyer, [tool])).get(tool.id) ?? null) : null;
}

/**
 * Replaces a tool's volume breaks (an empty list removes them), in one transaction. The
 * breaks are judged before (app/schemas/price-breaks.ts): ascending quantities, falling
 * prices, each below the list price. Says false when there is no such tool.
 */
export async function setPriceBreaks(
  toolId: string,
  breaks: readonly PriceBreak[],
): Promise<boolean> {
  const written = await db.transaction().execute(async (trx) => {
    const tool = await trx
      .selectFrom("tools")
      .select("id")
      .where("id", "=", toolId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (!tool) return false;
    await writePriceBreaks(trx, toolId, breaks);
    await announceTools(trx, "tool.updated", [toolId]);
    return true;
  });
  // Product pages show the breaks.
  if (written) announcePublicChange("catalogue");
  return written;
}

/** Replaces a tool's breaks inside the caller's transaction (PUT /api/tools/{id} with its other fields). */
export async function writePriceBreaks(
  trx: Transaction<DB>,
  toolId: string,
  breaks: readonly PriceBreak[],
) {
  await trx.deleteFrom("tool_price_breaks").where("toolId", "=", toolId).execute();
  if (breaks.length)
    await trx
      .insertInto("tool_price_breaks")
      .values(breaks.map((rung) => ({ toolId, minQyt: rung.minQyt, price: rung.price })))
      .execute();
}
