import type { priceGroupSchema } from "#app/schemas/price-group.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { decimalInput, InputField } from "./forms";

/** A percent with two decimals, as the sales tax rate is typed. */
export const percentInput = { ...decimalInput, min: 0, max: 99.99 } as const;

/** A group's name and discount, shared by the add form and the edit page. */
export function PriceGroupFields({
  fields,
}: {
  fields: Fields<ReturnType<typeof priceGroupSchema>>;
}) {
  return (
    <>
      <InputField
        meta={fields.name}
        label="Name"
        autoComplete="off"
        hint="What admins choose on Manage Users, like Distributor."
      />
      <InputField
        meta={fields.discount}
        label="Discount (%)"
        {...percentInput}
        hint="Off every list price, up to two decimals, like 12.5."
      />
    </>
  );
}
