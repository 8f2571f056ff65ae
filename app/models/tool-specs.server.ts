import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import type { ToolSpecs } from "#app/schemas/tool-specs.ts";
import { specText } from "#app/utils/spec-values.ts";
import {
  attributesOfCategory,
  categoryPath,
  taxonomy,
  type Attribute,
  type Category,
} from "./taxonomy.server";

// A tool's category and specification values (issue 39). A tool's values are those of the
// attributes its category names (its own and its parent's); writing a tool's category writes
// its values with it, so a tool moved to another category keeps the values of the attributes
// both categories name and loses the others (the form and the API send only the new category's).

/** A tool's category and stored values, by attribute key. */
export interface StoredSpecs {
  category: Category | null;
  /** The category's attributes with the tool's value, in the category's order. */
  values: { attribute: Attribute; value: string }[];
}

export async function readToolSpecs(toolId: string): Promise<StoredSpecs | undefined> {
  const [tool, rows, known] = await Promise.all([
    db
      .selectFrom("tools")
      .select("categoryId")
      .where("id", "=", toolId)
      .where("deletedAt", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("tool_attributes")
      .select(["attributeId", "value"])
      .where("toolId", "=", toolId)
      .execute(),
    taxonomy(),
  ]);
  if (!tool) return undefined;
  const category = tool.categoryId ? (known.byId.get(tool.categoryId) ?? null) : null;
  if (!category) return { category: null, values: [] };
  const byAttribute = new Map(rows.map((row) => [row.attributeId, row.value]));
  const values = attributesOfCategory(known, category).flatMap((attribute) => {
    const value = byAttribute.get(attribute.id);
    return value === undefined ? [] : [{ attribute, value }];
  });
  return { category, values };
}

/** The API's view: `category` (its slug, or null) and `attributes` ({ key: value }). */
export function specsJson(specs: StoredSpecs) {
  return {
    category: specs.category?.slug ?? null,
    attributes: Object.fromEntries(
      specs.values.map(({ attribute, value }) => [attribute.key, value]),
    ),
  };
}

/** The product page's table: each value the tool has, as people read it. */
export function specRows(specs: StoredSpecs) {
  return specs.values.map(({ attribute, value }) => ({
    key: attribute.key,
    name: attribute.name,
    text: specText(attribute, value),
  }));
}

/** The tool's category and the ones above it, top first (its breadcrumbs). */
export async function categoryTrail(category: Category | null) {
  if (!category) return [];
  const known = await taxonomy();
  return categoryPath(known, category).map(({ slug, name }) => ({ slug, name }));
}

/**
 * Inside a tool's write: its category and exactly these values (others go), and its
 * `updatedAt` (the catalogue index of each instance reads again what changed).
 */
export async function writeToolSpecs(
  trx: Transaction<DB>,
  toolId: string,
  specs: ToolSpecs,
  at: string,
): Promise<void> {
  await trx
    .updateTable("tools")
    .set({ categoryId: specs.categoryId, updatedAt: at })
    .where("id", "=", toolId)
    .execute();
  await trx.deleteFrom("tool_attributes").where("toolId", "=", toolId).execute();
  if (specs.values.length)
    await trx
      .insertInto("tool_attributes")
      .values(specs.values.map((value) => ({ toolId, ...value })))
      .execute();
}
