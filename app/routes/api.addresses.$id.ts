import type { ActionFunctionArgs } from "@remix-run/node";
import { addressBookTexts } from "#app/messages.ts";
import { deleteAddress } from "#app/models/address.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
