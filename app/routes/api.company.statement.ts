import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { accountTexts } from "#app/messages.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { statementJsonSchema } from "#app/schemas/api/accounts.ts";
import { accountCompanyFor, statementJson } from "#app/routes/+dashboard/company-account.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/company/statement (issue 48): the caller's company's account, for its admins; a shop
// admin names the company with ?company=.
export async function loader({ request }: LoaderFunctionArgs) {
  const named = new URL(request.url).searchParams.get("company");
  const { companyId } = await accountCompanyFor(request, named);
  const statement = await statementOf(companyId);
  if (!statement) return apiError(404, accountTexts.noSuchCompany);
  return Response.json(statementJson(statement));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/company/statement",
      tags: ["Companies"],
      summary: "The company's statement of account (its admins; shop admins name the company)",
      description:
        "Every invoice on account (oldest due first) with what was paid of it and its status (Open, Partly paid, Paid, or Overdue once the shop's day is past its due day), the payments received with the invoices each paid, and the totals: `balance` (invoices less credit notes less payments), `overdue`, `creditLimit` and `creditLeft`. Money in US dollars.",
      security: api.security.signedIn,
      request: {
        query: z.object({
          company: z
            .string()
            .optional()
            .openapi({ description: "The company's `_id`: shop admins only (required for them)" }),
        }),
      },
      responses: {
        200: api.answer("The statement", statementJsonSchema),
        401: api.unauthenticated,
        403: api.error(accountTexts.notInCompany),
        404: api.error(accountTexts.noSuchCompany),
      },
    },
  ];
}
