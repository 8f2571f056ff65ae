import type { ActionFunctionArgs } from "@remix-run/node";
import { companyTexts } from "#app/messages.ts";
import { inviteToCompany } from "#app/models/company-invitation.server.ts";
import { invitationApiSchema } from "#app/schemas/company.ts";
import { invitationJsonSchema } from "#app/schemas/api/companies.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";
import { requireMember } from "#app/routes/+dashboard/managed-company.server.ts";
import { invitationRefusal } from "#app/routes/+api/membership-answers.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// POST /api/company/invitations (a company admin, issue 48): mails the address a link that
// joins the company, with this role and spending limit, when they sign up or sign in through it.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const { user, company } = await requireMember(request, { admin: true });
      const body = await parseJsonBody(request, invitationApiSchema);
      const limit = body.spendingLimit ?? null;
      const sent = await inviteToCompany(
        {
          companyId: company.id,
          email: body.email,
          role: body.role,
          spendingLimit: limit === null ? null : dollarsToCents(limit),
        },
        user,
      );
      if (sent.status !== "sent") {
        const { status, message } = invitationRefusal(sent.status);
        return apiError(status, message);
      }
      const { email, role, spendingLimit, expiresAt } = sent.invitation;
      return Response.json(
        {
          email,
          role,
          spendingLimit: spendingLimit === null ? null : centsToDollars(spendingLimit),
          expiresAt,
        },
        { status: 201 },
      );
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/company/invitations",
      tags: ["Companies"],
      summary: "Invite someone to buy for one's company, by email (company admins)",
      description:
        'Mails the address a link to `/join-company`: signing up or signing in through it joins the company with this `role` ("admin" or "buyer") and `spendingLimit` (dollars per order; left out or null: none). The link works once, for 7 days; a newer invitation of the address replaces it. A customer of another company, or a shop admin, cannot join through it.',
      security: api.security.signedIn,
      request: { body: api.json(invitationApiSchema) },
      responses: {
        201: api.answer("The invitation mailed", invitationJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.error(companyTexts.companyAdminsOnly),
        404: api.error(companyTexts.membersOnly),
        409: api.error(companyTexts.alreadyMember),
        429: api.error(companyTexts.tooManyInvitations),
      },
    },
  ];
}
