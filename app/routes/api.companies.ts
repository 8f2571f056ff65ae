import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companyTexts } from "#app/messages.ts";
import { companyJson, createCompany, listCompanies } from "#app/models/company.server.ts";
import { priceGroups } from "#app/models/price-group.server.ts";
import { companyCreateApiSchema } from "#app/schemas/company.ts";
import { companyJsonSchema } from "#app/schemas/api/companies.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";
import { companyInputOf } from "#app/routes/+api/company-input.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/companies (admins, issue 48): every company by name, with its members' count.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [companies, groups] = await Promise.all([listCompanies(), priceGroups()]);
  return Response.json(companies.map((company) => companyJson(company, groups)));
}

// POST /api/companies (admins): a new company; its first company admin is then put in it with
// PUT /api/users/{email} {company, companyRole: "admin"}.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, companyCreateApiSchema);
      const input = await companyInputOf(body);
      if (!input) return apiError(400, companyTexts.unknownPriceGroup);
      const company = await createCompany(input);
      return Response.json(companyJson({ ...company, members: 0 }, await priceGroups()), {
        status: 201,
      });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/companies",
      tags: ["Companies"],
      summary: "Every company, by name, with how many customers buy for it (admins)",
      security: api.security.signedIn,
      responses: {
        200: api.answer("The companies", z.array(companyJsonSchema)),
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
    {
      method: "post",
      path: "/api/companies",
      tags: ["Companies"],
      summary: "Add a company (admins)",
      description:
        'Only `name` is required. `priceGroup` is a group\'s `_id` or name (its members pay it); `paymentTerms` one of receipt, net7, net15, net30, net60 (left out: no buying on account); `creditLimit` in dollars (left out: 0). Make a customer its first company admin with `PUT /api/users/{email}` `{company, companyRole: "admin"}`.',
      security: api.security.signedIn,
      request: { body: api.json(companyCreateApiSchema) },
      responses: {
        201: api.answer("The new company", companyJsonSchema),
        400: api.error(
          `The body is invalid (\`fieldErrors\`), or: ${companyTexts.unknownPriceGroup}`,
        ),
        401: api.unauthenticated,
        403: api.adminsOnly,
        429: api.tooMany,
      },
    },
  ];
}
