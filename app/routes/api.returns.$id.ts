import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { decideReturn, getReturn, returnJson } from "#app/models/return.server.ts";
import { returnTexts } from "#app/messages.ts";
import { returnDecisionSchema } from "#app/schemas/return.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnRefusalJson } from "#app/services/return-refusal.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
      if (result.status === "refused") return returnRefusalJson(result);
      return Response.json(returnJson(result.return));
    },
  });
}
