import type { ActionFunctionArgs } from "@remix-run/node";
import { cartJson, readCart, setCartLine } from "#app/models/cart.server.ts";
import { checkoutTexts } from "#app/messages.ts";
import { cartLineRequestSchema } from "#app/schemas/cart.ts";
import { cartCookieHeaders } from "#app/services/cart-cookie.server.ts";
import { cartOwnerToWrite } from "#app/services/cart-owner.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
      return Response.json(cartJson(await readCart(owner)), {
        headers: await cartCookieHeaders(owner),
      });
    },
  });
}
