// npm run bench: the issue's "Proof" table, over loopback only, in one run of a few minutes.
// - each public page served by the shop (from its page cache, and rendered: what a signed-in
//   page costs) against a bare node:http server sending the same bytes and against a minimal
//   Remix 2 page (bench/minimal) served the same way, in three alternating rounds (the minimal
//   page right before each round; the median of the rounds' ratios), and against two floors
//   served by that minimal app with no data behind them: the page's own markup rendered by
//   React (what React and Remix cost for that much markup), and the page's finished body sent as
//   one string (what its bytes cost with nothing rendered); wrk, 64 connections, brotli accepted;
// - the first-load JavaScript of each page (gzip);
// - catalogue and search response times at 1,000, 10,000 and 100,000 tools;
// - faceted searches at 100,000 tools (bench/faceted-search.ts);
// - orders/s at 64 connections (the median of three runs), and the stock check (stock + sold =
//   initial; no oversell);
//   the same on PostgreSQL with one and with two app instances (bench/postgres.ts);
// - the shop's peak RSS.
// It prints one table and writes it as JSON to bench/results.json.
// `npm run bench -- --against <git-rev>` measures something else: this build against that
// revision's build, side by side in alternating rounds, each on its own database at 1,000 tools:
// signed-in renders (with /cart and /checkout), orders/s and 3-line checkouts/s at 64
// connections, and peak RSS (bench/against.ts).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { freePort, startShop } from "#tests/e2e/support/shop-server.ts";
import { NODE_FLAGS } from "../server/tuning";
import { checkoutRun } from "./checkouts";
import {
  customerToken,
  ORDER_RUNS,
  orderRuns,
  orderScript,
  SECONDS,
  warmUp,
  wrk,
  type Wrk,
} from "./load";
import { median } from "./median";
import { PAGE_ROUNDS, roundRatios, type Ratio, type Round } from "./rounds";
import { bodyHtml } from "./minimal/markup-tree";
import { ordersOnPostgres } from "./postgres";
import { peakRssMb } from "./proc";
import { insertBenchTool, seed, soldAndStock } from "./shop-file";
import { facetedSearches } from "./faceted-search";
import { againstRevision } from "./side-by-side";
import { toolImportAt } from "./tool-import";

const against = againstRevision(process.argv.slice(2));
if (against) {
  await (await import("./against")).benchAgainst(against);
  process.exit(0);
}

const SIZES = [1_000, 10_000, 100_000];
const dir = mkdtempSync(join(tmpdir(), "storefront-bench-"));
const rows: Record<string, string | number>[] = [];
const row = (what: string, value: string | number, note = "") => {
  rows.push({ what, value, note });
  console.log(`${what}: ${value} ${note}`);
};

/** The raw bytes and headers of a response; a server still busy with wrk's backlog gets a retry. */
async function raw(url: string, headers: Record<string, string>, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rawOnce(url, headers);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** The raw bytes and headers of a response (no decompression, unlike fetch). */
function rawOnce(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
        .on("error", reject)
        .end();
    },
  );
}

