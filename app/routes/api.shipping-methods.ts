import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { bookOf, getAddress } from "#app/models/address.server.ts";
import { readCart } from "#app/models/cart.server.ts";
import { pricedShippingMethods } from "#app/models/shipping-method.server.ts";
import { checkoutTexts } from "#app/messages.ts";
import {
  shippingMethodsQuerySchema,
  pricedShippingMethodJsonSchema,
} from "#app/schemas/api/shipping.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, parseApiQuery } from "#app/utils/api.server.ts";
import { earliestDeliveryDay } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/shipping-methods?addressId=: every method, priced for the caller's cart as it is now
// (free above a method's threshold). An address, if named, must be one of the caller's own.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  const { addressId } = parseApiQuery(request, shippingMethodsQuerySchema, ["addressId"]);
  if (addressId && !(await getAddress(bookOf(caller), addressId)))
    return apiError(404, checkoutTexts.noSuchAddress);
  const cart = await readCart({ userId: caller.id });
  const methods = await pricedShippingMethods(cart.subtotal);
  const today = shopToday();
  return Response.json(
    methods.map((method) => ({
      _id: method.id,
      name: method.name,
      price: centsToDollars(method.cost),
      daysInTransit: method.daysInTransit,
      earliestDelivery: earliestDeliveryDay(today, method.daysInTransit),
    })),
  );
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/shipping-methods",
      tags: ["Orders"],
      summary: "The shipping methods, priced for one's cart",
      description:
        "Every method with its price for the caller's cart as it is now (0 when the cart's subtotal is above the method's free threshold), its days in transit and the earliest delivery date it can keep (the checkout refuses an earlier `date`). `addressId`, if given, must be one of the caller's addresses.",
      security: api.security.signedIn,
      request: { query: shippingMethodsQuerySchema },
      responses: {
        200: api.answer(
          "The methods, in the order checkout lists them",
          z.array(pricedShippingMethodJsonSchema),
        ),
        400: api.invalid,
        401: api.unauthenticated,
        404: api.error(`${checkoutTexts.noSuchAddress} (the address is not the caller's)`),
      },
    },
  ];
}
