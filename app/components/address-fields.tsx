import { PHONE_HINT } from "#app/schemas/field-hints.ts";
import { US_STATE_OPTIONS } from "#app/schemas/us-states.ts";
import { InputField, SelectField, type AnyField } from "./forms";

type AddressFieldName = "name" | "company" | "street" | "city" | "state" | "zip" | "phone";

/**
 * The fields of a US delivery address (`addressSchema`), for any form that adds one to the
 * address book: the book's own page and the checkout. Laid out for a two-column grid on wider
 * screens, one column on a phone. The browser's autofill names each part.
 */
export function AddressFields({ fields }: { fields: Record<AddressFieldName, AnyField> }) {
  return (
    <>
      <InputField meta={fields.name} label="Name" autoComplete="name" />
      <InputField meta={fields.company} label="Company (optional)" autoComplete="organization" />
      <InputField
        className="sm:col-span-2"
        meta={fields.street}
        label="Street address"
        autoComplete="address-line1"
      />
      <InputField meta={fields.city} label="City" autoComplete="address-level2" />
      <SelectField
        meta={fields.state}
        label="State"
        autoComplete="address-level1"
        options={US_STATE_OPTIONS}
        placeholder="Choose a state"
      />
      <InputField
        meta={fields.zip}
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        hint="5 digits, or 5 and 4: 45402 or 45402-1234."
      />
      <PhoneField meta={fields.phone} />
    </>
  );
}

/** A phone number to call about a delivery. */
export function PhoneField({ meta }: { meta: AnyField }) {
  return <InputField meta={meta} label="Phone" type="tel" autoComplete="tel" hint={PHONE_HINT} />;
}
