import type { LoaderFunctionArgs } from "@remix-run/node";
import { cartWithOffersJson, readCartWithOffers } from "#app/models/cart-offers.server.ts";
import { EMPTY_CART } from "#app/models/cart.server.ts";
import { NO_DISCOUNT, orderTotals } from "#app/commerce/index.ts";
import { cartOwnerOf } from "#app/routes/+orders/cart-owner.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/cart: the caller's cart (session or bearer token), else the visitor cookie's; an
// empty one for a client with neither.
export async function loader({ request }: LoaderFunctionArgs) {
  const owner = await cartOwnerOf(request);
  return Response.json(
    cartWithOffersJson(
      owner
        ? await readCartWithOffers(owner)
        : { cart: EMPTY_CART, discount: NO_DISCOUNT, totals: orderTotals(0, null, null) },
    ),
  );
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/cart",
      tags: ["Cart"],
      summary: "The caller's cart, priced at today's prices",
      description:
        "The account's cart with a session cookie or bearer token; a visitor's with their `__cart` cookie; an empty cart for anyone else.",
      security: api.security.cartHolder,
      responses: {
        200: api.answer("The cart", api.schemas.Cart),
        401: api.staleToken,
      },
    },
  ];
}
