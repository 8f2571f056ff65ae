// Writes the demo catalogue's categories and specifications (seed-taxonomy.ts), and each seeded
// tool's values, pictures, family and accessories, inside the seed's transaction.
import type { Insertable } from "kysely";
import type { Database } from "./connection";
import { newId } from "./id";
import { seedPriceGroup, type SeedTool } from "./seed-data";
import { type SeedCategory, seedAttributes, seedCategories, seedFamilies } from "./seed-taxonomy";
import type { Categories, ToolAttributes } from "./types";

export interface Taxonomy {
  categoryIds: Map<string, string>;
  attributeIds: Map<string, string>;
}

type Transaction = Pick<Database, "insertInto">;

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 500;

export async function insertInBatches<Row>(
  rows: Row[],
  insert: (batch: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
}

/** The categories, attributes and choices of the demo catalogue; answers their ids. */
export async function insertTaxonomy(trx: Transaction, at: string): Promise<Taxonomy> {
  const attributeIds = new Map(seedAttributes.map((attribute) => [attribute.key, newId()]));
  await trx
    .insertInto("attributes")
    .values(
      seedAttributes.map(({ key, name, type, unit }) => ({
        id: attributeIds.get(key)!,
        key,
        name,
        type,
        unit: unit ?? null,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
  const options = seedAttributes.flatMap(({ key, options = [] }) =>
    options.map((value, position) => ({ attributeId: attributeIds.get(key)!, value, position })),
  );
  await trx.insertInto("attribute_options").values(options).execute();

  const categoryIds = new Map<string, string>();
  const categories: { row: Insertable<Categories>; attributes: string[] }[] = [];
  const add = (category: SeedCategory, position: number, parentId: string | null) => {
    const id = newId();
    categoryIds.set(category.slug, id);
    categories.push({
      row: {
        id,
        slug: category.slug,
        name: category.name,
        parentId,
        position,
        createdAt: at,
        updatedAt: at,
      },
      attributes: category.attributes,
    });
    category.children?.forEach((child, index) => add(child, index, id));
  };
  seedCategories.forEach((category, index) => add(category, index, null));
  await trx
    .insertInto("categories")
    .values(categories.map(({ row }) => row))
    .execute();
  await trx
    .insertInto("category_attributes")
    .values(
      categories.flatMap(({ row, attributes }) =>
        attributes.map((key, position) => ({
          categoryId: row.id,
          attributeId: attributeIds.get(key)!,
          position,
        })),
      ),
    )
    .execute();
  return { categoryIds, attributeIds };
}

/** A seeded tool's specification rows, its values checked against the taxonomy. */
export function specRows(
  toolId: string,
  specs: Record<string, string>,
  { attributeIds }: Taxonomy,
): Insertable<ToolAttributes>[] {
  return Object.entries(specs).map(([key, value]) => {
    const attributeId = attributeIds.get(key);
    if (!attributeId) throw new Error(`The seed names an unknown attribute: ${key}`);
    return { toolId, attributeId, value };
  });
}

/**
 * Each demo tool's specifications, pictures (`img` first) and accessories, once the tools are
 * inserted.
 */
export async function insertToolDetails(
  trx: Transaction,
  tools: { id: string; seed: SeedTool }[],
  taxonomy: Taxonomy,
): Promise<void> {
  await insertInBatches(
    tools.flatMap(({ id, seed }) => specRows(id, seed.specs, taxonomy)),
    (batch) => trx.insertInto("tool_attributes").values(batch).execute(),
  );
  await insertInBatches(
    tools.flatMap(({ id, seed }) =>
      [{ url: seed.img, alt: seed.name }, ...(seed.pictures ?? [])].map((picture, position) => ({
        id: newId(),
        toolId: id,
        ...picture,
        position,
      })),
    ),
    (batch) => trx.insertInto("tool_images").values(batch).execute(),
  );
  const bySku = new Map(tools.map(({ id, seed }) => [seed.sku, id]));
  const accessories = tools.flatMap(({ id, seed }) =>
    (seed.accessories ?? []).map((sku, position) => {
      const accessoryId = bySku.get(sku);
      if (!accessoryId) throw new Error(`The seed names an unknown accessory: ${sku}`);
      return { toolId: id, accessoryId, position };
    }),
  );
  if (accessories.length) await trx.insertInto("tool_accessories").values(accessories).execute();
  const breaks = tools.flatMap(({ id, seed }) =>
    (seed.priceBreaks ?? []).map((rung) => ({
      toolId: id,
      minQyt: rung.minQyt,
      price: rung.priceCents,
    })),
  );
  if (breaks.length) await trx.insertInto("tool_price_breaks").values(breaks).execute();
}

/** The demo's price group and its category discounts; answers its id. */
export async function insertPriceGroup(
  trx: Transaction,
  taxonomy: Taxonomy,
  at: string,
): Promise<string> {
  const id = newId();
  const { name, discountBp, categories } = seedPriceGroup;
  await trx
    .insertInto("price_groups")
    .values({ id, name, discountBp, createdAt: at, updatedAt: at })
    .execute();
  await trx
    .insertInto("price_group_categories")
    .values(
      Object.entries(categories).map(([slug, bp]) => ({
        groupId: id,
        categoryId: taxonomy.categoryIds.get(slug)!,
        discountBp: bp,
      })),
    )
    .execute();
  return id;
}

/** The demo's families of variants, inserted before their tools; answers their ids by key. */
export async function insertFamilies(trx: Transaction, at: string): Promise<Map<string, string>> {
  const ids = new Map(Object.keys(seedFamilies).map((key) => [key, newId()]));
  await trx
    .insertInto("tool_families")
    .values(
      Object.entries(seedFamilies).map(([key, name]) => ({
        id: ids.get(key)!,
        name,
        createdAt: at,
      })),
    )
    .execute();
  return ids;
}
