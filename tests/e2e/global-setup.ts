// Starts the built shop once for the whole run: a free loopback port, a fresh database file
// with the demo catalogue (plus older filler tools for a second catalogue page), Google played
// by a local OAuth2 server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { seedDemoData } from "#db/seed.ts";
import { startFakeGoogle } from "#tests/fakes/google-oauth.ts";
import { demoAdmin, FILLER_TOOL_COUNT, fillerToolName } from "./support/demo";
import { startShop } from "./support/shop-server";

async function prepareDatabase(file: string) {
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedDemoData(db, { adminEmail: demoAdmin.email, adminPassword: demoAdmin.password });
  await db
    .insertInto("tools")
    .values(
      Array.from({ length: FILLER_TOOL_COUNT }, (_, index) => ({
        id: newId(),
        sku: `FL-BIN-${String(index + 1).padStart(2, "0")}`,
        name: fillerToolName(index + 1),
        img: "/images/tools/wet-dry-vacuum.svg",
        description: "Stackable polypropylene bin for workshop shelving.",
        price: 450,
        minimum_qyt: 10,
        available_qyt: 400,
        createdAt: new Date(Date.UTC(2020, 0, FILLER_TOOL_COUNT - index)).toISOString(),
      })),
    )
    .execute();
  await db.destroy();
}

const ERROR_LINES_SHOWN = 200;

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), "storefront-e2e-"));
  const databaseUrl = join(dir, "e2e.db");
  await prepareDatabase(databaseUrl);
  const google = await startFakeGoogle();
  const shop = await startShop(databaseUrl, {
    ...google.env,
    DEMO_ADMIN_EMAIL: demoAdmin.email,
    DEMO_ADMIN_PASSWORD: demoAdmin.password,
    WRITE_RATE_LIMIT: "100000",
    AUTH_RATE_LIMIT: "100000",
  });

  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_GOOGLE_URL = google.url;

  return async () => {
    try {
      await shop.stop();
    } finally {
      // A failed spec shows only what the browser saw; the server's side of it (a stack trace
      // behind an error page) is in the run's output this way, also in CI.
      const errors = shop.errorOutput().trim();
      if (errors)
        console.log(
          `\nThe e2e shop's stderr (last ${ERROR_LINES_SHOWN} lines):\n${errors.split("\n").slice(-ERROR_LINES_SHOWN).join("\n")}`,
        );
      await google.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
