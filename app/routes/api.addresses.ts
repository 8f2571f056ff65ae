import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addressBookTexts, companyTexts } from "#app/messages.ts";
import {
  addAddress,
  addressJson,
  bookOf,
  isCompanyBook,
  keepsBook,
  listAddresses,
} from "#app/models/address.server.ts";
import { addressEntrySchema, MAX_ADDRESSES } from "#app/schemas/address.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/addresses: the caller's own address book, oldest first. Every account has one, admins
// too (they may order like customers); nobody reads another's. A company's member reads the
// company's book (issue 48).
export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireUser(request);
  return Response.json((await listAddresses(bookOf(caller))).map(addressJson));
}

// POST /api/addresses: adds a US address to the caller's book (at most MAX_ADDRESSES), as the
// billing address if `billing` (the one before stops being it).
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const caller = await requireUser(request);
      // A company's book is kept by its admins; it has no billing entry (the company bills).
      if (!keepsBook(caller)) return apiError(403, companyTexts.buyersDoNotKeepBook);
      const input = await parseJsonBody(request, addressEntrySchema);
      const book = bookOf(caller);
      if (input.billing && isCompanyBook(book)) return apiError(400, companyTexts.bookIsCompanys);
      const added = await addAddress(book, input);
      if (!added) return apiError(409, addressBookTexts.bookFull(MAX_ADDRESSES));
      return Response.json(addressJson(added), { status: 201 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/addresses",
      tags: ["Accounts"],
      summary: "One's own address book, oldest first",
      description:
        "Every account has a book of its own, admins too (they may order like customers); nobody reads another's. A company's member reads the company's book: its admins keep it, and every member's orders go to one of its addresses.",
      security: api.security.signedIn,
      responses: {
        200: api.answer("The caller's saved addresses", z.array(api.schemas.Address)),
        401: api.unauthenticated,
      },
    },
    {
      method: "post",
      path: "/api/addresses",
      tags: ["Accounts"],
      summary: "Save a US delivery address in one's own book",
      description: `The state is a two-letter code (any case), the ZIP 5 digits or 5 and 4; \`company\` is optional. A book keeps at most ${MAX_ADDRESSES} addresses. \`billing: true\` makes it the billing address, which invoices bill (the one before stops being it). A company's member adds to the company's book, as its company admin only, and without \`billing\` (the company's billing address is its own).`,
      security: api.security.signedIn,
      request: { body: api.json(addressEntrySchema) },
      responses: {
        201: api.answer("The saved address", api.schemas.Address),
        400: api.error(`The body is invalid (\`fieldErrors\`), or: ${companyTexts.bookIsCompanys}`),
        401: api.unauthenticated,
        403: api.error(companyTexts.buyersDoNotKeepBook),
        409: api.error(addressBookTexts.bookFull(MAX_ADDRESSES)),
        429: api.tooMany,
      },
    },
  ];
}
