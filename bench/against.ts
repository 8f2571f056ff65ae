// npm run bench -- --against <git-rev>: this checkout's build against another revision's, side by
// side, on the figures: the pages a signed-in customer renders (/, /tools, a product page,
// /purchase/:id, /dashboard/myorders, and /cart and /checkout with three lines in the cart),
// single-tool orders a second and checkouts of three-line carts a second at 64 connections, and
// each server's peak RSS. The other revision is checked out in a temporary git worktree,
// installed as its own lock file and `postinstall` say (`npm ci`, so its own patches, if any) and
// built; that worktree is kept for the next run at the same commit
// (/tmp/storefront-against-<commit>; `git worktree remove` it when done). Each build serves its
// own database, seeded by its own revision's seed command at 1,000 tools, as npm run bench's
// pages and orders are; the demo customer signs in on each and fills its cart. Each measure runs
// in alternating rounds, the two builds taking turns at going first: pages with wrk at 16
// connections (brotli accepted), orders (POST /api/orders of a tool stocked for far more than the
// runs sell) and checkouts (bench/checkouts.ts, customers written into each build's own
// database) at 64, each run BENCH_SECONDS long (5 s by default), BENCH_ROUNDS rounds (5). A
// measure's figure is the median of the rounds' ratios of this build's rate to the other's;
// beside it, the same from each server's CPU time a request (/proc), which the shared machine's
// other work moves less. Every ratio above 1 is this build ahead: the peak RSS's is the other
// build's over this one's. Prints a table and writes it, rounds and all, as JSON to
// bench/against-results.json.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { startShop, type Shop } from "#tests/e2e/support/shop-server.ts";
import { checkoutLoad, checkoutRun, prepareCheckouts } from "./checkouts";
import { CONNECTIONS, customerToken, orderScript, warmUp, wrk, type Wrk } from "./load";
import { cpuMsOf, peakRssMb } from "./proc";
import { insertBenchTool, seed } from "./shop-file";
import {
  oursFirst,
  sideBySide,
  type Run,
  type SideBySide,
  type SideBySideRound,
} from "./side-by-side";

/** Rounds per measure: five runs of each build, taking turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Pages at fewer connections than the main bench's 64: a signed-in order list renders at a few
 * dozen pages a second on the shared machine, and 64 connections queued behind it gave runs of
 * three seconds in which no request finished.
 */
const PAGE_LOAD = { connections: 16, seconds: SECONDS };
/** The catalogue both builds serve: the size of npm run bench's pages, orders and peak RSS. */
const TOOLS = 1_000;
/** The demo customer's cart while /cart and /checkout are measured: an empty one has no checkout. */
const CART_LINES = 3;
/** Stock of each tool the order and checkout runs buy: far more than they can sell. */
const PLENTY = 10_000_000;
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

interface CatalogueTool {
  _id: string;
  minimum_qyt: number;
  available_qyt: number;
}

async function firstPageOfTools(base: string) {
  const answer = (await (await fetch(`${base}/api/tools?page=1`)).json()) as {
    tools: CatalogueTool[];
  };
  return answer.tools;
}

