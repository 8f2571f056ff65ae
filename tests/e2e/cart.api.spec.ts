// The cart's JSON API: GET /api/cart and PUT /api/cart/lines/{toolId}, for a visitor (the cart
// cookie), a customer by session cookie and by bearer token; the spec's quantity messages,
// unknown tools, bad bodies, a full cart, and another customer's cart never in view.
import type { APIRequestContext } from "@playwright/test";
import { createCustomer } from "./support/accounts";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

/** An empty cart as the API gives it: no lines, no code, nothing taken off (issue 49). */
const EMPTY_CART_JSON = {
  lines: [],
  subtotal: 0,
  code: null,
  codeProblem: null,
  discount: 0,
  promotions: [],
  total: 0,
};

interface CartJson {
  lines: { toolId: string; name: string; qyt: number; price: number; amount: number }[];
  subtotal: number;
}

/** MAX_CART_LINES of app/models/cart.server.ts (not imported: it would open a database here). */
const MAX_CART_LINES = 100;

const putLine = (
  request: APIRequestContext,
  toolId: string,
  body: unknown,
  headers: Record<string, string>,
) => request.put(`/api/cart/lines/${toolId}`, { headers, data: body });

test("a customer's cart by token and by session: set, replace and remove lines, in dollars", async ({
  request,
  shopDb,
  baseURL,
}, testInfo) => {
  const tool = await insertTool(shopDb, { minimum_qyt: 2, available_qyt: 30, price: 1999 });
  const customer = await createCustomer(testInfo, null, shopDb);
  const token = { Authorization: await bearerToken(baseURL!, customer) };
  const session = { Cookie: await signInCookie(baseURL!, customer), Origin: baseURL! };

  const set = await putLine(request, tool.id, { qyt: 3 }, token);
  expect(set.status()).toBe(200);
  expect(await set.json()).toMatchObject({
    lines: [{ toolId: tool.id, name: tool.name, qyt: 3, price: 19.99, amount: 59.97 }],
    subtotal: 59.97,
  });
  // The same cart through the browser's session.
  const bySession = await request.get("/api/cart", { headers: session });
  expect(((await bySession.json()) as CartJson).lines).toMatchObject([{ qyt: 3 }]);
  const replaced = await putLine(request, tool.id, { qyt: 5 }, session);
  expect(((await replaced.json()) as CartJson).lines).toMatchObject([{ qyt: 5, amount: 99.95 }]);
  // An account's cart needs no cookie of its own.
  expect(replaced.headers()["set-cookie"] ?? "").not.toContain("__cart");

  const removed = await putLine(request, tool.id, { qyt: 0 }, token);
  expect(await removed.json()).toEqual(EMPTY_CART_JSON);
});

test("a quantity outside the tool's limits, a bad body, an unknown tool and a full cart are refused", async ({
  request,
  shopDb,
  baseURL,
}, testInfo) => {
  const tool = await insertTool(shopDb, { minimum_qyt: 5, available_qyt: 12 });
  const customer = await createCustomer(testInfo, null, shopDb);
  const token = { Authorization: await bearerToken(baseURL!, customer) };

  const below = await putLine(request, tool.id, { qyt: 4 }, token);
  expect(below.status()).toBe(400);
  expect(await below.json()).toEqual({
    error: "Minimum Order Quantity Is 5",
    fieldErrors: { qyt: ["Minimum Order Quantity Is 5"] },
  });
  const over = await putLine(request, tool.id, { qyt: 13 }, token);
  expect(over.status()).toBe(400);
  expect(await over.json()).toEqual({
    error: "You Can Not Order More Than Stock",
    fieldErrors: { qyt: ["You Can Not Order More Than Stock"] },
  });
  for (const body of [{}, { qyt: 2.5 }, { qyt: -1 }, { qyt: "many" }, [5]]) {
    const bad = await putLine(request, tool.id, body, token);
    expect(bad.status(), JSON.stringify(body)).toBe(400);
    expect(((await bad.json()) as { fieldErrors?: object }).fieldErrors).toBeDefined();
  }
  const unknown = await putLine(request, "no-such-tool", { qyt: 5 }, token);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "This tool is no longer sold" });
  const badToken = await request.get("/api/cart", {
    headers: { Authorization: "Bearer not-a-token" },
  });
  expect(badToken.status()).toBe(401);
  expect((await request.get("/api/cart", { headers: token })).status()).toBe(200);
  expect(
    ((await (await request.get("/api/cart", { headers: token })).json()) as CartJson).lines,
  ).toEqual([]);

  // A cart at its cap takes no new tool, and says why.
  const tools = await Promise.all(
    Array.from({ length: MAX_CART_LINES + 1 }, () =>
      insertTool(shopDb, { minimum_qyt: 1, available_qyt: 5 }),
    ),
  );
  for (const filler of tools.slice(0, MAX_CART_LINES))
    expect((await putLine(request, filler.id, { qyt: 1 }, token)).status()).toBe(200);
  const full = await putLine(request, tools[MAX_CART_LINES]!.id, { qyt: 1 }, token);
  expect(full.status()).toBe(409);
  expect(await full.json()).toEqual({
    error: "Your cart is full: remove a line before adding another tool",
  });
});

test("a visitor's cart lives in its cookie; another customer's cart is never in view", async ({
  playwright,
  shopDb,
  baseURL,
}, testInfo) => {
  const tool = await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 9, price: 500 });
  const [owner, other] = await Promise.all([
    createCustomer(testInfo, null, shopDb),
    createCustomer(testInfo, null, shopDb),
  ]);
  const ownerToken = { Authorization: await bearerToken(baseURL!, owner) };
  const otherToken = { Authorization: await bearerToken(baseURL!, other) };
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    expect((await putLine(visitor, tool.id, { qyt: 2 }, ownerToken)).status()).toBe(200);
    // The other customer, and a visitor without a cookie, see empty carts.
    const seenByOther = await visitor.get("/api/cart", { headers: otherToken });
    expect(await seenByOther.json()).toEqual(EMPTY_CART_JSON);
    expect(await (await visitor.get("/api/cart")).json()).toEqual(EMPTY_CART_JSON);

    // A visitor's first line sets an HttpOnly, SameSite=Lax cookie for 30 days...
    const first = await putLine(visitor, tool.id, { qyt: 4 }, { Origin: baseURL! });
    expect(first.status()).toBe(200);
    const setCookie = first.headers()["set-cookie"]!;
    expect(setCookie).toMatch(/^__cart=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    // ...that carries their cart, and only theirs.
    expect(await (await visitor.get("/api/cart")).json()).toMatchObject({
      lines: [{ toolId: tool.id, qyt: 4, amount: 20 }],
      subtotal: 20,
    });
    const ownerCart = (await (
      await visitor.get("/api/cart", { headers: ownerToken })
    ).json()) as CartJson;
    expect(ownerCart.lines).toMatchObject([{ qyt: 2 }]);
    // A made-up cookie is no cart at all.
    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: "__cart=forged-key" },
    });
    expect(await (await forged.get("/api/cart")).json()).toEqual(EMPTY_CART_JSON);
    await forged.dispose();

    // The last line removed clears the cookie.
    const emptied = await putLine(visitor, tool.id, { qyt: 0 }, { Origin: baseURL! });
    expect(emptied.headers()["set-cookie"]).toMatch(/^__cart=;.*Max-Age=0/);
  } finally {
    await visitor.dispose();
  }
});
