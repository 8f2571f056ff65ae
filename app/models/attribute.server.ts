import type { Kysely, Transaction } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import type { AttributeType } from "#app/utils/spec-values.ts";
import { announcePublicChange } from "./public-changes.server";

// An admin's writes to the specification attributes (issue 39). Each bumps the attribute's
// `updatedAt` (and the categories that name it) and announces a catalogue change after commit.

export interface AttributeInput {
  name: string;
  unit: string | null;
  /** A choice's values in order; none for the other types. */
  options: string[];
}

/** A new attribute; its key (its query parameter) is unique. */
export async function addAttribute(
  input: AttributeInput & { key: string; type: AttributeType },
): Promise<"saved" | "key-taken"> {
  const id = newId();
  const at = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("attributes")
        .values({
          id,
          key: input.key,
          name: input.name,
          type: input.type,
          unit: input.type === "number" ? input.unit : null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await writeOptions(trx, id, input.type === "choice" ? input.options : []);
    });
  } catch (error) {
    if (isUniqueViolation(error, "attributes", ["key"])) return "key-taken";
    throw error;
  }
  announcePublicChange("catalogue");
  return "saved";
}

async function writeOptions(trx: Transaction<DB>, attributeId: string, options: string[]) {
  await trx.deleteFrom("attribute_options").where("attributeId", "=", attributeId).execute();
  if (options.length)
    await trx
      .insertInto("attribute_options")
      .values(options.map((value, position) => ({ attributeId, value, position })))
      .execute();
}

export type AttributeWrite =
  | { status: "saved" }
  | { status: "missing" }
  | { status: "option-in-use"; option: string; count: number };

/**
 * Changes an attribute's name, a number's unit or a choice's options (in the new order). An
 * option that tools have cannot be removed (nor renamed, which removes it): their values would
 * stop being one of the options.
 */
export async function updateAttribute(id: string, input: AttributeInput): Promise<AttributeWrite> {
  const result = await db.transaction().execute(async (trx): Promise<AttributeWrite> => {
    const attribute = await trx
      .selectFrom("attributes")
      .select("type")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!attribute) return { status: "missing" };
    if (attribute.type === "choice") {
      const used = await trx
        .selectFrom("tool_attributes")
        .innerJoin("tools", "tools.id", "tool_attributes.toolId")
        .select(["tool_attributes.value", (eb) => eb.fn.countAll<number>().as("count")])
        .where("tool_attributes.attributeId", "=", id)
        .where("tools.deletedAt", "is", null)
        .groupBy("tool_attributes.value")
        .execute();
      const removed = used.find((row) => !input.options.includes(row.value));
      if (removed)
        return { status: "option-in-use", option: removed.value, count: Number(removed.count) };
      await writeOptions(trx, id, input.options);
      // A deleted tool (kept for its orders) drops a value that is no longer an option.
      await trx
        .deleteFrom("tool_attributes")
        .where("attributeId", "=", id)
        .where("value", "not in", input.options)
        .execute();
    }
    const at = new Date().toISOString();
    await trx
      .updateTable("attributes")
      .set({
        name: input.name,
        unit: attribute.type === "number" ? input.unit : null,
        updatedAt: at,
      })
      .where("id", "=", id)
      .execute();
    await bumpCategoriesNaming(trx, id, at);
    return { status: "saved" };
  });
  if (result.status === "saved") announcePublicChange("catalogue");
  return result;
}

/** Categories that name the attribute show it changed: their own `updatedAt` moves too. */
async function bumpCategoriesNaming(trx: Transaction<DB>, attributeId: string, at: string) {
  await trx
    .updateTable("categories")
    .set({ updatedAt: at })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("category_attributes")
        .select("categoryId")
        .where("attributeId", "=", attributeId),
    )
    .execute();
}

export type AttributeDelete =
  { status: "deleted" } | { status: "missing" } | { status: "has-values"; count: number };

/** Deletes an attribute no tool on sale has a value for (categories stop naming it). */
export async function deleteAttribute(id: string): Promise<AttributeDelete> {
  const result = await db.transaction().execute(async (trx): Promise<AttributeDelete> => {
    const count = await countToolsWithValue(trx, id);
    if (count > 0) return { status: "has-values", count };
    await bumpCategoriesNaming(trx, id, new Date().toISOString());
    const deleted = await trx.deleteFrom("attributes").where("id", "=", id).executeTakeFirst();
    return deleted.numDeletedRows > 0n ? { status: "deleted" } : { status: "missing" };
  });
  if (result.status === "deleted") announcePublicChange("catalogue");
  return result;
}

/**
 * How many tools on sale have a value for the attribute (only those of `categoryIds`, when
 * given): what an attribute's delete, or a category's leaving it out, would take from them.
 */
export async function countToolsWithValue(
  executor: Kysely<DB>,
  attributeId: string,
  categoryIds?: string[],
): Promise<number> {
  if (categoryIds?.length === 0) return 0;
  let query = executor
    .selectFrom("tool_attributes")
    .innerJoin("tools", "tools.id", "tool_attributes.toolId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("tool_attributes.attributeId", "=", attributeId)
    .where("tools.deletedAt", "is", null);
  if (categoryIds) query = query.where("tools.categoryId", "in", categoryIds);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** How many tools on sale have a value for each attribute (the attributes page's counts). */
export async function toolCountsByAttribute(): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("tool_attributes")
    .innerJoin("tools", "tools.id", "tool_attributes.toolId")
    .select(["tool_attributes.attributeId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("tools.deletedAt", "is", null)
    .groupBy("tool_attributes.attributeId")
    .execute();
  return new Map(rows.map((row) => [row.attributeId, Number(row.count)]));
}
