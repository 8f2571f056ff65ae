import type { ActionFunctionArgs } from "@remix-run/node";
import { approvalTexts } from "#app/messages.ts";
import { decideApproval } from "#app/models/order-approval.server.ts";
import { decisionResponse, orderToDecide } from "#app/routes/+orders/approval.server.ts";
import { declineSchema } from "#app/schemas/approval.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/orders/:id/decline {note} (issue 48): an admin of the order's company declines an
// order awaiting approval, exactly once: it ends, its stock back, its buyer mailed the note.
// Anyone else: 404, before the body is read.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const { user, order } = await orderToDecide(request, params.id);
      const { note } = await parseJsonBody(request, declineSchema);
      return decisionResponse(await decideApproval(user, order, { decision: "decline", note }));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/orders/{id}/decline",
      tags: ["Orders"],
      summary: "Decline an order awaiting approval, with a note (the company's admins)",
      description:
        "An admin of the company (not its own buyer) declines an order `Awaiting approval`: it ends (`state` `declined`, `closed` `declined`), its pieces go back on sale in the same transaction, and its buyer is mailed the `note`. Decided exactly once: a second decision, also at the same moment, is 409.",
      security: api.security.signedIn,
      request: { params: api.idParam("order"), body: api.json(declineSchema) },
      responses: {
        200: api.answer("The order, declined", api.schemas.Order),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.error(approvalTexts.ownOrder),
        404: api.error(
          `${approvalTexts.noSuchOrder}: not an order of a company the caller is an admin of (also for the shop's admins)`,
        ),
        409: api.error(
          "No longer awaiting approval: approved or declined before, cancelled by its buyer, or expired",
        ),
      },
    },
  ];
}
