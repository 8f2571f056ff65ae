// The built shop's page cache as visitors meet it: anonymous pages come from prepared bytes, a
// signed-in visitor always gets their own page, and stock is never stale after a write.
import { createCustomer, signIn } from "./support/accounts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

test("an anonymous visitor's page comes from the cache, with its CSP, and 304s", async ({
  request,
}) => {
  await request.get("/blogs");
  const again = await request.get("/blogs");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["content-security-policy"]).toContain("script-src 'self'");
  // A kept page carries no script, and one nonce sent to every visitor would be no secret.
  expect(again.headers()["content-security-policy"]).not.toContain("'nonce-");
  expect(again.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(await again.text()).toContain("Questions and answers");
  const etag = again.headers()["etag"]!;
  const unchanged = await request.get("/blogs", { headers: { "If-None-Match": etag } });
  expect(unchanged.status()).toBe(304);
});

test("a signed-in visitor never gets the anonymous page from the cache", async ({
  page,
  request,
  shopDb,
}, testInfo) => {
  await request.get("/");
  expect((await request.get("/")).headers()["x-page-cache"]).toBe("hit");
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  const response = await page.goto("/");
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: customer.displayName })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("the product page shows the stock an order took, at once", async ({
  page,
  request,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { available_qyt: 40, minimum_qyt: 5 });
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByText("40 pcs")).toBeVisible();
  const again = await page.reload();
  expect(again?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.getByText("40 pcs")).toBeVisible();

  const customer = await createCustomer(testInfo, null, shopDb);
  const login = await request.post("/api/login", {
    data: { email: customer.email, password: customer.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const order = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      toolId: tool.id,
      qyt: 5,
      date: new Date().toISOString().slice(0, 10),
      address: "12 Cache Row, Dayton, OH",
      phone: "+1 937 555 0142",
    },
  });
  expect(order.status()).toBe(201);

  await page.reload();
  await expect(page.getByText("35 pcs")).toBeVisible();
});

test("a write through the shop itself drops the cached pages that showed it", async ({
  request,
  shopDb,
}, testInfo) => {
  // Everything this test needs in the database is written before anything is cached: from then
  // on only the shop's own writes (not another connection's) can tell the cache.
  const tool = await insertTool(shopDb, { available_qyt: 40, minimum_qyt: 5 });
  const admin = await createCustomer(testInfo, "admin", shopDb);
  const login = await request.post("/api/login", {
    data: { email: admin.email, password: admin.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };

  const names = async () => {
    const response = await request.get("/api/tools");
    const tools = (await response.json()) as { _id: string }[];
    return { cache: response.headers()["x-page-cache"], ids: tools.map((each) => each._id) };
  };
  await names();
  const cached = await names();
  expect(cached.cache).toBe("hit");
  expect(cached.ids).toContain(tool.id);

  const removed = await request.delete(`/api/tools/${tool.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(removed.status()).toBe(204);
  expect((await names()).ids).not.toContain(tool.id);
});
