import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { CompanyFields } from "#app/components/company-fields.tsx";
import { companyTexts } from "#app/messages.ts";
import { updateCompany } from "#app/models/company.server.ts";
import { companyFormSchema } from "#app/schemas/company.ts";
import { adminEdit, adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  companyInputFromForm,
  priceGroupChoices,
} from "#app/routes/+dashboard/company-form.server.ts";
import { COMPANIES } from "#app/utils/company-paths.ts";
import { companyOfPage } from "#app/routes/+dashboard/managed-company.server.ts";
import { centsToDollars } from "#app/utils/money.ts";

export const loader = adminLoader(async ({ params }) => {
  const [company, groups] = await Promise.all([companyOfPage(params.id), priceGroupChoices()]);
  return { company, groups };
});

// Its members' prices follow a new price group in the same transaction (updateCompany).
export const action = adminEdit(
  (params) => companyOfPage(params.id),
  companyFormSchema,
  async (company, form) => {
    const input = await companyInputFromForm(form);
    if ("field" in input) return input;
    await updateCompany(company.id, input);
    return { to: COMPANIES, message: companyTexts.saved(input.name) };
  },
);

type Data = LoaderData<typeof loader>;

export default adminEditPage({
  texts: companyTexts.screen,
  id: "edit-company",
  item: (data: Data) => data.company,
  defaultValue: (company) => ({
    name: company.name,
    taxId: company.taxId ?? "",
    billingAddress: company.billingAddress ?? "",
    priceGroup: company.priceGroupId ?? "",
    paymentTerms: company.paymentTerms ?? "",
    creditLimit: centsToDollars(company.creditLimit),
  }),
  cancelTo: COMPANIES,
  Fields: CompanyFields,
});
