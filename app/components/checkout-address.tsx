import { useState } from "react";
import { InputField, RadioField, SelectField, type AnyField } from "#app/components/forms.tsx";
import { NEW_ADDRESS } from "#app/schemas/checkout-choices.ts";
import { PHONE_HINT } from "#app/schemas/field-hints.ts";
import { US_STATES } from "#app/schemas/us-states.ts";

/**
 * Where the order goes: one of the customer's saved addresses, or a new one typed here (it joins
 * the address book when the order is placed). Without JavaScript the new address's fields are
 * always there, read only when "A new address" is chosen; with it they show once it is.
 */
export function CheckoutAddress({
  saved,
  addressId,
  newAddress,
  hydrated,
}: {
  saved: { id: string; label: string; phone: string }[];
  addressId: AnyField;
  newAddress: Record<"name" | "company" | "street" | "city" | "state" | "zip" | "phone", AnyField>;
  hydrated: boolean;
}) {
  const [choice, setChoice] = useState(String(addressId.initialValue ?? ""));
  const options = [
    ...saved.map((address) => ({
      value: address.id,
      label: (
        <>
          {address.label}
          <span className="block text-gray-600">{address.phone}</span>
        </>
      ),
    })),
    { value: NEW_ADDRESS, label: "A new address (saved to your address book)" },
  ];
  return (
    <div className="grid gap-4">
      <RadioField meta={addressId} legend="Deliver to" options={options} onChoose={setChoice} />
      {!hydrated || choice === NEW_ADDRESS ? (
        <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-800">A new address</legend>
          <InputField meta={newAddress.name} label="Name" autoComplete="name" />
          <InputField
            meta={newAddress.company}
            label="Company (optional)"
            autoComplete="organization"
          />
          <InputField
            className="sm:col-span-2"
            meta={newAddress.street}
            label="Street"
            autoComplete="street-address"
          />
          <InputField meta={newAddress.city} label="City" autoComplete="address-level2" />
          <SelectField
            meta={newAddress.state}
            label="State"
            autoComplete="address-level1"
            placeholder="Choose a state"
            options={US_STATES.map((state) => ({ value: state, label: state }))}
          />
          <InputField
            meta={newAddress.zip}
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <InputField
            meta={newAddress.phone}
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint={PHONE_HINT}
          />
        </fieldset>
      ) : null}
    </div>
  );
}
