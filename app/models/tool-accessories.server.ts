import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { MAX_ACCESSORIES } from "#app/schemas/tool-extras.ts";
import { movedInList, type Move } from "#app/utils/reorder.ts";
import { toolOfSku, writeToolDetails } from "./catalogue-write.server";

/** What a product page shows of a related tool: a compact link with its price. */
export interface RelatedTool {
  id: string;
  name: string;
  img: string;
  sku: string | null;
  price: number;
  /** Its category, which a price group's discount may depend on. */
  categoryId: string | null;
}

const relatedColumns = [
  "tools.id",
  "tools.name",
  "tools.img",
  "tools.sku",
  "tools.price",
  "tools.categoryId",
] as const;

/** What goes with a tool (batteries, chargers, bits), in the order an admin set; on sale only. */
export function toolAccessories(toolId: string): Promise<RelatedTool[]> {
  return db
    .selectFrom("tool_accessories")
    .innerJoin("tools", "tools.id", "tool_accessories.accessoryId")
    .select(relatedColumns)
    .where("tool_accessories.toolId", "=", toolId)
    .where("tools.deletedAt", "is", null)
    .orderBy("tool_accessories.position")
    .execute();
}

/** The tools on sale an accessory goes with, by name. Capped: a charger may fit a whole range. */
export function accessoryFits(
  accessoryId: string,
  limit = MAX_ACCESSORIES,
): Promise<RelatedTool[]> {
  return db
    .selectFrom("tool_accessories")
    .innerJoin("tools", "tools.id", "tool_accessories.toolId")
    .select(relatedColumns)
    .where("tool_accessories.accessoryId", "=", accessoryId)
    .where("tools.deletedAt", "is", null)
    .orderBy("tools.name")
    .orderBy("tools.id")
    .limit(limit)
    .execute();
}

export type AccessoryWrite =
  "changed" | "missing" | "unknown-sku" | "itself" | "already" | "full" | "no-accessory" | "at-end";

/** The accessory rows of a tool in order, deleted accessories included (they keep their place). */
async function accessoryIds(trx: Transaction<DB>, toolId: string) {
  const rows = await trx
    .selectFrom("tool_accessories")
    .select("accessoryId")
    .where("toolId", "=", toolId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.accessoryId);
}

/** Adds the tool with part number `sku` at the end of what goes with `toolId`. */
export function addAccessory(toolId: string, sku: string): Promise<AccessoryWrite> {
  return writeToolDetails<AccessoryWrite>(toolId, async (trx) => {
    const accessory = await toolOfSku(trx, sku);
    if (!accessory) return "unknown-sku";
    if (accessory.id === toolId) return "itself";
    const ids = await accessoryIds(trx, toolId);
    if (ids.includes(accessory.id)) return "already";
    if (ids.length >= MAX_ACCESSORIES) return "full";
    await trx
      .insertInto("tool_accessories")
      .values({ toolId, accessoryId: accessory.id, position: ids.length })
      .execute();
    return "changed";
  });
}

/** Takes an accessory off a tool's list. */
export function removeAccessory(toolId: string, accessoryId: string): Promise<AccessoryWrite> {
  return writeToolDetails<AccessoryWrite>(toolId, async (trx) => {
    const result = await trx
      .deleteFrom("tool_accessories")
      .where("toolId", "=", toolId)
      .where("accessoryId", "=", accessoryId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n ? "changed" : "no-accessory";
  });
}

/** Moves an accessory one place up or down the tool's list. */
export function moveAccessory(
  toolId: string,
  accessoryId: string,
  move: Move,
): Promise<AccessoryWrite> {
  return writeToolDetails<AccessoryWrite>(toolId, async (trx) => {
    const ids = await accessoryIds(trx, toolId);
    if (!ids.includes(accessoryId)) return "no-accessory";
    const moved = movedInList(ids, accessoryId, move);
    if (!moved) return "at-end";
    for (const [position, id] of moved.entries())
      await trx
        .updateTable("tool_accessories")
        .set({ position })
        .where("toolId", "=", toolId)
        .where("accessoryId", "=", id)
        .execute();
    return "changed";
  });
}
