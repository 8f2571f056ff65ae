import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startShop } from "./support/shop-server";

async function withShop(env: Record<string, string>, body: (baseUrl: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "storefront-ratelimit-"));
  const shop = await startShop(join(dir, "shop.db"), env);
  try {
    await body(shop.baseUrl);
  } finally {
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const guess = { email: "admin@forgeline.example", password: "guess-guess" };

function formPost(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, ...headers },
    body: new URLSearchParams(guess),
  });
}

test("sign-in attempts are limited however the URL is spelled, and browsing is not", async () => {
  await withShop({ AUTH_RATE_LIMIT: "4" }, async (baseUrl) => {
    // Four attempts by four spellings of the same two actions: each one counts.
    expect((await formPost(baseUrl, "/login")).status).toBe(400);
    expect((await formPost(baseUrl, "/login.data")).status).toBe(400); // JavaScript's own post
    expect((await formPost(baseUrl, "/%6cogin")).status).toBe(400);
    const api = await fetch(`${baseUrl}/api/%6cogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify(guess),
    });
    expect(api.status).toBe(401);

    for (const path of ["/login", "/LOGIN", "/login.data", "/signup"]) {
      const blocked = await formPost(baseUrl, path);
      expect(blocked.status, path).toBe(429);
    }
    const page = await formPost(baseUrl, "/login");
    expect(await page.text()).toContain("Too many attempts. Please wait a minute and try again.");
    const apiBlocked = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(guess),
    });
    expect(apiBlocked.status).toBe(429);
    expect(await apiBlocked.json()).toEqual({
      error: "Too many attempts. Please wait a minute and try again.",
    });
    expect((await fetch(`${baseUrl}/tools`)).status).toBe(200);
  });
});

test("without TRUST_PROXY a forged X-Forwarded-For buys no fresh attempts", async () => {
  await withShop({ AUTH_RATE_LIMIT: "2" }, async (baseUrl) => {
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      const response = await formPost(baseUrl, "/login", { "X-Forwarded-For": address });
      expect(response.status).toBe(400);
    }
    const third = await formPost(baseUrl, "/login", { "X-Forwarded-For": "203.0.113.3" });
    expect(third.status).toBe(429);
  });
});

test("behind a trusted proxy each visitor has a bucket of their own", async () => {
  await withShop({ AUTH_RATE_LIMIT: "2", TRUST_PROXY: "loopback" }, async (baseUrl) => {
    const from = (address: string) => formPost(baseUrl, "/login", { "X-Forwarded-For": address });
    expect((await from("198.51.100.7")).status).toBe(400);
    expect((await from("198.51.100.7")).status).toBe(400);
    expect((await from("198.51.100.7")).status).toBe(429);
    // Another visitor behind the same proxy is not held back by the first.
    expect((await from("198.51.100.8")).status).toBe(400);
  });
});

test("Forgot password? and the reset form count as sign-in attempts", async () => {
  await withShop({ AUTH_RATE_LIMIT: "3" }, async (baseUrl) => {
    const ask = () => formPost(baseUrl, "/forgot-password");
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await ask()).status).toBe(200);
    const blocked = await ask();
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect((await formPost(baseUrl, "/reset-password")).status).toBe(429);
    expect((await formPost(baseUrl, "/login")).status).toBe(429);
  });
});
