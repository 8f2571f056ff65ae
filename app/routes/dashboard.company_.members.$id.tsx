import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { companyTexts } from "#app/messages.ts";
import { COMPANY_PAGE } from "#app/utils/company-paths.ts";
import { changeMembership, getMember } from "#app/models/company-member.server.ts";
import { memberFormSchema } from "#app/schemas/company.ts";
import { requireFound, requireMember } from "#app/routes/+dashboard/managed-company.server.ts";
import { membershipProblem } from "#app/routes/+api/membership-answers.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";

// A visit has nothing to show: the members are on the company's page.
export const loader = () => redirect(COMPANY_PAGE);

// A company admin saves one member's role and spending limit; the company keeps an admin.
export async function action({ request, params }: ActionFunctionArgs) {
  const { company } = await requireMember(request, { admin: true });
  const member = requireFound(await getMember(company.id, params.id ?? ""));
  const submission = await parseForm(request, memberFormSchema);
  if (submission.status !== "success") {
    const problems = Object.values(submission.error ?? {}).flat();
    return redirectWithToast(COMPANY_PAGE, {
      type: "error",
      message: problems[0] ?? companyTexts.spendingLimit,
    });
  }
  const { role, spendingLimit } = submission.value;
  const change = await changeMembership(
    member.id,
    { companyId: company.id, role, spendingLimit },
    { within: company.id },
  );
  return redirectWithToast(COMPANY_PAGE, {
    type: change === "saved" ? "success" : "error",
    message:
      change === "saved"
        ? companyTexts.memberSaved(member.displayName)
        : membershipProblem(change).message,
  });
}
