import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addressBookTexts } from "#app/messages.ts";
import {
  addAddress,
  addressJson,
  listAddresses,
  MAX_ADDRESSES,
} from "#app/models/address.server.ts";
import { addressSchema } from "#app/schemas/address.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/addresses: the caller's own address book, oldest first. Every account has one, admins
// too (they may order like customers); nobody reads another's.
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  return Response.json((await listAddresses(caller.id)).map(addressJson));
}

// POST /api/addresses: adds a US address to the caller's book (at most MAX_ADDRESSES).
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      const input = await parseJsonBody(request, addressSchema);
      const added = await addAddress(caller.id, input);
      if (!added) return apiError(409, addressBookTexts.bookFull(MAX_ADDRESSES));
      return Response.json(addressJson(added), { status: 201 });
    },
  });
}
