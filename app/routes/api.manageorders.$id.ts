import type { ActionFunctionArgs } from "@remix-run/node";
import { getOrder, shipOrder, orderJson } from "#app/models/order.server.ts";
import { shipRequestSchema } from "#app/schemas/api.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { sharedTexts } from "#app/messages.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
