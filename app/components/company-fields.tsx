import { PAYMENT_TERMS, paymentTermsLabel } from "#app/commerce/index.ts";
import type { companyFormSchema } from "#app/schemas/company.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { decimalInput, InputField, SelectField, TextAreaField } from "./forms";

const dollarInput = { ...decimalInput, min: 0 } as const;

/** What the company forms need of the loader: the price groups to choose from. */
export interface CompanyFieldsData {
  groups: { value: string; label: string }[];
}

/** A company's fields (issue 48), shared by the admins' add form and edit page. */
export function CompanyFields({
  fields,
  data,
}: {
  fields: Fields<typeof companyFormSchema>;
  data: CompanyFieldsData;
}) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="organization" />
      <InputField
        meta={fields.taxId}
        label="Tax id (optional)"
        autoComplete="off"
        hint="Its EIN or VAT number, as its invoices show it."
      />
      <TextAreaField
        meta={fields.billingAddress}
        label="Billing address (optional)"
        rows={3}
        hint="One line each: what its invoices are made out to."
      />
      <SelectField
        meta={fields.priceGroup}
        label="Price group"
        options={data.groups}
        placeholder="None: list prices"
        hint="Every member pays the group's prices."
      />
      <SelectField
        meta={fields.paymentTerms}
        label="Payment terms"
        options={PAYMENT_TERMS.map((terms) => ({ value: terms, label: paymentTermsLabel(terms) }))}
        placeholder="None: pays by card"
        hint="When its invoices on account fall due."
      />
      <InputField
        meta={fields.creditLimit}
        label="Credit limit (USD)"
        {...dollarInput}
        hint="What it may owe on account at once, in dollars. Empty: $0."
      />
    </>
  );
}
