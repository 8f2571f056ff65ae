import { useState } from "react";
import { AddressFields } from "#app/components/address-fields.tsx";
import { RadioField, type AnyField } from "#app/components/forms.tsx";
import { NEW_ADDRESS } from "#app/schemas/checkout-choices.ts";

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
    ...savedAddressOptions(saved),
    { value: NEW_ADDRESS, label: "A new address (saved to your address book)" },
  ];
  return (
    <div className="grid gap-4">
      <RadioField meta={addressId} legend="Deliver to" options={options} onChoose={setChoice} />
      {!hydrated || choice === NEW_ADDRESS ? (
        <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-800">A new address</legend>
          <AddressFields fields={newAddress} />
        </fieldset>
      ) : null}
    </div>
  );
}

/** The address book's entries as choices of where an order goes: the address, then its phone. */
export const savedAddressOptions = (saved: { id: string; label: string; phone: string }[]) =>
  saved.map((address) => ({
    value: address.id,
    label: (
      <>
        {address.label}
        <span className="block text-gray-600">{address.phone}</span>
      </>
    ),
  }));
