// A large, believable catalogue for trying the shop at scale (`npm run db:seed -- --tools N`):
// variants of the demo tools in series and model numbers, with their own prices and stock.
import type { Insertable } from "kysely";
import type { Database } from "./connection";
import { newId } from "./id";
import { type SeedTool, seedTools } from "./seed-data";
import { insertInBatches, specRows, type Taxonomy } from "./seed-specs";
import type { Tools } from "./types";

const SERIES = ["Trade", "Pro", "Compact", "Site", "Heavy-Duty", "Workshop", "Contractor", "Max"];
const ROWS_PER_INSERT = 500;

/** A small fixed-seed generator: the same catalogue every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A number near `value` (70% to 130% of it), to the precision its text shows. */
function near(value: string, next: () => number): string {
  const decimals = value.split(".")[1]?.length ?? 0;
  const varied = Number(value) * (0.7 + 0.6 * next());
  return String(Number(varied.toFixed(decimals)) || Number(value));
}

/** Cordless tools come in both voltages, as kits and bare; numbers vary around the demo's. */
function generatedSpecs(template: SeedTool, next: () => number): Record<string, string> {
  const specs: Record<string, string> = {};
  for (const [key, value] of Object.entries(template.specs)) {
    if (key === "voltage" && value !== "120 V") specs[key] = next() < 0.7 ? "18 V" : "36 V";
    else if (key === "battery-included") specs[key] = next() < 0.5 ? "yes" : "no";
    else if (key === "capacity") specs[key] = ["2", "4", "5", "6", "8"][Math.floor(next() * 5)]!;
    else if (key === "weight" || key === "max-torque") specs[key] = near(value, next);
    else specs[key] = value;
  }
  return specs;
}

interface GeneratedTool {
  row: Insertable<Tools>;
  template: SeedTool;
  specs: Record<string, string>;
}

function generatedTool(index: number, next: () => number, oldest: number): GeneratedTool {
  const template = seedTools[index % seedTools.length]!;
  const series = SERIES[Math.floor(index / seedTools.length) % SERIES.length]!;
  const model = `FL-${String(10_000 + index)}`;
  // Prices from 70% to 150% of the demo tool's, ending in .99 as shops' do.
  const price = Math.max(
    99,
    Math.round((template.priceCents * (0.7 + 0.8 * next())) / 100) * 100 - 1,
  );
  const minimum = template.minimum_qyt;
  // Older than the demo catalogue, a second apart: the demo tools stay the newest.
  const createdAt = new Date(oldest - index * 1_000).toISOString();
  const row = {
    id: newId(),
    name: `${template.name.replace(/^Forgeline /, `Forgeline ${series} `)} ${model}`,
    img: template.img,
    description: template.description,
    price,
    minimum_qyt: minimum,
    available_qyt: minimum + Math.floor(next() * 3_000),
    sku: model,
    createdAt,
    updatedAt: createdAt,
  };
  return { row, template, specs: generatedSpecs(template, next) };
}

/** The ids of the taxonomy's categories by slug and attributes by key, as the demo seeded them. */
async function taxonomyOf(db: Database): Promise<Taxonomy> {
  const [categories, attributes] = await Promise.all([
    db.selectFrom("categories").select(["id", "slug"]).execute(),
    db.selectFrom("attributes").select(["id", "key"]).execute(),
  ]);
  return {
    categoryIds: new Map(categories.map((category) => [category.slug, category.id])),
    attributeIds: new Map(attributes.map((attribute) => [attribute.key, attribute.id])),
  };
}

/**
 * Adds generated tools until the catalogue holds `total` tools, in one transaction: each in its
 * template's category (when the catalogue has it) with its specifications and its picture.
 */
export async function fillCatalogue(db: Database, total: number, now = new Date()) {
  const counted = await db
    .selectFrom("tools")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const missing = total - Number(counted.count);
  if (missing <= 0) return 0;
  const next = random(20_261_122);
  const oldest = now.getTime() - 200 * 24 * 60 * 60 * 1_000;
  const taxonomy = await taxonomyOf(db);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < missing; start += ROWS_PER_INSERT) {
      const count = Math.min(ROWS_PER_INSERT, missing - start);
      const tools = Array.from({ length: count }, (_, offset) =>
        generatedTool(start + offset, next, oldest),
      );
      const categorised = tools.map(({ row, template }) => ({
        ...row,
        categoryId: taxonomy.categoryIds.get(template.category) ?? null,
      }));
      await trx.insertInto("tools").values(categorised).execute();
      await trx
        .insertInto("tool_images")
        .values(
          tools.map(({ row }) => ({
            id: newId(),
            toolId: row.id,
            url: row.img,
            alt: row.name,
            position: 0,
          })),
        )
        .execute();
      if (taxonomy.attributeIds.size)
        await insertInBatches(
          tools.flatMap(({ row, specs }) => specRows(row.id, specs, taxonomy)),
          (batch) => trx.insertInto("tool_attributes").values(batch).execute(),
        );
    }
  });
  return missing;
}
