// Price groups over HTTP (issue 40): PUT /api/users/{email} {priceGroup} and GET
// /api/price-groups, and a member's prices never leaking: not into the page cache's answers to
// anonymous visitors, not into another customer's API answers. A shop of the worker's own, with
// the demo's Distributor group (15% off, 20% off Hand tools) and its member.
import { DEMO_DISTRIBUTOR } from "#db/seed.ts";
import { createCustomer } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";

// The drill driver: $149.00 for everyone, $126.65 (15% off) for a Distributor.
const DRILL_SKU = "FL-DD18-K2";
const LIST = "$149.00";
const MEMBERS = "$126.65";

interface ToolJson {
  sku: string | null;
  price: number;
  listPrice?: number;
}

const drillIn = (body: unknown): ToolJson | undefined => {
  const tools = (Array.isArray(body) ? body : (body as { tools: ToolJson[] }).tools) as ToolJson[];
  return tools.find((tool) => tool.sku === DRILL_SKU);
};

test("a member's prices never reach an anonymous visitor (the page cache) nor another customer", async ({
  ownShop,
  shopDb,
}, testInfo) => {
  const base = ownShop.baseUrl;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers });
  const member = {
    cookie: { Cookie: await signInCookie(base, DEMO_DISTRIBUTOR) },
    bearer: { Authorization: await bearerToken(base, DEMO_DISTRIBUTOR) },
  };
  const customer = await createCustomer(testInfo, null, shopDb);
  const walkIn = {
    cookie: { Cookie: await signInCookie(base, customer) },
    bearer: { Authorization: await bearerToken(base, customer) },
  };
  // Pages that show the drill whatever other tests of this worker's shop add (their tools are in
  // no category and newer: home shows them, so home is checked by the price's label alone).
  const pages = [`/tools?q=${DRILL_SKU}`, "/tools?category=drills-drivers"];
  const apis = ["/api/tools", `/api/tools?sku=${DRILL_SKU}`, `/api/search?q=${DRILL_SKU}`];

  for (const path of pages) {
    const own = await get(path, member.cookie);
    expect(own.headers.get("cache-control"), path).toBe("private, no-store");
    expect(own.headers.get("x-page-cache"), path).toBeNull();
    const html = await own.text();
    expect(html, path).toContain(MEMBERS);
    expect(html, path).toContain("Distributor price");
  }
  const home = await get("/", member.cookie);
  expect(home.headers.get("cache-control")).toBe("private, no-store");
  expect(await home.text()).toContain("Distributor price");
  for (const path of apis) {
    for (const credentials of [member.bearer, member.cookie]) {
      const own = await get(path, credentials);
      expect(own.headers.get("cache-control"), path).toBe("private, no-store");
      expect(own.headers.get("x-page-cache"), path).toBeNull();
      expect(drillIn(await own.json()), path).toMatchObject({ price: 126.65, listPrice: 149 });
    }
  }

  // An anonymous visitor, twice: the second answer comes from the cache, at list prices.
  for (const path of pages) {
    await get(path);
    const kept = await get(path);
    expect(kept.headers.get("x-page-cache"), path).toBe("hit");
    const html = await kept.text();
    expect(html, path).toContain(LIST);
    expect(html, path).not.toContain(MEMBERS);
    expect(html, path).not.toContain("Distributor price");
  }
  await get("/");
  const keptHome = await get("/");
  expect(keptHome.headers.get("x-page-cache")).toBe("hit");
  expect(await keptHome.text()).not.toContain("Distributor price");
  for (const path of apis) {
    await get(path);
    const kept = await get(path);
    expect(kept.headers.get("x-page-cache"), path).toBe("hit");
    const drill = drillIn(await kept.json());
    expect(drill, path).toMatchObject({ price: 149 });
    expect(drill, path).not.toHaveProperty("listPrice");
  }

  // Another customer, in no group, with a token or a session: list prices, not kept privately.
  for (const path of apis) {
    for (const credentials of [walkIn.bearer, walkIn.cookie]) {
      const theirs = await get(path, credentials);
      expect(theirs.headers.get("cache-control"), path).toBeNull();
      const drill = drillIn(await theirs.json());
      expect(drill, path).toMatchObject({ price: 149 });
      expect(drill, path).not.toHaveProperty("listPrice");
    }
  }
  for (const path of pages) {
    const html = await (await get(path, walkIn.cookie)).text();
    expect(html, path).toContain(LIST);
    expect(html, path).not.toContain(MEMBERS);
  }
});

test("PUT /api/users/{email} {priceGroup} by name, by id and null; GET /api/price-groups", async ({
  ownShop,
  shopDb,
}, testInfo) => {
  const base = ownShop.baseUrl;
  const admin = { Authorization: await bearerToken(base, demoAdmin) };
  const customer = await createCustomer(testInfo, null, shopDb);
  const own = { Authorization: await bearerToken(base, customer) };
  const put = (email: string, body: unknown, auth: Record<string, string> = admin) =>
    fetch(`${base}/api/users/${encodeURIComponent(email)}`, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  const listed = await fetch(`${base}/api/price-groups`, { headers: admin });
  expect(listed.status).toBe(200);
  const groups = (await listed.json()) as { _id: string; name: string }[];
  const distributor = groups.find((group) => group.name === "Distributor")!;
  expect(distributor).toMatchObject({
    discount: 15,
    categories: [{ category: "hand-tools", discount: 20 }],
  });
  expect((await fetch(`${base}/api/price-groups`, { headers: own })).status).toBe(403);
  expect((await fetch(`${base}/api/price-groups`)).status).toBe(401);

  const byName = await put(customer.email, { priceGroup: "distributor" });
  expect(byName.status).toBe(200);
  expect(((await byName.json()) as { user: { priceGroup: string } }).user.priceGroup).toBe(
    "Distributor",
  );
  // The customer's own prices follow at once.
  const drill = drillIn(await (await fetch(`${base}/api/tools`, { headers: own })).json());
  expect(drill).toMatchObject({ price: 126.65, listPrice: 149 });

  const none = await put(customer.email, { priceGroup: null });
  expect(((await none.json()) as { user: { priceGroup: null } }).user.priceGroup).toBeNull();
  const byId = await put(customer.email, { priceGroup: distributor._id });
  expect(((await byId.json()) as { user: { priceGroup: string } }).user.priceGroup).toBe(
    "Distributor",
  );

  const unknown = await put(customer.email, { priceGroup: "Wholesale Giants" });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toEqual({ error: "No price group has that id or name" });
  const toAdmin = await put(demoAdmin.email, { priceGroup: "Distributor" });
  expect(toAdmin.status).toBe(400);
  expect(await toAdmin.json()).toEqual({
    error: "An admin is in no price group: admins pay list prices",
  });
  expect((await put("nobody-at-all@customers.example", { priceGroup: null })).status).toBe(404);
  expect((await put(customer.email, { priceGroup: null }, own)).status).toBe(403);
  const row = await shopDb
    .selectFrom("users")
    .select("priceGroupId")
    .where("id", "=", customer.id)
    .executeTakeFirstOrThrow();
  expect(row.priceGroupId).toBe(distributor._id);
});
