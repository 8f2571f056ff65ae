import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { bookOf, getAddress } from "#app/models/address.server.ts";
import { readCart } from "#app/models/cart.server.ts";
import { addShippingMethod, pricedShippingMethods } from "#app/models/shipping-method.server.ts";
import { checkoutTexts } from "#app/messages.ts";
import {
  shippingMethodsQuerySchema,
  pricedShippingMethodJsonSchema,
  shippingMethodJsonSchema,
} from "#app/schemas/api/shipping.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import { shippingMethodJson } from "#app/routes/+api/shop-settings-json.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseApiQuery, parseJsonBody } from "#app/utils/api.server.ts";
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

// POST /api/shipping-methods (admins, issue 50): a new method at the end of the list, written as
// the Shipping page writes it.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, shippingMethodSchema);
      return createOnce(request, admin, body, async () => {
        const added = await addShippingMethod(shippingMethodCents(body));
        if (added.status === "name-taken")
          return apiError(409, checkoutTexts.shippingMethodNameTaken, {
            name: [checkoutTexts.shippingMethodNameTaken],
          });
        return Response.json(shippingMethodJson(added.method), { status: 201 });
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/shipping-methods",
      tags: ["Shop settings"],
      summary: "Add a shipping method (admins)",
      description:
        "`price` and `freeAbove` in dollars; `daysInTransit` in business days. Added at the end of the list checkout shows. With an `Idempotency-Key`, the same key and body again answer the same method (201 again); the same key with another body is 422.",
      security: api.security.signedIn,
      request: {
        headers: api.idempotencyKeyHeader,
        body: api.json(shippingMethodSchema),
      },
      responses: {
        201: api.answer("The method", shippingMethodJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        409: api.error(
          `${checkoutTexts.shippingMethodNameTaken} (or the same key is still running)`,
        ),
        422: api.keyReused("Idempotency-Key"),
        429: api.tooMany,
      },
    },
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
