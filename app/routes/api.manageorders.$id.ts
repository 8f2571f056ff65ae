import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder, shipOrder, orderJson } from "#app/models/order.server.ts";
import { shipRequestSchema } from "#app/schemas/api/orders.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// PUT /api/manageorders/:id {status: "Shipped", carrier?, trackingNumber?}: admins; paid, Pending
// orders only.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const { carrier, trackingNumber } = await parseJsonBody(request, shipRequestSchema);
      const order = await getOrder(params.id ?? "");
      if (!order) return apiError(404, "No such order");
      if (!(await shipOrder(order.id, { carrier, trackingNumber })))
        return apiError(409, sharedTexts.onlyPaidOrdersShip);
      return Response.json(orderJson((await getOrder(order.id))!));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "put",
      path: "/api/manageorders/{id}",
      tags: ["Orders"],
      summary: "Ship a paid order (admins)",
      description:
        "Optionally with the parcel's carrier and tracking number (issue 38): a tracking number needs its carrier, and UPS, FedEx and USPS need a tracking number; `other` may go without. The order's JSON then links the carrier's tracking page (`trackingUrl`), and the shipped mail says it.",
      security: api.security.signedIn,
      request: { params: api.idParam("order"), body: api.json(shipRequestSchema) },
      responses: {
        200: api.answer("The shipped order with its lines", api.schemas.Order),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error("No such order"),
        409: api.error(sharedTexts.onlyPaidOrdersShip),
        429: api.tooMany,
      },
    },
  ];
}
