import { createCookie } from "@remix-run/node";
import { countCartLines, mergeVisitorCart, VISITOR_CART_DAYS } from "#app/models/cart.server.ts";
import type { CartOwner } from "#app/models/cart.server.ts";
import { cookieOptions } from "./cookie-options.server";

const COOKIE_NAME = "__cart";

/**
 * A visitor's cart before they sign in: the cookie carries only the random key of its row (the
 * database keeps the key's digest). It lives as long as an untouched visitor's cart does.
 */
const cartCookie = createCookie(COOKIE_NAME, {
  ...cookieOptions,
  maxAge: VISITOR_CART_DAYS * 24 * 60 * 60,
});

/** The visitor key this browser's cart cookie carries, if any. */
export async function visitorKeyOf(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  // A browser without our cookie costs no signature check.
  if (!header?.includes(`${COOKIE_NAME}=`)) return null;
  const key: unknown = await cartCookie.parse(header);
  return typeof key === "string" && key ? key : null;
}

const clearedCookie = () => cartCookie.serialize("", { maxAge: 0 });

/**
 * The cookie to answer a write to a cart with: a visitor's cart that has lines is kept (for
 * another 30 days); an empty one is forgotten, so the visitor gets the shared kept pages again.
 * An account's cart needs none.
 */
export async function cartCookieHeaders(owner: CartOwner): Promise<Headers> {
  const headers = new Headers();
  if ("userId" in owner) return headers;
  const lines = await countCartLines(owner);
  headers.append(
    "Set-Cookie",
    lines > 0 ? await cartCookie.serialize(owner.visitorKey) : await clearedCookie(),
  );
  return headers;
}

/** On sign-in: the visitor's cart joins the account's, and its cookie is cleared (onto `headers`). */
export async function joinVisitorCart(request: Request, userId: string, headers: Headers) {
  const visitorKey = await visitorKeyOf(request);
  if (!visitorKey) return;
  await mergeVisitorCart(visitorKey, userId);
  headers.append("Set-Cookie", await clearedCookie());
}
