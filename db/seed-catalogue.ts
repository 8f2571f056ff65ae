// A large, believable catalogue for trying the shop at scale (`npm run db:seed -- --tools N`):
// variants of the demo tools in series and model numbers, with their own prices and stock.
import type { Insertable } from "kysely";
import type { Database } from "./connection";
import { newId } from "./id";
import { seedTools } from "./seed-data";
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

function generatedTool(index: number, next: () => number, oldest: number): Insertable<Tools> {
  const template = seedTools[index % seedTools.length]!;
  const series = SERIES[Math.floor(index / seedTools.length) % SERIES.length]!;
  const model = `FL-${String(10_000 + index)}`;
  // Prices from 70% to 150% of the demo tool's, ending in .99 as shops' do.
  const price = Math.max(
    99,
    Math.round((template.priceCents * (0.7 + 0.8 * next())) / 100) * 100 - 1,
  );
  const minimum = template.minimum_qyt;
  return {
    id: newId(),
    name: `${template.name.replace(/^Forgeline /, `Forgeline ${series} `)} ${model}`,
    img: template.img,
    description: template.description,
    price,
    minimum_qyt: minimum,
    available_qyt: minimum + Math.floor(next() * 3_000),
    // Older than the demo catalogue, a second apart: the demo tools stay the newest.
    createdAt: new Date(oldest - index * 1_000).toISOString(),
  };
}

/** Adds generated tools until the catalogue holds `total` tools, in one transaction. */
export async function fillCatalogue(db: Database, total: number, now = new Date()) {
  const counted = await db
    .selectFrom("tools")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const missing = total - Number(counted.count);
  if (missing <= 0) return 0;
  const next = random(20_261_122);
  const oldest = now.getTime() - 200 * 24 * 60 * 60 * 1_000;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < missing; start += ROWS_PER_INSERT) {
      const count = Math.min(ROWS_PER_INSERT, missing - start);
      const rows = Array.from({ length: count }, (_, offset) =>
        generatedTool(start + offset, next, oldest),
      );
      await trx.insertInto("tools").values(rows).execute();
    }
  });
  return missing;
}
