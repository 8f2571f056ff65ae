import { ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setCartLine } from "#app/models/cart.server.ts";
import { cartWithOffersJson, readCartWithOffers } from "#app/models/cart-offers.server.ts";
import { checkoutTexts } from "#app/messages.ts";
import { cartLineRequestSchema } from "#app/schemas/cart.ts";
import { cartCookieHeaders } from "#app/services/cart-cookie.server.ts";
import { cartOwnerToWrite } from "#app/routes/+orders/cart-owner.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// PUT /api/cart/lines/:toolId { qyt }: sets the line's quantity (0 removes it) and answers the
// cart. A visitor's first line sets the cart cookie; their last one removed clears it.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      const owner = await cartOwnerToWrite(request);
      const { qyt } = await parseJsonBody(request, cartLineRequestSchema);
      const write = await setCartLine(owner, params.toolId ?? "", qyt);
      if (write.status === "refused") return apiError(400, write.message, { qyt: [write.message] });
      if (write.status === "no-such-tool") return apiError(404, checkoutTexts.toolGone);
      if (write.status === "cart-full") return apiError(409, checkoutTexts.cartFull);
      return Response.json(cartWithOffersJson(await readCartWithOffers(owner)), {
        headers: await cartCookieHeaders(owner),
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "put",
      path: "/api/cart/lines/{toolId}",
      tags: ["Cart"],
      summary: "Set how many of a tool the cart holds (0 removes the line)",
      description:
        "The quantity follows the tool's limits with the spec's messages ('Minimum Order Quantity Is {minimum}', 'You Can Not Order More Than Stock'). A visitor's first line sets the `__cart` cookie; removing the last clears it.",
      security: api.security.cartHolder,
      request: {
        params: z.object({ toolId: z.string().openapi({ description: "The tool's _id" }) }),
        body: api.json(cartLineRequestSchema),
      },
      responses: {
        200: api.answer("The cart after the change", api.schemas.Cart),
        400: api.error(
          `An invalid body, or a quantity outside the tool's limits or above the largest order (\`fieldErrors.qyt\`): "${ORDER_TOO_LARGE}"`,
        ),
        401: api.staleToken,
        404: api.error("No such tool in the catalogue"),
        409: api.error(checkoutTexts.cartFull),
      },
    },
  ];
}
