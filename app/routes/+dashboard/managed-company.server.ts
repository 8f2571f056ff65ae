import { invariantResponse } from "@epic-web/invariant";
import { companyTexts } from "#app/messages.ts";
import { countMembers, getCompany, type Company } from "#app/models/company.server.ts";
import type { User } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { refusal } from "#app/utils/api.server.ts";

// The company a page or API call is about (issue 48): an admin's by its id, or a member's own.

/** The company at `id` with its members' count, or a 404 (a page, or JSON for the API). */
export async function requireCompany(request: Request, id: string | undefined) {
  const company = await getCompany(id ?? "");
  if (!company)
    throw refusal(request, 404, {
      page: companyTexts.noSuchCompany,
      api: companyTexts.noSuchCompany,
    });
  return { ...company, members: await countMembers(company.id) };
}

/** The company an admin page is about, with its members' count, or the 404 page. */
export async function companyOfPage(id: string | undefined) {
  const company = await getCompany(id ?? "");
  invariantResponse(company, companyTexts.noSuchCompany, { status: 404 });
  return { ...company, members: await countMembers(company.id) };
}

/**
 * The signed-in customer and the company they buy for; anyone outside a company (a shop admin
 * too) gets 404, as there is no company of theirs. With `admin`, only its company admins get
 * past; its buyers get 403.
 */
export async function requireMember(
  request: Request,
  { admin = false }: { admin?: boolean } = {},
): Promise<{ user: User; company: Company }> {
  const user = await requireUser(request);
  const company = user.companyId ? await getCompany(user.companyId) : undefined;
  if (!company)
    throw refusal(request, 404, { page: companyTexts.membersOnly, api: companyTexts.membersOnly });
  if (admin && user.companyRole !== "admin")
    throw refusal(request, 403, {
      page: companyTexts.companyAdminsOnly,
      api: companyTexts.companyAdminsOnly,
    });
  return { user, company };
}

/** A 404 page for a member id that is not one of the company's. */
export function requireFound<Thing>(thing: Thing | undefined): Thing {
  invariantResponse(thing, companyTexts.notAMember, { status: 404 });
  return thing;
}
