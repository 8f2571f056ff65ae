// Lighthouse's accessibility score of the public pages, against the built shop on a fresh demo
// database, in Debian's Chromium (headless). Not part of `npm test`: it takes a minute, and
// Lighthouse is not a dependency of the shop (about 110 packages), so it is installed for the run:
//   npm install --no-save lighthouse@13.5.0 && npm run build && npm run a11y:lighthouse
// Exits 1 when a page scores below 100, listing the audits it failed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/connection.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { seedDemoData } from "#db/seed.ts";
import { startShop } from "#tests/e2e/support/shop-server.ts";

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
}
interface Report {
  categories: { accessibility: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { code: string };
}
type RunLighthouse = (
  url: string,
  flags: { port: number; onlyCategories: string[]; logLevel: string },
) => Promise<{ lhr: Report } | undefined>;
interface Launcher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): Promise<void> | void;
  }>;
}

// By name at run time: the script type-checks without Lighthouse installed.
async function load<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    console.error(`${name} is not installed: npm install --no-save lighthouse@13.5.0`);
    process.exit(2);
  }
}

const PUBLIC_PAGES = [
  "/",
  "/tools",
  "/tools?q=drill",
  "{tool}",
  "/blogs",
  "/portfolio",
  "/login",
  "/signup",
  "/api/docs",
];

async function main() {
  const lighthouse = (await load<{ default: RunLighthouse }>("lighthouse")).default;
  const launcher = await load<Launcher>("chrome-launcher");
  const dir = mkdtempSync(join(tmpdir(), "storefront-lighthouse-"));
  const file = join(dir, "shop.db");
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedDemoData(db, { adminEmail: "admin@forgeline.example", adminPassword: "forge-admin" });
  const tool = await db.selectFrom("tools").select("id").executeTakeFirstOrThrow();
  await db.destroy();
  const shop = await startShop(file, {});
  const chrome = await launcher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  let worst = 100;
  try {
    for (const page of PUBLIC_PAGES) {
      const path = page === "{tool}" ? `/tools/${tool.id}` : page;
      const result = await lighthouse(`${shop.baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ["accessibility"],
        logLevel: "error",
      });
      const report = result?.lhr;
      const score = Math.round((report?.categories.accessibility.score ?? 0) * 100);
      const failed = Object.values(report?.audits ?? {})
        .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
        .map((audit) => audit.id);
      worst = Math.min(worst, score);
      console.log(
        `${path.padEnd(40)} ${String(score).padStart(3)}${failed.length ? `  failed: ${failed.join(", ")}` : ""}${report?.runtimeError ? `  ${report.runtimeError.code}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(worst === 100 ? 0 : 1);
}

await main();
