import type { shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { decimalInput, InputField } from "./forms";

const dollarInput = { ...decimalInput, min: 0 } as const;

/** The fields of a shipping method, shared by the add form and the edit page. */
export function ShippingMethodFields({ fields }: { fields: Fields<typeof shippingMethodSchema> }) {
  return (
    <>
      <InputField
        meta={fields.name}
        label="Name"
        autoComplete="off"
        hint="What the customer chooses at checkout, like Express."
      />
      <InputField
        meta={fields.price}
        label="Price (USD)"
        {...dollarInput}
        hint="Per order, in dollars and cents."
      />
      <InputField
        meta={fields.freeAbove}
        label="Free above (USD, optional)"
        {...dollarInput}
        hint="Free when the goods cost more than this. Leave it empty to always charge."
      />
    </>
  );
}
