import type { promotionFormSchema } from "#app/schemas/promotion.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { CheckboxChoices } from "./checkbox-choices";
import {
  CheckboxField,
  decimalInput,
  InputField,
  SelectField,
  TextAreaField,
  wholeNumberInput,
} from "./forms";

const KINDS = [
  { value: "percent", label: "A percentage off" },
  { value: "amount", label: "An amount off" },
  { value: "freeShipping", label: "Free shipping" },
];

/** The categories a promotion may cover, as the form offers them (slug and name). */
export type CategoryChoice = { slug: string; name: string };

/** A promotion's fields, shared by the add form and the edit page (issue 49). */
export function PromotionFields({
  fields,
  data,
}: {
  fields: Fields<typeof promotionFormSchema>;
  data: { categories: CategoryChoice[] };
}) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="off" hint="Shown to buyers." />
      <InputField
        meta={fields.code}
        label="Code (optional)"
        autoComplete="off"
        hint="Buyers type it; leave it empty for an offer that applies by itself."
      />
      <SelectField meta={fields.kind} label="Gives" options={KINDS} />
      <InputField
        meta={fields.value}
        label="Percent or dollars off"
        {...decimalInput}
        min={0}
        hint="10 for 10%, or 25 for $25.00; empty for free shipping."
      />
      <InputField
        meta={fields.minSubtotal}
        label="Minimum order ($, optional)"
        {...decimalInput}
        min={0}
      />
      <InputField meta={fields.startsAt} label="Starts (optional)" type="date" />
      <InputField meta={fields.endsAt} label="Ends after (optional)" type="date" />
      <InputField
        meta={fields.usageLimit}
        label="Uses in all (optional)"
        {...wholeNumberInput}
        min={1}
      />
      <InputField
        meta={fields.perCustomerLimit}
        label="Uses per customer (optional)"
        {...wholeNumberInput}
        min={1}
      />
      <div className="sm:col-span-2">
        <CheckboxChoices
          meta={fields.categories}
          legend="Only on these categories (none: the whole order)"
          choices={data.categories.map(({ slug, name }) => ({ value: slug, words: name }))}
        />
      </div>
      <TextAreaField
        meta={fields.toolSkus}
        label="Only on these tools (part numbers, optional)"
        hint="One a line, or separated by commas."
        className="sm:col-span-2"
      />
      <CheckboxField
        meta={fields.active}
        label="Active"
        hint="Paused promotions apply to nobody."
      />
    </>
  );
}