async function startProcess(script: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_FLAGS, "--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  if (!chunk.toString().includes("listening")) throw new Error(`${script}: ${chunk}`);
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/** Median of sequential response times, in ms, after `uncounted` requests that warm the path. */
async function responseMs(
  url: string,
  headers: Record<string, string>,
  { times = 15, uncounted = 10 } = {},
) {
  const samples: number[] = [];
  for (let index = 0; index < uncounted + times; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (index >= uncounted) samples.push(performance.now() - started);
  }
  return median(samples);
}

const BROWSER = { "Accept-Encoding": "br, gzip" };
// Any cookie takes a request past the page cache: what every signed-in page costs.
const RENDERED = { ...BROWSER, Cookie: "bench=1" };

const renderedPages = (toolId: string) => [
  "/",
  "/tools",
  "/tools?q=drill",
  `/tools/${toolId}`,
  "/blogs",
  "/portfolio",
];

/**
 * Each rendered page's HTML in a file, for the minimal app to render the same markup and to send
 * the same body (its `/markup/N` and `/bytes/N`, bench/minimal/app/markup.ts).
 */
async function renderedMarkupFiles(base: string, paths: string[]) {
  const files: string[] = [];
  for (const [index, path] of paths.entries()) {
    const file = join(dir, `markup-${index}.html`);
    writeFileSync(file, await (await fetch(`${base}${path}`, { headers: RENDERED })).text());
    files.push(file);
  }
  return files;
}

/**
 * Whether the minimal app's `/markup/N` writes exactly the body of the page it was given, and its
 * `/bytes/N` that body inside one `div`.
 */
async function checkSameMarkup(minimalUrl: string, files: string[]) {
  const bodyAt = async (path: string) =>
    bodyHtml(await (await fetch(`${minimalUrl}${path}`)).text());
  for (const [index, file] of files.entries()) {
    const page = bodyHtml(readFileSync(file, "utf8"));
    // The minimal root adds its scripts after the route's markup.
    if (!(await bodyAt(`/markup/${index}`)).startsWith(page))
      throw new Error(`/markup/${index} is not the markup of ${file}`);
    if (!(await bodyAt(`/bytes/${index}`)).startsWith(`<div>${page}</div>`))
      throw new Error(`/bytes/${index} is not the body of ${file}`);
  }
}

async function pagesAgainstBaselines(base: string, toolId: string) {
  const paths = renderedPages(toolId);
  const markupFiles = await renderedMarkupFiles(base, paths);
  // The minimal page is measured again right before each round of a rendered page: each ratio
  // compares two runs seconds apart, since what else the shared machine is doing changes from
  // minute to minute.
  const minimal = await startProcess("bench/minimal/server.ts", {
    MARKUP_FILES: JSON.stringify(markupFiles),
  });
  const yardsticks: Wrk[] = [];
  const yardstick = async () => {
    const run = await wrk(`${minimal.url}/`, BROWSER);
    yardsticks.push(run);
    return run;
  };
  // The page's own markup served by the minimal app, with no data, form or query behind it:
  // rendered by React (`markup`), or its finished body sent as it is (`bytes`). Each is warmed up
  // before its first run, like every measured path.
  const warmed = new Set<string>();
  const alone = async (kind: "markup" | "bytes", path: string) => {
    const url = `${minimal.url}/${kind}/${paths.indexOf(path)}`;
    if (!warmed.has(url)) {
      warmed.add(url);
      await warmUp(url, BROWSER);
    }
    return wrk(url, BROWSER);
  };
  try {
    await checkSameMarkup(minimal.url, markupFiles);
    await warmUp(`${minimal.url}/`, BROWSER);
    await publicPages(base, paths, { yardstick, alone });
  } finally {
    await stop(minimal.child);
  }
  const rates = yardsticks.map((run) => run.rps);
  row(
    "minimal Remix 2 page, req/s (median)",
    median(rates),
    `${Math.min(...rates)} to ${Math.max(...rates)} over ${rates.length} runs, one before each round of a rendered page; p99 up to ${Math.max(...yardsticks.map((run) => run.p99))} ms`,
  );
}

interface Baselines {
  /** The minimal page, run now. */
  yardstick: () => Promise<Wrk>;
  /**
   * The page's markup alone served by the minimal app, run now: rendered by React, or its
   * finished body sent with nothing rendered.
   */
  alone: (kind: "markup" | "bytes", path: string) => Promise<Wrk>;
}

async function publicPages(base: string, paths: string[], { yardstick, alone }: Baselines) {
  for (const path of [...paths, "/api/tools", "/api/reviews"]) {
    await raw(`${base}${path}`, BROWSER);
    const page = await raw(`${base}${path}`, BROWSER);
    const file = join(dir, "body");
    writeFileSync(file, page.body);
    const bare = await startProcess("bench/bare-server.ts", {
      BODY_FILE: file,
      CONTENT_TYPE: String(page.headers["content-type"]),
      CONTENT_ENCODING: String(page.headers["content-encoding"] ?? ""),
    });
    const floor = await wrk(`${bare.url}/`, BROWSER);
    await stop(bare.child);
    const cached = await wrk(`${base}${path}`, BROWSER);
    row(
      `GET ${path} cached, req/s`,
      cached.rps,
      `p99 ${cached.p99} ms; ${(cached.rps / floor.rps).toFixed(2)}x bare node:http (${floor.rps}/s), ${page.body.length} B ${page.headers["content-encoding"] ?? ""}`,
    );
    // The public JSON is the same for everyone: a signed-in client gets it from the cache too.
    if (path.startsWith("/api/")) continue;
    await warmUp(`${base}${path}`, RENDERED);
    const rounds: Round<"rendered" | "markup" | "bytes">[] = [];
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      const minimal = await yardstick();
      const rendered = await wrk(`${base}${path}`, RENDERED);
      rounds.push({
        minimal,
        rendered,
        markup: await alone("markup", path),
        bytes: await alone("bytes", path),
      });
    }
    const ratios = roundRatios(rounds, ["rendered", "markup", "bytes"]);
    const ratio = ({ median, rounds, rps }: Ratio) =>
      `${median.toFixed(2)}x (${rounds.join(", ")}; median ${rps}/s)`;
    row(
      `GET ${path} rendered (signed-in cost), req/s`,
      ratios.rendered.rps,
      `p99 up to ${Math.max(...rounds.map((round) => round.rendered.p99))} ms; against the minimal Remix page just before it, ${PAGE_ROUNDS} rounds: ${ratio(ratios.rendered)}; its markup alone as a minimal Remix page ${ratio(ratios.markup)}, its bytes alone ${ratio(ratios.bytes)}`,
    );
  }
}

