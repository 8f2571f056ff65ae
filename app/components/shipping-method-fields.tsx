import type { shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";
import { MAX_DAYS_IN_TRANSIT } from "#app/schemas/field-hints.ts";
import { decimalInput, InputField, wholeNumberInput } from "./forms";

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
      <InputField
        meta={fields.daysInTransit}
        label="Days in transit"
        {...wholeNumberInput}
        min={0}
        max={MAX_DAYS_IN_TRANSIT}
        hint={`Business days from the order to the door, 0 to ${MAX_DAYS_IN_TRANSIT}: checkout offers delivery from that day on.`}
      />
    </>
  );
}
