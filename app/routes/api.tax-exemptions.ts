import { z } from "zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificateJson, listExemptions } from "#app/models/tax-exemption.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parseApiQuery } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { EXEMPTION_STATUSES } from "#app/utils/tax-exemptions.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

// Issue 48: every company's resale certificates, for the shop's admins: those awaiting review
// first (oldest first), then the reviewed; `?status=pending` is the review queue alone.

export const handle: ServerHandle = { outsideRemix: true };

const querySchema = z.object({
  status: z
    .enum(EXEMPTION_STATUSES, {
      errorMap: () => ({ message: `Use one of ${EXEMPTION_STATUSES.join(", ")}` }),
    })
    .optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { status } = parseApiQuery(request, querySchema, ["status"]);
  return Response.json((await listExemptions(status)).map(certificateJson));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tax-exemptions",
      tags: ["Companies"],
      summary: "Every company's resale certificates (admins): awaiting review first",
      security: api.security.signedIn,
      request: { query: querySchema },
      responses: {
        200: api.answer("The certificates", z.array(api.schemas.TaxExemption)),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
