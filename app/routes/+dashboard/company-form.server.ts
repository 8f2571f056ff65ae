import { companyTexts } from "#app/messages.ts";
import type { CompanyInput } from "#app/models/company.server.ts";
import { getPriceGroup, priceGroups } from "#app/models/price-group.server.ts";
import { companyCents, type CompanyForm } from "#app/schemas/company.ts";
import { formatRate } from "#app/utils/money.ts";
import { refuse, type FieldRefusal } from "./admin-form.server";

// The admins' company forms (issue 48) on the server: the price groups they offer, and a
// checked form as the model's input.

/** The price groups to choose from, by name, with their discount. */
export async function priceGroupChoices() {
  return [...(await priceGroups()).values()].map((group) => ({
    value: group.id,
    label: `${group.name} (${formatRate(group.discountBp)} off)`,
  }));
}

/** The form as the model writes it, or the price group field refused (deleted meanwhile). */
export async function companyInputFromForm(
  form: CompanyForm,
): Promise<CompanyInput | FieldRefusal> {
  const group = form.priceGroup ? await getPriceGroup(form.priceGroup) : null;
  if (form.priceGroup && !group) return refuse("priceGroup", companyTexts.unknownPriceGroup, 400);
  return companyCents(form, group?.id ?? null);
}
