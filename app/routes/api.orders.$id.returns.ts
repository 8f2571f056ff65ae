import type { ActionFunctionArgs } from "@remix-run/node";
import { requestReturn } from "#app/models/return.server.ts";
import { returnRequestSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/services/order-access.server.ts";
import { returnRefusalJson } from "#app/services/return-refusal.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/orders/:id/returns {lines, reason, comment}: the order's customer asks to send lines
// of it back. Only their own order (anyone else's, admins' too, is a 404), shipped and within
// RETURN_DAYS; at most what was shipped less what other returns hold.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const order = await orderFor(request, caller, params.id, { adminMayAct: false });
      const body = await parseJsonBody(request, returnRequestSchema);
      const result = await requestReturn(caller.id, order.id, body);
      if (result.status === "refused") return returnRefusalJson(result);
      return Response.json({ _id: result.return.id, status: "requested" }, { status: 201 });
    },
  });
}
