import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { companyTexts } from "#app/messages.ts";
import { changeMembership, getMember } from "#app/models/company-member.server.ts";
import { getCompany } from "#app/models/company.server.ts";
import { deletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireFound } from "#app/routes/+dashboard/managed-company.server.ts";
import { membershipProblem } from "#app/routes/+api/membership-answers.server.ts";
import { invariantResponse } from "@epic-web/invariant";

// A company admin takes a member out of the company (issue 48): they buy for themself again,
// at list prices; the orders they placed stay the company's. Never its last company admin.
const { loader, action } = deletionPage({
  lists: ["/dashboard/company"],
  find: async (params, user) => {
    const company = user.companyId ? await getCompany(user.companyId) : undefined;
    invariantResponse(company, companyTexts.membersOnly, { status: 404 });
    invariantResponse(user.companyRole === "admin", companyTexts.companyAdminsOnly, {
      status: 403,
    });
    const member = requireFound(await getMember(company.id, params.id ?? ""));
    return { ...member, company };
  },
  question: (member) => companyTexts.confirmRemove(member.displayName),
  remove: async (member) => {
    const change = await changeMembership(member.id, null, { within: member.company.id });
    return change === "saved"
      ? companyTexts.memberRemoved(member.displayName, member.company.name)
      : { type: "error", message: membershipProblem(change).message };
  },
});

export { loader, action };
export default ConfirmDeletion;
