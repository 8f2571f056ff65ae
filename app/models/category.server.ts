import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { countToolsWithValue } from "./attribute.server";
import { announcePublicChange } from "./public-changes.server";
import { categoryAndChildren, taxonomy, type Attribute } from "./taxonomy.server";

// An admin's writes to the category tree (issue 39). Each bumps the categories' `updatedAt`
// and announces a catalogue change after its commit.

export interface CategoryInput {
  name: string;
  slug: string;
}

const isSlugTaken = (error: unknown) => isUniqueViolation(error, "categories", ["slug"]);

/** A change of the tree: the catalogue's, and the footer's links every public page shows. */
function announceTreeChange() {
  announcePublicChange("catalogue");
  announcePublicChange("categories");
}

/** A new category at the end of its level: a top one, or a subcategory of the top `parentId`. */
export async function addCategory(
  input: CategoryInput & { parentId: string | null },
): Promise<"saved" | "slug-taken" | "bad-parent"> {
  try {
    const saved = await db.transaction().execute(async (trx) => {
      if (input.parentId) {
        const parent = await trx
          .selectFrom("categories")
          .select("parentId")
          .where("id", "=", input.parentId)
          .executeTakeFirst();
        // Two levels only: a subcategory's parent is a top category.
        if (!parent || parent.parentId !== null) return false;
      }
      const last = await trx
        .selectFrom("categories")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("parentId", input.parentId === null ? "is" : "=", input.parentId)
        .executeTakeFirst();
      const at = new Date().toISOString();
      await trx
        .insertInto("categories")
        .values({
          id: newId(),
          ...input,
          position: Number(last?.position ?? -1) + 1,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      return true;
    });
    if (!saved) return "bad-parent";
  } catch (error) {
    if (isSlugTaken(error)) return "slug-taken";
    throw error;
  }
  announceTreeChange();
  return "saved";
}

/** Renames a category (its name and slug). */
export async function updateCategory(
  id: string,
  input: CategoryInput,
): Promise<"saved" | "slug-taken" | "missing"> {
  try {
    const result = await db
      .updateTable("categories")
      .set({ ...input, updatedAt: new Date().toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return "missing";
  } catch (error) {
    if (isSlugTaken(error)) return "slug-taken";
    throw error;
  }
  announceTreeChange();
  return "saved";
}

/** Swaps a category with the sibling before or after it; false when it is already at that end. */
export async function moveCategory(id: string, direction: "up" | "down"): Promise<boolean> {
  const moved = await db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom("categories")
      .select("parentId")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!category) return false;
    const siblings = await trx
      .selectFrom("categories")
      .select("id")
      .where("parentId", category.parentId === null ? "is" : "=", category.parentId)
      .orderBy("position")
      .orderBy("name")
      .execute();
    const from = siblings.findIndex((sibling) => sibling.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= siblings.length) return false;
    [siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!];
    // Every sibling gets its place anew, so positions that tied (or had gaps) become 0..n.
    const at = new Date().toISOString();
    for (const [position, sibling] of siblings.entries())
      await trx
        .updateTable("categories")
        .set({ position, updatedAt: at })
        .where("id", "=", sibling.id)
        .execute();
    return true;
  });
  if (moved) announceTreeChange();
  return moved;
}

export type CategoryDelete =
  | { status: "deleted" }
  | { status: "missing" }
  | { status: "has-children" }
  | { status: "has-tools"; count: number };

/**
 * Deletes a category that has no subcategories and no tool on sale. Deleted tools (kept for
 * their orders) lose their category with it.
 */
export async function deleteCategory(id: string): Promise<CategoryDelete> {
  const result = await db.transaction().execute(async (trx): Promise<CategoryDelete> => {
    const child = await trx
      .selectFrom("categories")
      .select("id")
      .where("parentId", "=", id)
      .executeTakeFirst();
    if (child) return { status: "has-children" };
    const tools = await trx
      .selectFrom("tools")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("categoryId", "=", id)
      .where("deletedAt", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(tools.count) > 0) return { status: "has-tools", count: Number(tools.count) };
    await trx
      .updateTable("tools")
      .set({ categoryId: null, updatedAt: new Date().toISOString() })
      .where("categoryId", "=", id)
      .execute();
    const deleted = await trx.deleteFrom("categories").where("id", "=", id).executeTakeFirst();
    return deleted.numDeletedRows > 0n ? { status: "deleted" } : { status: "missing" };
  });
  if (result.status === "deleted") announceTreeChange();
  return result;
}

export type CategoryAttributesWrite =
  | { status: "saved" }
  | { status: "missing" }
  | { status: "unknown"; key: string }
  | { status: "in-use"; attribute: string; count: number };

/**
 * The attributes a category names, in this order. Leaving one out is refused while tools on
 * sale that would no longer have it (of this category, or of a subcategory when it is a top
 * one, unless the subcategory names it itself) have a value for it.
 */
export async function setCategoryAttributes(
  id: string,
  keys: string[],
): Promise<CategoryAttributesWrite> {
  const known = await taxonomy();
  const category = known.byId.get(id);
  if (!category) return { status: "missing" };
  const chosen: Attribute[] = [];
  for (const key of keys) {
    const attribute = known.attributes.get(key);
    if (!attribute) return { status: "unknown", key };
    chosen.push(attribute);
  }
  const kept = new Set(chosen.map((attribute) => attribute.id));
  const parent = category.parentId ? known.byId.get(category.parentId) : undefined;
  for (const dropped of category.own.filter((attribute) => !kept.has(attribute.id))) {
    // The categories whose tools would lose it: this one, and subcategories that have it only
    // through this one.
    const losing = categoryAndChildren(category).filter(
      (each) => each === category || !each.own.some((attribute) => attribute.id === dropped.id),
    );
    // A subcategory's tools keep what its parent names.
    if (parent?.own.some((attribute) => attribute.id === dropped.id)) continue;
    const count = await countToolsWithValue(
      db,
      dropped.id,
      losing.map((each) => each.id),
    );
    if (count > 0) return { status: "in-use", attribute: dropped.name, count };
  }
  const written = await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const result = await trx
      .updateTable("categories")
      .set({ updatedAt: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom("category_attributes").where("categoryId", "=", id).execute();
    if (chosen.length)
      await trx
        .insertInto("category_attributes")
        .values(
          chosen.map((attribute, position) => ({
            categoryId: id,
            attributeId: attribute.id,
            position,
          })),
        )
        .execute();
    return true;
  });
  if (!written) return { status: "missing" };
  announcePublicChange("catalogue");
  return { status: "saved" };
}

/** How many tools on sale each category holds itself (the tree page's counts). */
export async function toolCountsByCategory(): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("tools")
    .select(["categoryId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("deletedAt", "is", null)
    .where("categoryId", "is not", null)
    .groupBy("categoryId")
    .execute();
  return new Map(rows.map((row) => [row.categoryId ?? "", Number(row.count)]));
}
