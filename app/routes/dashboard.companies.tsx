import { adminListPage, type LoaderData, RowLink } from "#app/components/admin-list.tsx";
import { CompanyFields } from "#app/components/company-fields.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { paymentTermsLabel, isPaymentTerms } from "#app/commerce/index.ts";
import { companyTexts } from "#app/messages.ts";
import { createCompany, listCompanies } from "#app/models/company.server.ts";
import { priceGroups } from "#app/models/price-group.server.ts";
import { companyFormSchema } from "#app/schemas/company.ts";
import { adminLoader, adminSave } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  companyInputFromForm,
  priceGroupChoices,
} from "#app/routes/+dashboard/company-form.server.ts";
import { COMPANIES } from "#app/utils/company-paths.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";

// The admins' companies (issue 48): each with its terms and members; add one, then make one of
// its people its first company admin on its Members page. No Delete: a company's orders and
// invoices stay its own for good.
export const loader = adminLoader(async () => {
  const [companies, groups, choices] = await Promise.all([
    listCompanies(),
    priceGroups(),
    priceGroupChoices(),
  ]);
  return {
    companies: companies.map((company) => ({
      ...company,
      priceGroup: (company.priceGroupId && groups.get(company.priceGroupId)?.name) || null,
    })),
    groups: choices,
  };
});

export const action = adminSave(companyFormSchema, async (form) => {
  const input = await companyInputFromForm(form);
  if ("field" in input) return input;
  const company = await createCompany(input);
  return { to: `${COMPANIES}/${company.id}/members`, message: companyTexts.added(company.name) };
});

export default adminListPage({
  texts: companyTexts.screen,
  intro: [
    <>
      A company buys through several customers: its company admins invite its buyers, set their
      spending limits and see all its orders. Its members pay its price group&apos;s prices and ship
      to its address book.
    </>,
  ],
  headers: ["Name", "Price group", "Payment terms", "Credit limit", "Members", "Actions"],
  items: (data: LoaderData<typeof loader>) => data.companies,
  row: (company) => (
    <tr key={company.id}>
      <Cell className="min-w-40 font-semibold">{company.name}</Cell>
      <Cell>{company.priceGroup ?? <span className="text-muted">List prices</span>}</Cell>
      <Cell>
        {isPaymentTerms(company.paymentTerms) ? (
          paymentTermsLabel(company.paymentTerms)
        ) : (
          <span className="text-muted">Card</span>
        )}
      </Cell>
      <Cell>{formatDollars(company.creditLimit)}</Cell>
      <Cell>{formatCount(company.members)}</Cell>
      <Cell>
        <div className="flex flex-wrap gap-1.5">
          <RowLink to={`${COMPANIES}/${company.id}/members`} label={`Members of ${company.name}`}>
            Members
          </RowLink>
          <RowLink to={`${COMPANIES}/${company.id}/edit`} label={`Edit ${company.name}`}>
            Edit
          </RowLink>
        </div>
      </Cell>
    </tr>
  ),
  add: { id: "add-company", columns: 2, Fields: CompanyFields },
});
