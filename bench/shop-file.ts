// What the bench writes and reads straight in a shop's SQLite file, beside the shop serving it:
// the seeded catalogue, tools stocked for the order runs, and the stock check after them. Shared
// by npm run bench (bench/run.ts) and its side-by-side run (bench/against.ts), which does the
// same in the other revision's database (these tables are alike in both).
import { execFileSync } from "node:child_process";
import SQLite from "better-sqlite3";
import { newId } from "#db/id.ts";

/**
 * The demo data and generated tools up to `tools`, by the seed command of the checkout at `cwd`
 * (this one unless given): each revision seeds its own schema.
 */
export function seed(file: string, tools: number, cwd?: string) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "runtime/cli.ts", "seed", "--tools", String(tools)],
    { cwd, env: { ...process.env, DATABASE_URL: file }, stdio: "ignore" },
  );
}

/** A tool with `stock` pieces and a minimum order of one, for the order runs; answers its id. */
export function insertBenchTool(file: string, stock: number) {
  const db = new SQLite(file);
  const id = newId();
  db.prepare(
    `insert into tools (id, name, img, description, price, minimum_qyt, available_qyt, "createdAt")
     values (?, 'Bench Pallet Jack', '/images/tools/socket-set.svg', 'For the benchmark.', 100, 1, ?, ?)`,
  ).run(id, stock, "2000-01-01T00:00:00.000Z");
  db.close();
  return id;
}

/**
 * The orders of a tool and its stock, read in one statement: one snapshot, so orders the shop is
 * still committing after wrk stopped cannot fall between the two counts.
 */
export function soldAndStock(file: string, toolId: string) {
  const db = new SQLite(file, { readonly: true });
  const counts = db
    .prepare(
      `select (select count(*) from order_lines where toolId = :toolId) as orders,
              (select coalesce(sum(qyt), 0) from order_lines where toolId = :toolId) as pieces,
              (select available_qyt from tools where id = :toolId) as stock`,
    )
    .get({ toolId }) as { orders: number; pieces: number; stock: number };
  db.close();
  return counts;
}
