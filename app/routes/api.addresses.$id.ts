import type { ActionFunctionArgs } from "@remix-run/node";
import { addressBookTexts } from "#app/messages.ts";
import { deleteAddress } from "#app/models/address.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// DELETE /api/addresses/:id: removes one of the caller's own addresses; another account's
// answers 404, as if it did not exist. Orders placed to it keep their own copy.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    DELETE: async () => {
      const caller = await requireUser(request);
      return (await deleteAddress(caller.id, params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, addressBookTexts.noSuchAddress);
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "delete",
      path: "/api/addresses/{id}",
      tags: ["Accounts"],
      summary: "Delete one of one's own addresses (placed orders keep their copy)",
      security: api.security.signedIn,
      request: { params: api.idParam("address") },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        404: api.error(`${addressBookTexts.noSuchAddress} (another account's answers the same)`),
        429: api.tooMany,
      },
    },
  ];
}
