import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { companyTexts } from "#app/messages.ts";
import { companyJson, countMembers, updateCompany } from "#app/models/company.server.ts";
import { priceGroups } from "#app/models/price-group.server.ts";
import { companyUpdateApiSchema } from "#app/schemas/company.ts";
import { companyJsonSchema } from "#app/schemas/api/companies.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";
import { companyInputOf } from "#app/routes/+api/company-input.server.ts";
import { requireCompany } from "#app/routes/+dashboard/managed-company.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/companies/{id} (admins, issue 48): one company. Its members read theirs with
// GET /api/company.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const company = await requireCompany(request, params.id);
  return Response.json(companyJson(company, await priceGroups()));
}

// PUT /api/companies/{id} (admins): the fields given change, the others stay; its members'
// prices follow its price group in the same transaction.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      const current = await requireCompany(request, params.id);
      const body = await parseJsonBody(request, companyUpdateApiSchema);
      const input = await companyInputOf(body, current);
      if (!input) return apiError(400, companyTexts.unknownPriceGroup);
      const updated = await updateCompany(current.id, input);
      if (!updated) return apiError(404, companyTexts.noSuchCompany);
      const members = await countMembers(updated.id);
      return Response.json(companyJson({ ...updated, members }, await priceGroups()));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/companies/{id}",
      tags: ["Companies"],
      summary: "One company (admins)",
      security: api.security.signedIn,
      request: { params: api.idParam("company") },
      responses: {
        200: api.answer("The company", companyJsonSchema),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(companyTexts.noSuchCompany),
      },
    },
    {
      method: "put",
      path: "/api/companies/{id}",
      tags: ["Companies"],
      summary: "Change a company (admins): the fields given, the others stay",
      description:
        "The fields of `POST /api/companies`, each optional; `null` clears a tax id, billing address, price group or payment terms. Its members pay its new price group from their next page on.",
      security: api.security.signedIn,
      request: { params: api.idParam("company"), body: api.json(companyUpdateApiSchema) },
      responses: {
        200: api.answer("The company as it is now", companyJsonSchema),
        400: api.error(
          `The body is invalid (\`fieldErrors\`), or: ${companyTexts.unknownPriceGroup}`,
        ),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(companyTexts.noSuchCompany),
        429: api.tooMany,
      },
    },
  ];
}
