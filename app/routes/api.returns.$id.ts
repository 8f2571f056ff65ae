import { decideReturn, refusalResponse } from "#app/commerce/index.server.ts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getReturn, returnJson } from "#app/models/return.server.ts";
import { returnTexts } from "#app/messages.ts";
import { returnDecisionSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/returns/:id: one return (admins).
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const found = await getReturn(params.id ?? "");
  return found ? Response.json(returnJson(found)) : apiError(404, returnTexts.noSuchReturn);
}

// PUT /api/returns/:id {status, note}: an admin approves or rejects a requested return, or marks
// an approved one received (which refunds its lines).
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      const admin = await requireUser(request, "admin");
      const decision = await parseJsonBody(request, returnDecisionSchema);
      const result = await decideReturn(params.id ?? "", decision, admin.id);
      if (result.status === "refused") return refusalResponse(result);
      return Response.json(returnJson(result.return));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/returns/{id}",
      tags: ["Returns"],
      summary: "One return (admins)",
      security: api.security.signedIn,
      request: { params: api.idParam("return") },
      responses: {
        200: api.answer("The return", api.schemas.Return),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(returnTexts.noSuchReturn),
      },
    },
    {
      method: "put",
      path: "/api/returns/{id}",
      tags: ["Returns"],
      summary: "Decide on a return (admins): approve, reject, or mark received",
      description:
        "A requested return is `approved` (the customer is mailed where to send the goods) or `rejected` (a `note` saying why is required; the customer is mailed it). An approved one is `received`: its lines are refunded (their amount and share of the tax, once, whoever asks how often; of a line bought at a volume price the pieces kept are re-priced at the price for their quantity as ordered, and the refund is what was paid less what they cost now) and put back on sale unless they came back defective. An approved one that can no longer be refunded in full (its pieces or the order's money went back meanwhile) is `received` for what is left of it (its `note` says what was refunded), or `rejected` with a note. Any other move answers 409 saying what the return is.",
      security: api.security.signedIn,
      request: { params: api.idParam("return"), body: api.json(returnDecisionSchema) },
      responses: {
        200: api.answer("The return as decided", api.schemas.Return),
        400: api.error(`${returnTexts.noteRequired}, or an invalid body`),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(returnTexts.noSuchReturn),
        409: api.error(
          `${returnTexts.cannotDecide("approved", "rejected")}; ${returnTexts.nothingLeftToRefund}; ${returnTexts.stillRefundable}; or the refund was refused`,
        ),
        502: api.error("The payment provider did not take the refund: try again"),
      },
    },
  ];
}
