// npm run bench:binary: what docs/deployment.md ("Measured") quotes about the single executable,
// measured on this machine: its size, the time from start to a healthy /healthz on a new folder
// and on an existing one, and its memory (RSS) when idle and under page load (wrk). The same
// figures for `npm run serve` (node build/server.js) give the comparison.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "#tests/e2e/support/shop-server.ts";
import { NODE_FLAGS } from "../server/tuning";
import { wrk } from "./load";
import { median } from "./median";

const RUNS = Number(process.env.RUNS ?? 5);
const root = join(import.meta.dirname, "..");
const binary = join(root, "dist/storefront");
const targets = {
  "dist/storefront": [binary],
  "npm run serve": [process.execPath, join(root, "build/server.js")],
};

if (!existsSync(binary) || !existsSync(join(root, "build/server.js"))) {
  console.error("Build both first: npm run package");
  process.exit(2);
}

const rssMb = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) / 1024;
};

async function start(command: string[], folder: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: folder,
    // The Node flags as the systemd unit in docs/deployment.md gives them to the executable.
    env: {
      ...{ PATH: "/usr/bin:/bin", NODE_ENV: "production", PORT: String(port), SHOP_MODE: "demo" },
      NODE_OPTIONS: NODE_FLAGS.join(" "),
    },
    stdio: "ignore",
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited early`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    url,
    pid: child.pid!,
    ms: performance.now() - started,
    async stop() {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function measure(name: keyof typeof targets) {
  const command = targets[name];
  const fresh: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const folder = mkdtempSync(join(tmpdir(), "storefront-bench-"));
    const shop = await start(command, folder);
    fresh.push(shop.ms);
    await shop.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), "storefront-bench-"));
  await (await start(command, folder)).stop();
  const existing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const shop = await start(command, folder);
    existing.push(shop.ms);
    await shop.stop();
  }

  const shop = await start(command, folder);
  await fetch(`${shop.url}/`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = rssMb(shop.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(shop.pid))), 100);
  // wrk runs as its own process while this one samples the shop's memory.
  const load = async (path: string) =>
    `${path} ${(await wrk(`${shop.url}${path}`, {}, { connections: 16, seconds: 15 })).rps} req/s`;
  const requests = [await load("/"), await load("/tools")];
  clearInterval(sampler);
  await shop.stop();
  rmSync(folder, { recursive: true, force: true });
  return {
    "start to healthy, new folder (ms)": Math.round(median(fresh)),
    "start to healthy, existing folder (ms)": Math.round(median(existing)),
    "RSS idle (MB)": Math.round(idle),
    "RSS peak under load (MB)": Math.round(peak),
    "load (wrk -t2 -c16, 15 s each)": requests.join(", "),
  };
}

console.log(`dist/storefront: ${(statSync(binary).size / 1e6).toFixed(1)} MB`);
const results: Record<string, Record<string, string | number>> = {};
for (const name of Object.keys(targets) as (keyof typeof targets)[]) {
  results[name] = await measure(name);
}
console.log(`Medians of ${RUNS} starts each; one process per run.`);
console.table(results);
