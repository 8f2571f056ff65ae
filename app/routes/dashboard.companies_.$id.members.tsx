import { useLoaderData } from "@remix-run/react";
import { AddForm } from "#app/components/admin-form.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { CompanyMembers } from "#app/components/company-members.tsx";
import { InputField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { companyTexts } from "#app/messages.ts";
import { listMembers } from "#app/models/company.server.ts";
import { changeMembership } from "#app/models/company-member.server.ts";
import { getUserByEmail } from "#app/models/user.server.ts";
import { firstAdminSchema } from "#app/schemas/company.ts";
import { adminEdit, adminLoader, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { COMPANIES } from "#app/utils/company-paths.ts";
import { companyOfPage } from "#app/routes/+dashboard/managed-company.server.ts";
import { membershipProblem } from "#app/routes/+api/membership-answers.server.ts";

// A company's members for the shop's admins (issue 48), and the form that makes a customer (by
// email) its company admin: its first, who then invites the others from the company's page.
export const loader = adminLoader(async ({ params }) => {
  const company = await companyOfPage(params.id);
  return {
    company: { id: company.id, name: company.name },
    members: await listMembers(company.id),
  };
});

export const action = adminEdit(
  (params) => companyOfPage(params.id),
  firstAdminSchema,
  async (company, { email }) => {
    const customer = await getUserByEmail(email);
    if (!customer) return refuse("email", companyTexts.noCustomerWithEmail, 404);
    const change = await changeMembership(customer.id, {
      companyId: company.id,
      role: "admin",
      spendingLimit: null,
    });
    if (change !== "saved") {
      const { status, message } = membershipProblem(change);
      return refuse("email", message, status);
    }
    return {
      to: `${COMPANIES}/${company.id}/members`,
      message: companyTexts.madeAdmin(customer.displayName, company.name),
    };
  },
);

export default function CompanyMembersForAdmins() {
  const { company, members } = useLoaderData<typeof loader>();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Members of {company.name}</h1>
        <Link to={COMPANIES} className={buttonClass("outline", "base")}>
          Back to Companies
        </Link>
      </div>
      <p className="mt-2 text-gray-600">
        Its company admins invite its buyers by email, set their roles and spending limits, and see
        every order of the company.
      </p>
      <CompanyMembers members={members} />
      <AddForm<typeof firstAdminSchema>
        id="company-admin"
        heading="Make a customer its company admin"
        note="The customer signs up first; a customer of another company leaves it first."
        submit="Make company admin"
        pendingText="Saving…"
      >
        {(fields) => <InputField meta={fields.email} label="Customer's email" type="email" />}
      </AddForm>
    </section>
  );
}