/** CART_LINES tools of the first page in the signed-in customer's cart, each at its minimum. */
async function fillCart(base: string, cookie: string) {
  const tools = (await firstPageOfTools(base)).filter(
    (tool) => tool.available_qyt >= tool.minimum_qyt,
  );
  for (const tool of tools.slice(0, CART_LINES)) {
    const put = await fetch(`${base}/api/cart/lines/${tool._id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: base },
      body: JSON.stringify({ qyt: tool.minimum_qyt }),
    });
    if (!put.ok) throw new Error(`${base}: a line put in the cart answered ${put.status}`);
  }
}

interface Side {
  /** "this build" or the other revision's short commit, as the table calls it. */
  name: string;
  shop: Shop;
  /** Its database file, which the checkout runs write their customers into. */
  file: string;
  /** A signed-in browser's request headers. */
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
  ["/cart", () => "/cart"],
  ["/checkout", () => "/checkout"],
];

async function signedIn(side: Side) {
  const base = side.shop.baseUrl;
  const headers = { ...BROWSER, Cookie: await signIn(base) };
  await fillCart(base, headers.Cookie);
  for (const [, path] of PAGES) {
    const url = `${base}${path(side.toolId)}`;
    const page = await fetch(url, { headers, redirect: "manual" });
    // A page that sent the visitor to /login (or /checkout to the empty cart) would measure the
    // wrong thing.
    if (page.status !== 200) throw new Error(`${url} answered ${page.status} when signed in`);
  }
  side.headers = headers;
}

/** One load on a side's server, with the CPU time the server spent over it. */
async function withCpu(side: Side, what: string, load: () => Promise<Wrk>): Promise<Run> {
  const before = cpuMsOf(side.shop.pid);
  const result = await load();
  const cpuMs = cpuMsOf(side.shop.pid) - before;
  if (result.non2xx)
    throw new Error(`${side.name}, ${what}: ${result.non2xx} answers were not 2xx`);
  // A run too short for the machine's load: two-second runs of orders at 64 connections, on the
  // shared machine at a load average of 13 to 22, finished none (29 November); five did.
  if (!result.requests)
    throw new Error(`${side.name}, ${what}: no request finished in ${SECONDS} s (BENCH_SECONDS)`);
  return { ...result, cpuMs };
}

/** ROUNDS runs of a measure on each build, taking turns at going first. */
async function alternating([ours, theirs]: [Side, Side], measure: (side: Side) => Promise<Run>) {
  const rounds: SideBySideRound[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (oursFirst(round)) {
      const first = await measure(ours);
      rounds.push({ ours: first, theirs: await measure(theirs) });
    } else {
      const first = await measure(theirs);
      rounds.push({ ours: await measure(ours), theirs: first });
    }
  }
  return sideBySide(rounds);
}

async function pageRounds(sides: [Side, Side], path: (toolId: string) => string) {
  const url = (side: Side) => `${side.shop.baseUrl}${path(side.toolId)}`;
  for (const side of sides) await warmUp(url(side), side.headers);
  return alternating(sides, (side) =>
    withCpu(side, url(side), () => wrk(url(side), side.headers, PAGE_LOAD)),
  );
}

/** Single-tool orders through the API, as npm run bench posts them, of a tool never short. */
async function orderRounds(sides: [Side, Side], dir: string) {
  const scripts = new Map<Side, string>();
  for (const side of sides) {
    const base = side.shop.baseUrl;
    const roomy = insertBenchTool(side.file, PLENTY);
    scripts.set(side, orderScript(dir, base, await customerToken(base), roomy));
    await warmUp(`${base}/api/orders`, {}, scripts.get(side));
  }
  return alternating(sides, (side) => {
    const url = `${side.shop.baseUrl}/api/orders`;
    const load = { script: scripts.get(side)!, connections: CONNECTIONS, seconds: SECONDS };
    return withCpu(side, url, () => wrk(url, {}, load));
  });
}

/**
 * Checkouts of carts of three tools never short. Each run's customers are written and signed in
 * right before it, outside the CPU time counted: signing thousands in is not a checkout.
 */
async function checkoutRounds(sides: [Side, Side], dir: string) {
  const carts = new Map<Side, string[]>();
  for (const side of sides) {
    const roomy = [0, 1, 2].map(() => insertBenchTool(side.file, PLENTY));
    carts.set(side, roomy);
    await checkoutRun(dir, side.shop.baseUrl, side.file, roomy, 5); // warm-up, not counted
  }
  return alternating(sides, async (side) => {
    const base = side.shop.baseUrl;
    const script = await prepareCheckouts(dir, base, side.file, carts.get(side)!, SECONDS);
    return withCpu(side, `${base}/api/checkout`, async () => {
      const run = await checkoutLoad(base, script, SECONDS);
      const requests = run.placed + run.refused;
      return { rps: run.perSecond, p99: run.p99, requests, non2xx: run.refused };
    });
  });
}

export async function benchAgainst(rev: string) {
  if (!existsSync("build/server.js")) {
    console.error("Build the shop first: npm run build");
    process.exit(2);
  }
  const began = performance.now();
  const { commit, checkout } = otherBuild(rev);
  const theirName = commit.slice(0, 7);
  const here = git(["rev-parse", "HEAD"]);
  const dirty = git(["status", "--porcelain"]) ? " with uncommitted changes" : "";
  const dir = mkdtempSync(join(tmpdir(), "storefront-against-db-"));
  const limits = { WRITE_RATE_LIMIT: "100000000", AUTH_RATE_LIMIT: "1000000" };
  const started: Side[] = [];
  try {
    for (const [name, cwd, file] of [
      ["this build", resolve("."), join(dir, "ours.db")],
      [theirName, checkout, join(dir, "theirs.db")],
    ] as const) {
      seed(file, TOOLS, cwd);
      const shop = await startShop(file, limits, { cwd });
      const toolId = (await firstPageOfTools(shop.baseUrl))[0]!._id;
      started.push({ name, shop, file, headers: {}, toolId });
    }
    const sides = started as [Side, Side];
    for (const side of sides) await signedIn(side);
    const rows: Record<string, string | number>[] = [];
    const figure = (measure: string, ratio: SideBySide) => {
      const row = {
        measure,
        "this build": ratio.oursRps,
        [theirName]: ratio.theirsRps,
        ratio: Number(ratio.median.toFixed(2)),
        "CPU ratio": Number(ratio.cpuMedian.toFixed(2)),
        rounds: ratio.rounds.join(", "),
        "CPU rounds": ratio.cpuRounds.join(", "),
      };
      rows.push(row);
      console.log(`${measure}: ${row.ratio}x (${row.rounds}); CPU a request ${row["CPU ratio"]}x`);
    };
    for (const [page, path] of PAGES)
      figure(`${page} signed in, pages/s`, await pageRounds(sides, path));
    figure(
      `POST /api/orders at ${CONNECTIONS} connections, orders/s`,
      await orderRounds(sides, dir),
    );
    figure(
      `POST /api/checkout of 3-line carts at ${CONNECTIONS} connections, checkouts/s`,
      await checkoutRounds(sides, dir),
    );
    const [ours, theirs] = sides.map((side) => peakRssMb(side.shop.pid));
    rows.push({
      measure: `peak RSS at ${TOOLS.toLocaleString("en-US")} tools, MB`,
      "this build": ours!,
      [theirName]: theirs!,
      ratio: Number((theirs! / ours!).toFixed(2)),
      "CPU ratio": "",
      rounds: "",
      "CPU rounds": "",
    });
    console.log(`peak RSS: this build ${ours} MB, ${theirName} ${theirs} MB`);
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
    const result = {
      date: new Date().toISOString(),
      this: `${here.slice(0, 7)}${dirty}`,
      against: theirName,
      machine,
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
      seconds: Math.round((performance.now() - began) / 1000),
      rounds: ROUNDS,
      secondsEachRun: SECONDS,
      rows,
    };
    writeFileSync("bench/against-results.json", `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `\n${result.date}: ${result.this} against ${result.against}, median of ${ROUNDS} rounds of ${SECONDS} s; ${machine}, load ${result.loadAverage}, ${result.seconds} s`,
    );
    console.table(rows, ["measure", "this build", theirName, "ratio", "CPU ratio"]);
  } finally {
    for (const side of started) await side.shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
