// npm run db:seed [-- --tools N]: migrates, then seeds the demo catalogue into an empty database;
// with --tools, generated tools fill the catalogue up to N tools (to try the shop at scale).
import { parseArgs } from "node:util";
import { env } from "#app/utils/env.server.ts";
import { openDatabase } from "#db/connection.ts";
import { printableUrl } from "#db/engine.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { isDatabaseEmpty, seedDemoData } from "#db/seed.ts";
import { fillCatalogue } from "#db/seed-catalogue.ts";

const { values } = parseArgs({ options: { tools: { type: "string" } } });
const total = values.tools === undefined ? null : Number(values.tools);
if (total !== null && !(Number.isInteger(total) && total > 0 && total <= 1_000_000)) {
  console.error("--tools takes a whole number of tools from 1 to 1,000,000");
  process.exit(2);
}

const db = openDatabase(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  if (await isDatabaseEmpty(db)) {
    await seedDemoData(db, {
      adminEmail: env.DEMO_ADMIN_EMAIL,
      adminPassword: env.DEMO_ADMIN_PASSWORD,
    });
    console.log(`Seeded the demo catalogue into ${printableUrl(env.DATABASE_URL)}.`);
    if (total !== null) {
      const added = await fillCatalogue(db, total);
      console.log(`Added ${added} generated tools.`);
    }
  } else {
    console.log(`${printableUrl(env.DATABASE_URL)} already holds a catalogue; nothing was seeded.`);
  }
} finally {
  await db.destroy();
}
