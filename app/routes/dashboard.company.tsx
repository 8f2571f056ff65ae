import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AddForm } from "#app/components/admin-form.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { CompanyMembers } from "#app/components/company-members.tsx";
import { decimalInput, InputField, SelectField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { isPaymentTerms, paymentTermsLabel } from "#app/commerce/index.ts";
import { companyTexts } from "#app/messages.ts";
import { listMembers } from "#app/models/company.server.ts";
import { inviteToCompany } from "#app/models/company-invitation.server.ts";
import { priceGroups } from "#app/models/price-group.server.ts";
import { invitationFormSchema } from "#app/schemas/company.ts";
import { saveForm, refuse } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireMember } from "#app/routes/+dashboard/managed-company.server.ts";
import { invitationRefusal } from "#app/routes/+api/membership-answers.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { COMPANY_PAGE } from "#app/utils/company-paths.ts";

// The company one buys for (issue 48): its details (the shop's admins set them), its members
// and, for its company admins, each member's role and limit, Remove, and the invitation form.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, company } = await requireMember(request);
  const [members, groups] = await Promise.all([listMembers(company.id), priceGroups()]);
  return {
    company: {
      name: company.name,
      taxId: company.taxId,
      billingAddress: company.billingAddress,
      priceGroup: (company.priceGroupId && groups.get(company.priceGroupId)?.name) || null,
      paymentTerms: isPaymentTerms(company.paymentTerms)
        ? paymentTermsLabel(company.paymentTerms)
        : null,
      creditLimit: company.creditLimit,
    },
    members,
    admin: user.companyRole === "admin",
  };
}

// Invite someone by email (company admins): a mailed link that joins on sign-up or sign-in.
export async function action({ request }: ActionFunctionArgs) {
  const { user, company } = await requireMember(request, { admin: true });
  return saveForm(request, invitationFormSchema, async (invitation) => {
    const sent = await inviteToCompany({ ...invitation, companyId: company.id }, user);
    if (sent.status !== "sent") {
      const { status, message } = invitationRefusal(sent.status);
      return refuse("email", message, status);
    }
    return { to: COMPANY_PAGE, message: companyTexts.invited(sent.invitation.email) };
  });
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-gray-600">{term}</dt>
      <dd className="whitespace-pre-line text-gray-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted">None</span>;

export default function CompanyPage() {
  const { company, members, admin } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">{company.name}</h1>
      <p className="mt-2 text-gray-600">
        {admin
          ? "You are a company admin: you invite the company's buyers, set their roles and spending limits, and see all its orders."
          : "You buy for this company: its prices and its address book are yours."}{" "}
        The shop keeps the company&apos;s details; ask us to change them.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/dashboard/myprofile/addresses" className={buttonClass("outline", "md")}>
          Address book
        </Link>
        {admin ? (
          <Link to={`${COMPANY_PAGE}/orders`} className={buttonClass("outline", "md")}>
            Orders, quotes and invoices
          </Link>
        ) : null}
      </div>

      <h2 className="mt-8 text-xl font-bold">Details</h2>
      <dl className="mt-2 divide-y divide-gray-100 panel px-4">
        <Fact term="Name">{company.name}</Fact>
        <Fact term="Tax id">{company.taxId ?? none}</Fact>
        <Fact term="Billing address">{company.billingAddress ?? none}</Fact>
        <Fact term="Price group">{company.priceGroup ?? "List prices"}</Fact>
        <Fact term="Payment terms">{company.paymentTerms ?? "Card"}</Fact>
        <Fact term="Credit limit">{formatDollars(company.creditLimit)}</Fact>
      </dl>

      <h2 className="mt-8 text-xl font-bold">Members</h2>
      <CompanyMembers members={members} manage={admin ? `${COMPANY_PAGE}/members` : undefined} />

      {admin ? (
        <AddForm<typeof invitationFormSchema>
          id="invite-buyer"
          heading="Invite a buyer"
          note="We mail them a link that works once, for 7 days: signing up or signing in through it joins the company."
          columns={3}
          submit="Send invitation"
          pendingText="Sending…"
        >
          {(fields) => (
            <>
              <InputField meta={fields.email} label="Email" type="email" autoComplete="off" />
              <SelectField
                meta={fields.role}
                label="Role"
                options={[
                  { value: "buyer", label: companyTexts.roleLabel("buyer") },
                  { value: "admin", label: companyTexts.roleLabel("admin") },
                ]}
              />
              <InputField
                meta={fields.spendingLimit}
                label="Spending limit (USD, optional)"
                {...decimalInput}
                min={0}
                hint="Per order. Empty: no limit."
              />
            </>
          )}
        </AddForm>
      ) : null}
    </section>
  );
}
