import type { ActionFunctionArgs } from "@remix-run/node";
import { approvalTexts } from "#app/messages.ts";
import { decide, decisionResponse } from "#app/routes/+orders/approval.server.ts";
import { byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/orders/:id/approve (issue 48): an admin of the order's company approves an order
// awaiting approval, exactly once; it can then be paid, its hold started again. Anyone else: 404.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => decisionResponse(await decide(request, params.id, { decision: "approve" })),
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/orders/{id}/approve",
      tags: ["Orders"],
      summary: "Approve an order awaiting approval (the company's admins)",
      description:
        "An order of a company's buyer above their spending limit is placed `Awaiting approval`. An admin of the company (not its own buyer) approves it: it becomes an ordinary unpaid order (`state` `unpaid`), its stock held again for `ORDER_HOLD_HOURS` from now, and its buyer is mailed to pay it. Decided exactly once: a second decision, also at the same moment, is 409. No body.",
      security: api.security.signedIn,
      request: { params: api.idParam("order") },
      responses: {
        200: api.answer("The order, approved", api.schemas.Order),
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
