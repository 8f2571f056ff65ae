// A visitor's cart cookie through sign-up and sign-in: the cart joins the account's, and the
// cookie is cleared; and the cart page's actions answer a visitor with the cookie they need.
import { describe, expect, it } from "vitest";
import { newVisitorKey, readCart, setCartLine } from "#app/models/cart.server.ts";
import { action as cartAction } from "#app/routes/cart.tsx";
import { action as signup } from "#app/routes/signup.tsx";
import { action as apiCartLine } from "#app/routes/api.cart.lines.$toolId.ts";
import { cartCookieHeaders, visitorKeyOf } from "#app/services/cart-cookie.server.ts";
import { db } from "#app/db.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import { getUserByEmail } from "#app/models/user.server.ts";
import { routeArgs } from "#tests/support/route-args.ts";
import { insertTool } from "#tests/fixtures/in-process.ts";

const ORIGIN = "http://shop.test";

/** The `name=value` of the cart cookie a visitor with `visitorKey`'s cart is given. */
async function cartCookieOf(visitorKey: string) {
  const setCookie = (await cartCookieHeaders({ visitorKey })).get("Set-Cookie")!;
  return setCookie.split(";")[0]!;
}

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });

const clearsCartCookie = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => /^__cart=;.*Max-Age=0/.test(cookie));

describe("signing up with a visitor's cart", () => {
  it("joins the cart to the new account and clears the cookie", async () => {
    const tool = await insertTool({ minimum_qyt: 2, available_qyt: 10 });
    const visitorKey = newVisitorKey();
    await setCartLine({ visitorKey }, tool.id, 3);
    const email = `cart-${visitorKey.slice(0, 8).toLowerCase()}@customers.example`;
    const response = (await signup(
      routeArgs(
        post(
          "/signup",
          { name: "Robin Cart", email, password: "secret-pw", confirmPassword: "secret-pw" },
          await cartCookieOf(visitorKey),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(clearsCartCookie(response)).toBe(true);
    const user = await getUserByEmail(email);
    expect((await readCart({ userId: user!.id })).lines).toMatchObject([
      { toolId: tool.id, qyt: 3 },
    ]);
    expect(await readCart({ visitorKey })).toEqual({ lines: [], subtotal: 0, code: null });
  });
});

/** The `name=value` of the cart cookie a response sets, if it sets one. */
const cartCookieSetBy = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith("__cart="))
    ?.split(";")[0];

/** The visitor key a `__cart=` cookie carries. */
const keyOf = async (cookie: string) =>
  (await visitorKeyOf(new Request(ORIGIN, { headers: { Cookie: cookie } })))!;

describe("a visitor's cart key after its cart joined an account (cart fixation)", () => {
  it("is dead: a replayed cookie gets a new cart under a new key, and the old key names nothing", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const added = (await cartAction(
      routeArgs(post("/cart", { intent: "add", toolId: tool.id, qyt: "2", redirectTo: "/" })),
    )) as Response;
    const replayed = cartCookieSetBy(added)!;
    const joinedKey = await keyOf(replayed);
    const email = `fixation-${joinedKey.slice(0, 8).toLowerCase()}@customers.example`;
    await signup(
      routeArgs(
        post(
          "/signup",
          { name: "Sam Fixed", email, password: "secret-pw", confirmPassword: "secret-pw" },
          replayed,
        ),
      ),
    );
    const user = await getUserByEmail(email);
    expect((await readCart({ userId: user!.id })).lines).toMatchObject([
      { toolId: tool.id, qyt: 2 },
    ]);

    // Whoever kept a copy of the cookie (or the browser, signed out) adds to "that" cart.
    const again = (await cartAction(
      routeArgs(
        post("/cart", { intent: "add", toolId: tool.id, qyt: "3", redirectTo: "/" }, replayed),
      ),
    )) as Response;
    const fresh = cartCookieSetBy(again)!;
    const freshKey = await keyOf(fresh);
    expect(freshKey).not.toBe(joinedKey);
    expect((await readCart({ visitorKey: freshKey })).lines).toMatchObject([
      { toolId: tool.id, qyt: 3 },
    ]);
    const joinedKeyCarts = await db
      .selectFrom("carts")
      .select("id")
      .where("visitorKeyHash", "=", tokenDigest(joinedKey))
      .execute();
    expect(joinedKeyCarts).toEqual([]);

    // The JSON API's writes keep the same rule.
    const put = await apiCartLine(
      routeArgs(
        new Request(new URL(`/api/cart/lines/${tool.id}`, ORIGIN), {
          method: "PUT",
          headers: { Cookie: replayed, "Content-Type": "application/json" },
          body: JSON.stringify({ qyt: 1 }),
        }),
        { toolId: tool.id },
      ),
    );
    const apiKey = await keyOf(cartCookieSetBy(put)!);
    expect([joinedKey, freshKey]).not.toContain(apiKey);
    expect(await readCart({ visitorKey: joinedKey })).toEqual({
      lines: [],
      subtotal: 0,
      code: null,
    });
  });

  it("stays a live visitor's own while their cart exists", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const added = (await cartAction(
      routeArgs(post("/cart", { intent: "add", toolId: tool.id, qyt: "1", redirectTo: "/" })),
    )) as Response;
    const cookie = cartCookieSetBy(added)!;
    const more = (await cartAction(
      routeArgs(
        post("/cart", { intent: "add", toolId: tool.id, qyt: "1", redirectTo: "/" }, cookie),
      ),
    )) as Response;
    expect(cartCookieSetBy(more)).toBe(cookie);
    expect((await readCart({ visitorKey: await keyOf(cookie) })).lines).toMatchObject([
      { toolId: tool.id, qyt: 2 },
    ]);
  });
});

describe("the cart page's actions for a visitor", () => {
  it("set the cookie with the first line, go back where the visitor was, and clear it with the last", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const added = (await cartAction(
      routeArgs(
        post("/cart", { intent: "add", toolId: tool.id, qyt: "2", redirectTo: "/tools?page=2" }),
      ),
    )) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/tools?page=2");
    const cookie = added.headers
      .getSetCookie()
      .find((header) => header.startsWith("__cart="))!
      .split(";")[0]!;
    expect(cookie).not.toBe("__cart=");

    // Another site's address is no place to go back to.
    const offSite = (await cartAction(
      routeArgs(
        post(
          "/cart",
          { intent: "add", toolId: tool.id, qyt: "1", redirectTo: "//evil.example/" },
          cookie,
        ),
      ),
    )) as Response;
    expect(offSite.headers.get("Location")).toBe("/cart");

    const removed = (await cartAction(
      routeArgs(post("/cart", { intent: "remove", toolId: tool.id }, cookie)),
    )) as Response;
    expect(removed.headers.get("Location")).toBe("/cart");
    expect(clearsCartCookie(removed)).toBe(true);
  });

  it("refuses a quantity without adding a line or setting a cookie", async () => {
    const tool = await insertTool({ minimum_qyt: 5, available_qyt: 10 });
    const refused = (await cartAction(
      routeArgs(post("/cart", { intent: "add", toolId: tool.id, qyt: "4", redirectTo: "/" })),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/");
    expect(refused.headers.getSetCookie().some((header) => header.startsWith("__cart="))).toBe(
      false,
    );
    await expect(
      cartAction(routeArgs(post("/cart", { intent: "steal", toolId: tool.id }))),
    ).rejects.toMatchObject({ status: 400 });
  });
});
