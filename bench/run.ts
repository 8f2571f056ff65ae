// npm run bench: throughput and latency of the built shop on this machine, over loopback only.
// Starts `npm run serve` on a scratch database (seeded with the demo catalogue), then drives
// each scenario with a fixed number of requests at a fixed concurrency and prints a table.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startShop } from "../tests/e2e/support/shop-server";

interface Scenario {
  name: string;
  requests: number;
  concurrency: number;
  request: (index: number) => Promise<Response>;
  expect: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(scenario: Scenario) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: scenario.concurrency }, async () => {
      while (next < scenario.requests) {
        const index = next++;
        const t0 = performance.now();
        const response = await scenario.request(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== scenario.expect) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: scenario.requests,
    concurrency: scenario.concurrency,
    "req/s": Math.round(scenario.requests / seconds),
    "p50 ms": percentile(latencies, 50).toFixed(1),
    "p95 ms": percentile(latencies, 95).toFixed(1),
    "max ms": latencies.at(-1)!.toFixed(1),
    "unexpected status": failures,
  };
}

if (!existsSync("build/server.js")) {
  console.error("Build the shop first: npm run build");
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), "storefront-bench-"));
const shop = await startShop(join(dir, "bench.db"), {
  WRITE_RATE_LIMIT: "1000000",
  AUTH_RATE_LIMIT: "1000000",
});
try {
  const base = shop.baseUrl;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "customer@forgeline.example", password: "forge-buyer" }),
  });
  const auth = {
    Authorization: `Bearer ${(await login.json()).accessToken}`,
    "Content-Type": "application/json",
  };
  const tools = (await (await fetch(`${base}/api/tools`)).json()) as {
    _id: string;
    minimum_qyt: number;
    available_qyt: number;
  }[];
  const roomy = tools.reduce((best, tool) =>
    tool.available_qyt / tool.minimum_qyt > best.available_qyt / best.minimum_qyt ? tool : best,
  );
  const orders = Math.min(300, Math.floor(roomy.available_qyt / roomy.minimum_qyt));

  const results = [];
  for (const scenario of [
    {
      name: "GET / (home, server-rendered)",
      requests: 500,
      concurrency: 8,
      expect: 200,
      request: () => fetch(`${base}/`),
    },
    {
      name: "GET /tools?q=drill",
      requests: 500,
      concurrency: 8,
      expect: 200,
      request: () => fetch(`${base}/tools?q=drill`),
    },
    {
      name: "GET /api/tools",
      requests: 1000,
      concurrency: 8,
      expect: 200,
      request: () => fetch(`${base}/api/tools`),
    },
    {
      name: "POST /api/orders (transaction + stock)",
      requests: orders,
      concurrency: 8,
      expect: 201,
      request: () =>
        fetch(`${base}/api/orders`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({
            toolId: roomy._id,
            qyt: roomy.minimum_qyt,
            date: "2026-11-21",
            address: "1 Bench St",
            phone: "555",
          }),
        }),
    },
  ] satisfies Scenario[]) {
    results.push(await run(scenario));
  }
  console.table(results);
} finally {
  await shop.stop();
  rmSync(dir, { recursive: true, force: true });
}
