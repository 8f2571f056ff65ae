import type { ActionFunctionArgs } from "@remix-run/node";
import { addressBookTexts, companyTexts } from "#app/messages.ts";
import {
  addressJson,
  bookOf,
  deleteAddress,
  getAddress,
  isCompanyBook,
  keepsBook,
  setBillingAddress,
} from "#app/models/address.server.ts";
import { billingChoiceSchema } from "#app/schemas/address.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// DELETE /api/addresses/:id: removes one of the caller's own addresses; another account's
// answers 404, as if it did not exist. Orders placed to it keep their own copy.
// PATCH /api/addresses/:id {billing}: makes it the billing address (the one before stops being
// it), or no longer. Invoices already issued keep whom they billed.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PATCH: async () => {
      const caller = await requireUser(request);
      const { billing } = await parseJsonBody(request, billingChoiceSchema);
      const book = bookOf(caller);
      // A company's book has no billing entry: its own address stays the company's (issue 48).
      if (isCompanyBook(book))
        return (await getAddress(book, params.id ?? ""))
          ? apiError(400, companyTexts.bookIsCompanys)
          : apiError(404, addressBookTexts.noSuchAddress);
      const address = await setBillingAddress(caller.id, params.id ?? "", billing);
      return address
        ? Response.json(addressJson(address))
        : apiError(404, addressBookTexts.noSuchAddress);
    },
    DELETE: async () => {
      const caller = await requireUser(request);
      const book = bookOf(caller);
      // A buyer sees the company's book; its admins keep it.
      if (!keepsBook(caller) && (await getAddress(book, params.id ?? "")))
        return apiError(403, companyTexts.buyersDoNotKeepBook);
      return (await deleteAddress(book, params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, addressBookTexts.noSuchAddress);
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "patch",
      path: "/api/addresses/{id}",
      tags: ["Accounts"],
      summary: "Make one of one's own addresses the billing address, or no longer",
      description:
        "An account has at most one billing address: marking one unmarks the one before. The invoice of an order paid from now on bills it (the profile's company, the buyer's name and this address); without one, the order's delivery address. Invoices already issued keep whom they billed.",
      security: api.security.signedIn,
      request: { params: api.idParam("address"), body: api.json(billingChoiceSchema) },
      responses: {
        200: api.answer("The address as it is now", api.schemas.Address),
        400: api.error(`The body is invalid (\`fieldErrors\`), or: ${companyTexts.bookIsCompanys}`),
        401: api.unauthenticated,
        404: api.error(`${addressBookTexts.noSuchAddress} (another account's answers the same)`),
        429: api.tooMany,
      },
    },
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
        403: api.error(`${companyTexts.buyersDoNotKeepBook} (a buyer's delete of its entry)`),
        404: api.error(`${addressBookTexts.noSuchAddress} (another account's answers the same)`),
        429: api.tooMany,
      },
    },
  ];
}
