// wrk, the load generator of npm run bench, and the order it posts: shared by the SQLite run
// (bench/run.ts) and the PostgreSQL one (bench/postgres.ts).
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { median } from "./median";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const CONNECTIONS = 64;

export interface Wrk {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
}

interface WrkOptions {
  /** A Lua script that shapes each request (the order posted). */
  script?: string;
  connections?: number;
  seconds?: number;
}

function wrkArgs(
  url: string,
  headers: Record<string, string>,
  { script, connections = CONNECTIONS, seconds = SECONDS }: WrkOptions,
) {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (script) args.push("-s", script);
  return [...args, url];
}

/** wrk's summary: requests/s, the 99th percentile in ms, requests and non-2xx answers. */
function parseWrk(out: string): Wrk {
  // wrk prints a latency in us, ms, s, m or h, whichever reads shortest.
  const inMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const ms = (text: string) => {
    const [, value, unit] = text.match(/([\d.]+)(us|ms|s|m|h)$/) ?? [];
    // Rounded to the microsecond: 2.01 s is 2010 ms, not 2009.9999999999998.
    return unit ? Math.round(Number(value) * inMs[unit]! * 1000) / 1000 : Number.NaN;
  };
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)![1])),
    // The distribution's own line: a "+/- Stdev" column such as 74.99% must not match.
    p99: ms(out.match(/^\s*99%\s+(\S+)/m)![1]!),
    requests: Number(out.match(/(\d+) requests in/)![1]),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

/**
 * One wrk run. It is awaited, never run synchronously: while it runs, this process goes on
 * reading the servers' request logs from their pipes, as a log collector would. A log nobody
 * reads piles up in the server's own memory (4 MB in four seconds of kept pages) and would
 * count in its peak RSS.
 */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  options: WrkOptions = {},
): Promise<Wrk> {
  const { stdout } = await promisify(execFile)("wrk", wrkArgs(url, headers, options));
  return parseWrk(stdout);
}

/**
 * Five seconds of the same load, not counted: a path measured cold would time V8 compiling its
 * code and growing its heap, which a running shop did long ago. One second was too short: the
 * catalogue rendered after it (and after five seconds of rendering home) ran at 369 to 453 pages
 * a second, against 475 to 638 in the runs after it on the same server, three sequences from a
 * fresh start.
 */
export async function warmUp(url: string, headers: Record<string, string>, script?: string) {
  await wrk(url, headers, { script, seconds: 5 });
}

/** Each of the order runs: orders a second is their median. */
export const ORDER_RUNS = 3;

export interface OrderRuns {
  /** The median run's orders a second. */
  perSecond: number;
  /** Every run's rate, the worst p99 and the refused orders of all of them. */
  note: string;
}

/**
 * Orders a second over ORDER_RUNS runs of the same load (`runOnce` answers the wrk run of each
 * app instance): the median run's. One run of a few seconds can fall on a moment when another
 * program has the shared machine's cores, so each run's rate is given beside it.
 */
export async function orderRuns(runOnce: () => Promise<Wrk[]>): Promise<OrderRuns> {
  const rates: number[] = [];
  let p99 = 0;
  let refused = 0;
  for (let run = 0; run < ORDER_RUNS; run++) {
    const instances = await runOnce();
    const placed = instances.reduce((sum, each) => sum + each.requests - each.non2xx, 0);
    rates.push(Math.round(placed / SECONDS));
    p99 = Math.max(p99, ...instances.map((each) => each.p99));
    refused += instances.reduce((sum, each) => sum + each.non2xx, 0);
  }
  return {
    perSecond: median(rates),
    note: `median of ${rates.join(", ")}; p99 ${p99} ms; ${refused} refused`,
  };
}

export async function customerToken(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "customer@forgeline.example", password: "forge-buyer" }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** A wrk script that posts one order of one piece of `toolId` to POST /api/orders. */
export function orderScript(dir: string, base: string, token: string, toolId: string) {
  const script = join(dir, `order-${new URL(base).port}.lua`);
  const body = JSON.stringify({
    toolId,
    qyt: 1,
    date: new Date().toISOString().slice(0, 10),
    address: "1 Bench Street, Dayton, OH",
    phone: "+1 937 555 0142",
  });
  writeFileSync(
    script,
    `wrk.method = "POST"\nwrk.body = '${body}'\nwrk.headers["Content-Type"] = "application/json"\n` +
      `wrk.headers["Authorization"] = "Bearer ${token}"\nwrk.headers["Origin"] = "${base}"\n`,
  );
  return script;
}
