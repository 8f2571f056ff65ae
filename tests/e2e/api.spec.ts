import { expect, test } from "./support/test";
import { seedReviews, seedTools } from "#db/seed-data.ts";
import { FILLER_TOOL_COUNT } from "./support/demo";

test("GET /healthz checks the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("GET /api/tools lists all tools in the spec's shape, or one page", async ({ request }) => {
  const all = await (await request.get("/api/tools")).json();
  expect(all).toHaveLength(seedTools.length + FILLER_TOOL_COUNT);
  expect(all[0]).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    name: seedTools[0]!.name,
    img: seedTools[0]!.img,
    description: seedTools[0]!.description,
    price: seedTools[0]!.priceCents / 100,
    minimum_qyt: seedTools[0]!.minimum_qyt,
    available_qyt: expect.any(Number),
    sku: seedTools[0]!.sku,
    // Its category by slug (issue 50), and no low-stock alert set (webhooks, issue 50).
    category: seedTools[0]!.category,
    lowStockThreshold: null,
  });
  // One tool by its part number, typed in any case (issue 39); none is an empty array.
  const bySku = await request.get(`/api/tools?sku=${seedTools[0]!.sku.toLowerCase()}`);
  expect(await bySku.json()).toEqual([all[0]]);
  expect(await (await request.get("/api/tools?sku=FL-NO-SUCH-PART")).json()).toEqual([]);

  const second = await (await request.get("/api/tools?page=2")).json();
  expect(second).toMatchObject({ page: 2, pageCount: 2, total: all.length });
  expect(second.tools).toHaveLength(all.length - 24);

  const one = await request.get(`/api/tools/${all[0]._id}`);
  // The list's fields, and (issue 39) its category, specification values and variants.
  expect(await one.json()).toEqual({
    ...all[0],
    category: seedTools[0]!.category,
    attributes: seedTools[0]!.specs,
    variants: expect.any(Array),
    // Priced for the caller (issue 40): an anonymous one pays the list price and the breaks.
    listPrice: all[0].price,
    priceBreaks: (seedTools[0]!.priceBreaks ?? []).map(({ minQyt, priceCents }) => ({
      minQyt,
      price: priceCents / 100,
    })),
    priceGroup: null,
    // Its pictures in order, the first its `img` (issue 50).
    pictures: expect.arrayContaining([{ url: all[0].img, alt: expect.any(String) }]),
  });
});

test("unknown ids and paths answer JSON 404s, bad pages JSON 400s", async ({ request }) => {
  const missing = await request.get("/api/tools/nope");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Tool not found" });
  const unknown = await request.get("/api/nothing-here");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "No such API route" });
  expect((await request.get("/api/tools?page=0")).status()).toBe(400);
});

test("GET /api/reviews answers newest first", async ({ request }) => {
  const reviews = await (await request.get("/api/reviews")).json();
  expect(reviews.map((review: { name: string }) => review.name)).toEqual(
    seedReviews.map((review) => review.name).reverse(),
  );
});

test("pages carry a nonce-based Content-Security-Policy that their scripts match", async ({
  request,
}) => {
  // The sign-in page ships scripts (browsing pages ship none, static-pages.spec.ts).
  const response = await request.get("/login");
  const policy = response.headers()["content-security-policy"]!;
  const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toContain("unsafe-inline' 'nonce");
  expect(policy).toMatch(/script-src 'self' 'nonce-/);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect((await request.get("/login")).headers()["content-security-policy"]).not.toContain(nonce!);
});

test("built assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.css/)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
