import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { startShop } from "./support/shop-server";

test("a burst of sign-in attempts gets 429, not more guesses", async ({ request }) => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-ratelimit-"));
  const shop = await startShop(join(dir, "shop.db"), { AUTH_RATE_LIMIT: "3" });
  try {
    const attempt = () =>
      request.post(`${shop.baseUrl}/login`, {
        form: { email: "admin@forgeline.example", password: "guess" },
      });
    for (let index = 0; index < 3; index++) expect((await attempt()).status()).toBe(400);
    const blocked = await attempt();
    expect(blocked.status()).toBe(429);
    expect(await blocked.json()).toEqual({
      error: "Too many requests. Please wait a minute and try again.",
    });
    // Browsing is not limited.
    expect((await request.get(`${shop.baseUrl}/tools`)).status()).toBe(200);
  } finally {
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