/** The scripts a page loads on its first visit, gzip-compressed, in KB. */
async function firstLoadJsKb(base: string, path: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(`${base}${path}`, { headers })).text();
  const sources = new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );
  let bytes = 0;
  for (const source of sources) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())).length;
  }
  return (bytes / 1024).toFixed(1);
}

async function javaScriptWeights(base: string, toolId: string) {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: "customer@forgeline.example", password: "forge-buyer" }),
  });
  const cookie = {
    Cookie: login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
  for (const path of ["/", "/tools", `/tools/${toolId}`, "/blogs", "/portfolio", "/nope"])
    row(`first-load JS ${path}, KB gzip`, await firstLoadJsKb(base, path));
  for (const path of ["/login", "/signup"])
    row(`first-load JS ${path}, KB gzip`, await firstLoadJsKb(base, path), "interactive");
  for (const path of ["/dashboard/myorders", `/purchase/${toolId}`])
    row(`first-load JS ${path}, KB gzip`, await firstLoadJsKb(base, path, cookie), "interactive");
}

async function orders(base: string, file: string) {
  const token = await customerToken(base);
  const order = (toolId: string) => orderScript(dir, base, token, toolId);
  const plenty = 10_000_000;
  const roomy = insertBenchTool(file, plenty);
  // Its orders count in the stock check below like the measured ones.
  await warmUp(`${base}/api/orders`, {}, order(roomy));
  const placed = await orderRuns(async () => [
    await wrk(`${base}/api/orders`, {}, { script: order(roomy) }),
  ]);
  const after = soldAndStock(file, roomy);
  row(
    "POST /api/orders at 64 connections, orders/s",
    placed.perSecond,
    `${placed.note}; stock + sold = initial: ${after.stock + after.pieces === plenty}`,
  );
  const scarce = insertBenchTool(file, 100);
  await wrk(`${base}/api/orders`, {}, { script: order(scarce) });
  const sold = soldAndStock(file, scarce);
  row(
    "oversell check: 100 in stock, 64 connections ordering",
    `${sold.orders} orders, stock ${sold.stock}`,
    sold.pieces + sold.stock === 100 && sold.stock >= 0 ? "no oversell" : "OVERSOLD",
  );
  await checkouts(base, file, placed.perSecond);
}

/** Three-line carts checked out at 64 connections (bench/checkouts.ts), beside single-tool orders. */
async function checkouts(base: string, file: string, ordersPerSecond: number) {
  const plenty = 10_000_000;
  const roomy = [0, 1, 2].map(() => insertBenchTool(file, plenty));
  await checkoutRun(dir, base, file, roomy, 5); // warm-up, not counted
  const runs = [];
  for (let each = 0; each < ORDER_RUNS; each++)
    runs.push(await checkoutRun(dir, base, file, roomy, SECONDS));
  const rates = runs.map((each) => each.perSecond);
  const perSecond = median(rates);
  const intact = roomy.every((toolId) => {
    const after = soldAndStock(file, toolId);
    return after.stock + after.pieces === plenty;
  });
  row(
    "POST /api/checkout of 3-line carts at 64 connections, checkouts/s",
    perSecond,
    `${(perSecond / ordersPerSecond).toFixed(2)}x single-tool orders; median of ${rates.join(", ")}; ` +
      `p99 ${Math.max(...runs.map((each) => each.p99))} ms; ` +
      `${runs.reduce((sum, each) => sum + each.refused, 0)} refused; stock + sold = initial: ${intact}`,
  );
  // Carts that share scarce tools: every line reserved or none, never more than the stock.
  const scarce = [0, 1, 2].map(() => insertBenchTool(file, 100));
  await checkoutRun(dir, base, file, scarce, SECONDS);
  const sold = scarce.map((toolId) => soldAndStock(file, toolId));
  row(
    "oversell check: 3 tools of 100 in stock, 64 connections checking out carts of all three",
    sold.map((each) => `${each.orders} sold, stock ${each.stock}`).join("; "),
    sold.every((each) => each.pieces + each.stock === 100 && each.stock >= 0)
      ? "no oversell"
      : "OVERSOLD",
  );
  await cartWrites(base, roomy[0]!);
}

