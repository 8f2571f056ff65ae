import type { ActionFunctionArgs } from "@remix-run/node";
import { checkoutTexts, shippingTaxTexts } from "#app/messages.ts";
import {
  deleteShippingMethod,
  getShippingMethod,
  updateShippingMethod,
} from "#app/models/shipping-method.server.ts";
import { shippingMethodJson } from "#app/routes/+api/shop-settings-json.server.ts";
import { shippingMethodJsonSchema } from "#app/schemas/api/shipping.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

const notFound = () => apiError(404, shippingTaxTexts.noSuchShippingMethod);

// PUT and DELETE /api/shipping-methods/:id (admins, issue 50), through the model the Shipping
// page uses: placed orders keep the name and price they were charged.
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, shippingMethodSchema);
      const written = await updateShippingMethod(id, shippingMethodCents(body));
      if (written === "missing") return notFound();
      if (written === "name-taken")
        return apiError(409, checkoutTexts.shippingMethodNameTaken, {
          name: [checkoutTexts.shippingMethodNameTaken],
        });
      const method = await getShippingMethod(id);
      return method ? Response.json(shippingMethodJson(method)) : notFound();
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await deleteShippingMethod(id)) ? new Response(null, { status: 204 }) : notFound();
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const params = api.idParam("shipping method");
  return [
    {
      method: "put",
      path: "/api/shipping-methods/{id}",
      tags: ["Shop settings"],
      summary: "Change a shipping method (admins)",
      description: "Every field, as on add. Orders already placed keep what they were charged.",
      security: api.security.signedIn,
      request: { params, body: api.json(shippingMethodSchema) },
      responses: {
        200: api.answer("The method", shippingMethodJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(shippingTaxTexts.noSuchShippingMethod),
        409: api.error(checkoutTexts.shippingMethodNameTaken),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/shipping-methods/{id}",
      tags: ["Shop settings"],
      summary: "Remove a shipping method (admins)",
      security: api.security.signedIn,
      request: { params },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(shippingTaxTexts.noSuchShippingMethod),
        429: api.tooMany,
      },
    },
  ];
}
