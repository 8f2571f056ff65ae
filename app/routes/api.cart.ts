import type { LoaderFunctionArgs } from "@remix-run/node";
import { cartJson, EMPTY_CART, readCart } from "#app/models/cart.server.ts";
import { cartOwnerOf } from "#app/services/cart-owner.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/cart: the caller's cart (session or bearer token), else the visitor cookie's; an
// empty one for a client with neither.
export async function loader({ request }: LoaderFunctionArgs) {
  const owner = await cartOwnerOf(request);
  return Response.json(cartJson(owner ? await readCart(owner) : EMPTY_CART));
}
