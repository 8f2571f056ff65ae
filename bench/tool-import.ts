// The bulk import at 100,000 tools (issue 39), over HTTP against the built shop: the export of
// the whole catalogue (GET /api/tools/export), then POST /api/tools/import of 100,000 new lines
// (the export without ids, under new part numbers) and of 100,000 updates (the export with every
// price a cent higher). Each import is one request: the figure is its whole time, checks and
// one transaction. `npm run bench` runs it; `npx tsx bench/tool-import.ts` runs it alone.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { startShop } from "#tests/e2e/support/shop-server.ts";

const TOOLS = 100_000;

type Row = (what: string, value: string | number, note?: string) => void;

async function adminToken(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@forgeline.example", password: "forge-admin" }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * The CPU seconds the shop's process has used (user and system, /proc): on a machine that others
 * load, the wall time of one request says little, its process's CPU time what it costs.
 */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One import request, timed (wall and the shop's CPU); the answer's counts. */
async function timedImport(base: string, pid: number, token: string, csv: string) {
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/tools/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
    body: csv,
  });
  const answer = (await response.json()) as {
    created: number;
    updated: number;
    errorCount: number;
  };
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  if (response.status !== 200)
    throw new Error(
      `The import answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`,
    );
  return { seconds, cpu, ...answer };
}

/** The export, then the two imports, at TOOLS tools; `row` records each figure. */
export async function toolImportAt(dir: string, row: Row) {
  const file = join(dir, `import-${TOOLS}.db`);
  execFileSync(
    process.execPath,
    ["--import", "tsx", "runtime/cli.ts", "seed", "--tools", String(TOOLS)],
    {
      env: { ...process.env, DATABASE_URL: file },
      stdio: "ignore",
    },
  );
  const shop = await startShop(file, { WRITE_RATE_LIMIT: "100000000", AUTH_RATE_LIMIT: "1000000" });
  try {
    const base = shop.baseUrl;
    const token = await adminToken(base);
    const started = performance.now();
    const exported = await (
      await fetch(`${base}/api/tools/export`, { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    const exportSeconds = (performance.now() - started) / 1000;
    const [header, ...lines] = parse(exported, { bom: true }) as string[][];
    row(
      `GET /api/tools/export at ${TOOLS} tools`,
      `${exportSeconds.toFixed(1)} s`,
      `${lines.length} lines, ${(exported.length / 2 ** 20).toFixed(1)} MB`,
    );
    const at = (name: string) => header!.indexOf(name);
    const creates = stringify([
      header!,
      ...lines.map((cells) =>
        cells.map((cell, index) =>
          index === at("id") ? "" : index === at("sku") ? `NEW-${cell}` : cell,
        ),
      ),
    ]);
    const created = await timedImport(base, shop.pid, token, creates);
    row(
      `POST /api/tools/import of ${TOOLS} new tools at ${TOOLS} tools`,
      `${created.seconds.toFixed(1)} s`,
      `${created.created} created, ${created.cpu.toFixed(1)} CPU s in the shop; target 30 s; load ${loadavg()[0]!.toFixed(1)}`,
    );
    const updates = stringify([
      header!,
      ...lines.map((cells) =>
        cells.map((cell, index) =>
          index === at("price") ? (Number(cell) + 0.01).toFixed(2) : cell,
        ),
      ),
    ]);
    const updated = await timedImport(base, shop.pid, token, updates);
    row(
      `POST /api/tools/import of ${TOOLS} updates at ${2 * TOOLS} tools`,
      `${updated.seconds.toFixed(1)} s`,
      `${updated.updated} updated, ${updated.cpu.toFixed(1)} CPU s in the shop; target 30 s; load ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = mkdtempSync(join(tmpdir(), "storefront-import-bench-"));
  try {
    await toolImportAt(dir, (what, value, note = "") => console.log(`${what}: ${value} ${note}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
