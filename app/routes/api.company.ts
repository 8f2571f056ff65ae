import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyTexts } from "#app/messages.ts";
import { companyJson, listMembers, memberJson } from "#app/models/company.server.ts";
import { priceGroups } from "#app/models/price-group.server.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { myCompanyJsonSchema } from "#app/schemas/api/companies.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";
import { requireMember } from "#app/routes/+dashboard/managed-company.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/company (issue 48): the caller's company, for any of its members, with everyone who
// buys for it, their roles and spending limits, and its balance on account. Outside a company: 404.
export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await requireMember(request);
  const [members, groups, statement] = await Promise.all([
    listMembers(company.id),
    priceGroups(),
    statementOf(company.id),
  ]);
  return Response.json({
    company: companyJson({ ...company, members: members.length }, groups),
    members: members.map(memberJson),
    // Its account (pay on account): what it owes now and the credit it has left.
    balance: centsToDollars(statement?.balance ?? 0),
    creditLeft: centsToDollars(statement?.creditLeft ?? 0),
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/company",
      tags: ["Companies"],
      summary: "The company one buys for, its members, their roles and spending limits",
      security: api.security.signedIn,
      responses: {
        200: api.answer("The caller's company", myCompanyJsonSchema),
        401: api.unauthenticated,
        404: api.error(`${companyTexts.membersOnly} (a shop admin too)`),
      },
    },
  ];
}
