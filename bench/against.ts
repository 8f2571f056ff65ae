// npm run bench -- --against <git-rev>: this checkout's build against another revision's, side by
// side, on the pages a signed-in customer renders (/, /tools, a product page, /purchase/:id and
// /dashboard/myorders). The other revision is checked out in a temporary git worktree, installed
// as its own lock file and `postinstall` say (`npm ci`, so its own patches, if any) and built;
// that worktree is kept for the next run at the same commit (/tmp/storefront-against-<commit>;
// `git worktree remove` it when done). Each build serves its own database, which it seeds with the
// demo data at start; the demo customer signs in on each, and each page is measured in alternating
// rounds (wrk, 16 connections for 5 s, brotli accepted), the two builds taking turns at going
// first. A page's figure is the median of the rounds' ratios of this build's rate to the other's;
// beside it, the same from each server's CPU time a request (/proc), which the shared machine's
// other work moves less. Prints a table and writes it as JSON to bench/against-results.json.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { startShop, type Shop } from "#tests/e2e/support/shop-server.ts";
import { warmUp, wrk } from "./load";
import { oursFirst, sideBySide, type Run, type SideBySideRound } from "./side-by-side";

/** Rounds per page: five runs of each build, taking turns. */
const ROUNDS = 5;
/**
 * Fewer connections than the main bench's 64, for five seconds: a signed-in order list renders
 * at a few dozen pages a second on the shared machine, and 64 connections queued behind it gave
 * runs of three seconds in which no request finished.
 */
const LOAD = { connections: 16, seconds: 5 };
const BROWSER = { "Accept-Encoding": "br, gzip" };

const git = (args: string[], cwd = process.cwd()) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

function run(command: string, args: string[], cwd: string) {
  console.log(`[${cwd}] ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
}

/** The other revision, checked out, installed and built (or as a previous run left it). */
function otherBuild(rev: string) {
  const commit = git(["rev-parse", "--verify", `${rev}^{commit}`]);
  const checkout = join(tmpdir(), `storefront-against-${commit.slice(0, 12)}`);
  const ready = join(checkout, ".bench-against-ready");
  if (existsSync(ready)) return { commit, checkout };
  if (!existsSync(checkout)) git(["worktree", "add", "--detach", checkout, commit]);
  run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], checkout);
  run("npm", ["run", "build"], checkout);
  writeFileSync(ready, `${commit}\n`);
  return { commit, checkout };
}

/** The demo customer's session cookie on this shop. */
async function signIn(base: string) {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: "customer@forgeline.example", password: "forge-buyer" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`${base}: sign-in answered ${login.status}`);
  return cookie;
}

async function firstToolId(base: string) {
  const answer = (await (await fetch(`${base}/api/tools?page=1`)).json()) as {
    tools: { _id: string }[];
  };
  return answer.tools[0]!._id;
}

interface Side {
  shop: Shop;
  headers: Record<string, string>;
  toolId: string;
}

/** What each page is called in the table, and its path on one build. */
const PAGES: [string, (toolId: string) => string][] = [
  ["/", () => "/"],
  ["/tools", () => "/tools"],
  ["/tools/:id", (id) => `/tools/${id}`],
  ["/purchase/:id", (id) => `/purchase/${id}`],
  ["/dashboard/myorders", () => "/dashboard/myorders"],
];

async function signedIn(side: Side) {
  const headers = { ...BROWSER, Cookie: await signIn(side.shop.baseUrl) };
  for (const [, path] of PAGES) {
    const url = `${side.shop.baseUrl}${path(side.toolId)}`;
    const page = await fetch(url, { headers, redirect: "manual" });
    // A page that sent the visitor to /login would measure the wrong thing.
    if (page.status !== 200) throw new Error(`${url} answered ${page.status} when signed in`);
  }
  side.headers = headers;
}

/** The CPU time a process has used so far, user and system, in ms (Linux: /proc/<pid>/stat). */
function cpuMsOf(pid: number) {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(side: Side, path: (toolId: string) => string): Promise<Run> {
  const url = `${side.shop.baseUrl}${path(side.toolId)}`;
  const before = cpuMsOf(side.shop.pid);
  const result = await wrk(url, side.headers, LOAD);
  const cpuMs = cpuMsOf(side.shop.pid) - before;
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  if (!result.requests) throw new Error(`${url}: no request finished in ${LOAD.seconds} s`);
  return { ...result, cpuMs };
}

export async function benchAgainst(rev: string) {
  if (!existsSync("build/server.js")) {
    console.error("Build the shop first: npm run build");
    process.exit(2);
  }
  const began = performance.now();
  const { commit, checkout } = otherBuild(rev);
  const here = git(["rev-parse", "HEAD"]);
  const dirty = git(["status", "--porcelain"]) ? " with uncommitted changes" : "";
  const dir = mkdtempSync(join(tmpdir(), "storefront-against-db-"));
  const limits = { WRITE_RATE_LIMIT: "100000000", AUTH_RATE_LIMIT: "1000000" };
  const sides: Side[] = [];
  try {
    for (const [name, cwd] of [
      ["ours", resolve(".")],
      ["theirs", checkout],
    ] as const) {
      // Each build migrates and seeds its own empty database at start, as `npm start` does.
      const shop = await startShop(join(dir, `${name}.db`), limits, { cwd });
      sides.push({ shop, headers: {}, toolId: await firstToolId(shop.baseUrl) });
    }
    for (const side of sides) await signedIn(side);
    const [ours, theirs] = sides as [Side, Side];
    const rows: Record<string, string | number>[] = [];
    for (const [page, path] of PAGES) {
      for (const side of sides)
        await warmUp(`${side.shop.baseUrl}${path(side.toolId)}`, side.headers);
      const rounds: SideBySideRound[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (oursFirst(round)) {
          const a = await measure(ours, path);
          rounds.push({ ours: a, theirs: await measure(theirs, path) });
        } else {
          const b = await measure(theirs, path);
          rounds.push({ ours: await measure(ours, path), theirs: b });
        }
      }
      const ratio = sideBySide(rounds);
      const row = {
        page,
        ratio: Number(ratio.median.toFixed(2)),
        rounds: ratio.rounds.join(", "),
        "CPU ratio": Number(ratio.cpuMedian.toFixed(2)),
        "CPU rounds": ratio.cpuRounds.join(", "),
        "this build, req/s": ratio.oursRps,
        [`${commit.slice(0, 7)}, req/s`]: ratio.theirsRps,
      };
      rows.push(row);
      console.log(`${page}: ${row.ratio}x (${row.rounds}); CPU a page ${row["CPU ratio"]}x`);
    }
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    const result = {
      date: new Date().toISOString(),
      this: `${here.slice(0, 7)}${dirty}`,
      against: commit.slice(0, 7),
      machine,
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
      seconds: Math.round((performance.now() - began) / 1000),
      rows,
    };
    writeFileSync("bench/against-results.json", `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `\n${result.date}: ${result.this} against ${result.against}, signed-in renders, median of ${ROUNDS} rounds; ${machine}, load ${result.loadAverage}, ${result.seconds} s`,
    );
    console.table(rows);
  } finally {
    for (const side of sides) await side.shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
