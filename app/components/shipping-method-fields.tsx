import { decimalInput, InputField, type AnyField } from "./forms";

const dollarInput = { ...decimalInput, min: 0 } as const;

/** The fields of a shipping method, shared by the add form and the edit page. */
export function ShippingMethodFields({
  fields,
}: {
  fields: Record<"name" | "price" | "freeAbove", AnyField>;
}) {
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
