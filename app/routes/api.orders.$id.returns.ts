import type { ActionFunctionArgs } from "@remix-run/node";
import { requestReturn } from "#app/models/return.server.ts";
import { returnRequestSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { refusalResponse } from "#app/commerce/index.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { returnTexts } from "#app/messages.ts";
import { returnCreatedJsonSchema } from "#app/schemas/api/returns.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

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
      if (result.status === "refused") return refusalResponse(result);
      const { id, number } = result.return;
      return Response.json({ _id: id, number, status: "requested" }, { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/orders/{id}/returns",
      tags: ["Returns"],
      summary: "Ask to return lines of one's shipped order",
      description:
        "Only the order's customer (anyone else's order, an admin's too, answers 404), once the order has shipped and up to `RETURN_DAYS` days (default 30) after. Each line names a tool of the order once, with 1 piece or more: at most what was shipped less what was refunded and what the order's open returns (requested or approved) hold; pieces whose return would refund nothing (the pieces kept, re-priced at their own quantity's price, cost all that was paid) are refused. `reason` is defective (not put back on sale when received), wrong_item or not_needed.",
      security: api.security.signedIn,
      request: { params: api.idParam("order"), body: api.json(returnRequestSchema) },
      responses: {
        201: api.answer("The return, waiting for the shop's decision", returnCreatedJsonSchema),
        400: api.error(
          `${returnTexts.tooMany("{tool}", 1)}, ${returnTexts.notInOrder}, ${returnTexts.noLines}, ${returnTexts.bringsNothingBack("{lines}", 9, "{price}")}, or an invalid body (\`fieldErrors\`)`,
        ),
        401: api.unauthenticated,
        404: api.error("No such order (someone else's answers the same)"),
        409: api.error(`${returnTexts.notShipped}; or the order's time for returns has passed`),
      },
    },
  ];
}
