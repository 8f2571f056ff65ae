import type { ActionFunctionArgs } from "@remix-run/node";
import {
  enterCartCode,
  readCartWithOffers,
  removeCartCode,
  cartWithOffersJson,
} from "#app/models/cart-offers.server.ts";
import { checkoutTexts, promotionTexts } from "#app/messages.ts";
import { cartCodeRequestSchema } from "#app/schemas/cart.ts";
import { cartOwnerOf } from "#app/routes/+orders/cart-owner.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// PUT /api/cart/code { code }: enters a discount code on the caller's cart (issue 49) and
// answers the cart with its discount and totals, or 400 naming why the code does not apply.
// DELETE /api/cart/code takes it off. The cart is the session's, the bearer token's or the
// visitor cookie's, as GET /api/cart's.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      const owner = await cartOwnerOf(request);
      const { code } = await parseJsonBody(request, cartCodeRequestSchema);
      if (!owner)
        return apiError(400, checkoutTexts.emptyCart, { code: [checkoutTexts.emptyCart] });
      const entry = await enterCartCode(owner, code);
      if (entry.status === "refused") return apiError(400, entry.reason, { code: [entry.reason] });
      return Response.json(cartWithOffersJson(await readCartWithOffers(owner)));
    },
    DELETE: async () => {
      const owner = await cartOwnerOf(request);
      if (!owner) return apiError(400, checkoutTexts.emptyCart);
      await removeCartCode(owner);
      return Response.json(cartWithOffersJson(await readCartWithOffers(owner)));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const security = api.security.cartHolder;
  return [
    {
      method: "put",
      path: "/api/cart/code",
      tags: ["Cart"],
      summary: "Enter a discount code on the cart",
      description: `One code a cart. It is kept only when it applies to the cart as it is now; it is judged again whenever the cart is priced and when the order is placed. The buyer gets the better of the code and the offers that apply by themselves, never both. Codes are compared in capitals.`,
      security,
      request: { body: api.json(cartCodeRequestSchema) },
      responses: {
        200: api.answer("The cart with the code, its discount and totals", api.schemas.Cart),
        400: api.error(
          `An invalid body, an empty cart, or a code that does not apply, naming why (\`fieldErrors.code\`): e.g. "${promotionTexts.usedUp}", "${promotionTexts.needsMinimum("$300.00")}"`,
        ),
        401: api.staleToken,
      },
    },
    {
      method: "delete",
      path: "/api/cart/code",
      tags: ["Cart"],
      summary: "Take the discount code off the cart",
      security,
      responses: {
        200: api.answer("The cart without the code", api.schemas.Cart),
        400: api.error(checkoutTexts.emptyCart),
        401: api.staleToken,
      },
    },
  ];
}