/** Filling a cart, which a checkout's figure leaves out: one line's quantity set, again and again. */
async function cartWrites(base: string, toolId: string) {
  const token = await customerToken(base);
  const script = join(dir, `cart-line-${new URL(base).port}.lua`);
  writeFileSync(
    script,
    `wrk.method = "PUT"\nwrk.body = '{"qyt":2}'\nwrk.headers["Content-Type"] = "application/json"\n` +
      `wrk.headers["Authorization"] = "Bearer ${token}"\nwrk.headers["Origin"] = "${base}"\n`,
  );
  const url = `${base}/api/cart/lines/${toolId}`;
  await warmUp(url, {}, script);
  const put = await wrk(url, {}, { script });
  row("PUT /api/cart/lines/{toolId} at 64 connections, req/s", put.rps, `p99 ${put.p99} ms`);
}

async function catalogueAt(size: number, measurePages: boolean) {
  const file = join(dir, `shop-${size}.db`);
  const started = performance.now();
  seed(file, size);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const shop = await startShop(file, { WRITE_RATE_LIMIT: "100000000", AUTH_RATE_LIMIT: "1000000" });
  try {
    const base = shop.baseUrl;
    const middle = Math.ceil(size / 24 / 2);
    // The first page and the middle one, whose page links carry the longest numbers.
    const kilobytes = async (path: string) => {
      const page = await fetch(`${base}${path}`, { headers: RENDERED });
      return ((await page.text()).length / 1024).toFixed(1);
    };
    const pageSizes = `${await kilobytes("/tools")} KB /tools HTML, ${await kilobytes(`/tools?page=${middle}`)} KB its middle page`;
    const timings = [
      ["/tools", "/tools"],
      [`/tools?page=${middle}`, "/tools middle page"],
      ["/tools?q=drill", "search 'drill'"],
      ["/tools?q=dri", "search 'dri' (prefix)"],
      ["/tools?q=drill&sort=price", "search 'drill' by price"],
      // A one-letter start matches about half the seeded names: the walk of the price index.
      ["/tools?q=s&sort=price", "search 's' by price"],
      [`/tools?q=forgeline&sort=name&page=${middle}`, "every tool matching, by name, middle page"],
      ["/api/tools?q=drill+driver&page=1", "API search 'drill driver'"],
    ];
    const cells = [];
    for (const [path, label] of timings)
      cells.push(`${label} ${(await responseMs(`${base}${path}`, RENDERED)).toFixed(1)} ms`);
    row(`catalogue at ${size} tools (seeded in ${seconds} s)`, pageSizes, cells.join("; "));
    const firstApi = await responseMs(`${base}/api/tools`, BROWSER, { times: 1, uncounted: 0 });
    const cachedApi = await wrk(`${base}/api/tools`, BROWSER);
    row(
      `GET /api/tools at ${size} tools`,
      `${cachedApi.rps} req/s`,
      `first build ${firstApi.toFixed(0)} ms, then p99 ${cachedApi.p99} ms`,
    );
    if (measurePages) {
      const toolId = (
        (await (await fetch(`${base}/api/tools?page=1`)).json()) as {
          tools: { _id: string }[];
        }
      ).tools[0]!._id;
      await pagesAgainstBaselines(base, toolId);
      await javaScriptWeights(base, toolId);
      await orders(base, file);
    }
    row(`peak RSS of the shop at ${size} tools, MB`, peakRssMb(shop.pid!));
  } finally {
    await shop.stop();
  }
}

if (!existsSync("build/server.js")) {
  console.error("Build the shop first: npm run build");
  process.exit(2);
}
// Built every run (two seconds), so the yardstick is never an older build of bench/minimal.
execFileSync("npx", ["remix", "vite:build", "--config", "bench/minimal/vite.config.ts"], {
  stdio: "ignore",
});

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
const began = performance.now();
try {
  for (const size of SIZES) await catalogueAt(size, size === SIZES[0]);
  await facetedSearches(join(dir, "shop-100000.db"), row);
  await ordersOnPostgres(dir, row);
  // Bulk import of 100,000 lines at 100,000 tools (issue 39).
  await toolImportAt(dir, row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const result = {
  date: new Date().toISOString(),
  machine,
  // Other work on the machine weighs on every number: the 1-minute load average at the end.
  loadAverage: Number(loadavg()[0]!.toFixed(1)),
  seconds: Math.round((performance.now() - began) / 1000),
  rows,
};
writeFileSync("bench/results.json", `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${result.date} on ${machine}, load ${result.loadAverage}, ${result.seconds} s`);
console.table(rows);
