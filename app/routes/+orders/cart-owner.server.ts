import type { AppLoadContext } from "@remix-run/node";
import { newVisitorKey, visitorCartExists, type CartOwner } from "#app/models/cart.server.ts";
import type { User } from "#app/models/user.server.ts";
import { bearerToken } from "#app/utils/api.server.ts";
import { getOptionalUser, requireUser } from "#app/services/auth.server.ts";
import { visitorKeyOf } from "#app/services/cart-cookie.server.ts";

/**
 * Whose cart a request reaches: the signed-in caller's (session or bearer token), else the one
 * the visitor's cart cookie names, else nobody's. `user` is the caller when already looked up.
 */
export async function cartOwnerOf(
  request: Request,
  user?: Pick<User, "id"> | null,
): Promise<CartOwner | null> {
  const caller = user === undefined ? await getOptionalUser(request) : user;
  if (caller) return { userId: caller.id };
  // A bad or expired token is refused (401), not taken for a visitor without a cart.
  if (bearerToken(request) !== null) await requireUser(request);
  const visitorKey = await visitorKeyOf(request);
  return visitorKey ? { visitorKey } : null;
}

/**
 * The cart a write goes to: the caller's, the visitor's cart their cookie names, or a new
 * visitor's (its cookie is set by cartCookieHeaders once the write has put a line in it). A new
 * cart always gets a new random key: a cookie whose cart is gone (joined to an account at
 * sign-in, or expired) is never taken up again, so whoever kept a copy of it (cart fixation)
 * reaches nothing the browser puts in its cart afterwards.
 */
export async function cartOwnerToWrite(request: Request): Promise<CartOwner> {
  const owner = await cartOwnerOf(request);
  if (owner && ("userId" in owner || (await visitorCartExists(owner.visitorKey)))) return owner;
  return { visitorKey: newVisitorKey() };
}

/**
 * Tells the page drawn with this action's answer (not a redirect) whose cart the action wrote:
 * the root loader runs in the same request and counts that cart, so a visitor's navigation
 * already shows the lines their new cookie will name from the next request on.
 */
export function noteCartWritten(context: AppLoadContext, owner: CartOwner): void {
  context.cartWritten = owner;
}

/** The cart a page's navigation counts: the one this request's action wrote, or the request's. */
export async function countedCartOwner(
  request: Request,
  context: AppLoadContext,
  user: Pick<User, "id"> | null,
): Promise<CartOwner | null> {
  return context.cartWritten ?? (await cartOwnerOf(request, user));
}
