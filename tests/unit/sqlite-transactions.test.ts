// SQLite transactions when another connection writes to the same file (an operator command, a
// second process): one that reads before it writes waits for the other instead of failing, and
// a read-only one (a copy's source) leaves the file writable while it reads.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#db/connection.ts";

const dir = mkdtempSync(join(tmpdir(), "storefront-sqlite-tx-"));
const file = join(dir, "shop.db");
const db = openDatabase(file);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Adds 1 to the counter from another thread's own connection; says "trying" just before. */
function outsideWriter() {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const SQLite = require(workerData.module);
     const db = new SQLite(workerData.file);
     db.pragma("busy_timeout = 5000");
     parentPort.postMessage("trying");
     db.prepare("update counter set n = n + 1").run();
     db.close();`,
    {
      eval: true,
      workerData: { file, module: createRequire(import.meta.url).resolve("better-sqlite3") },
    },
  );
  const done = once(worker, "exit");
  const trying = once(worker, "message");
  return { trying, done };
}

const counter = async () =>
  (await sql<{ n: number }>`select n from counter`.execute(db)).rows[0]!.n;

test("a transaction that read first still writes when another connection wrote meanwhile", async () => {
  await sql`create table counter (n integer not null)`.execute(db);
  await sql`insert into counter values (0)`.execute(db);

  let outside: ReturnType<typeof outsideWriter> | undefined;
  await db.transaction().execute(async (trx) => {
    const before = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0]!.n;
    outside = outsideWriter();
    await outside.trying;
    // Room for the other connection's write to land now, if this transaction let it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sql`update counter set n = ${before + 10}`.execute(trx);
  });
  await outside?.done;
  // Both writes count: ours first, the other once ours committed.
  expect(await counter()).toBe(11);
});

test("a read-only transaction lets another connection write while it reads", async () => {
  const start = await counter();
  await db
    .transaction()
    .setAccessMode("read only")
    .execute(async (trx) => {
      await sql`select n from counter`.execute(trx);
      const outside = outsideWriter();
      await outside.done;
    });
  expect(await counter()).toBe(start + 1);
});
