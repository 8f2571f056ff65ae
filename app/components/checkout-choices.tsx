import { useState } from "react";
import { CheckoutAddress } from "#app/components/checkout-address.tsx";
import { InputField, RadioField, type AnyField } from "#app/components/forms.tsx";
import { shippingText } from "#app/components/lines-table.tsx";
import { deliveryDateTexts } from "#app/messages.ts";
import type { CheckoutChoicesData } from "#app/routes/+orders/checkout-form.server.ts";
import { formatDate } from "#app/utils/dates.ts";

type ChoiceFields = Record<
  | "addressId"
  | "shippingMethodId"
  | "date"
  | "purchaseOrder"
  | "name"
  | "company"
  | "street"
  | "city"
  | "state"
  | "zip"
  | "phone",
  AnyField
>;

/**
 * How an order is delivered: the address (saved or new), the shipping method, the delivery date
 * and a PO number. The checkout's fields, also those a quote is accepted with. Each method says
 * the earliest day it delivers; the date starts at the first method's, and with JavaScript it
 * follows the method chosen (followDeliveryDate). Without, the server refuses a date before the
 * chosen method's earliest, on the date field.
 */
export function CheckoutChoices({
  data,
  fields,
  hydrated,
}: {
  data: Pick<CheckoutChoicesData, "addresses" | "methods" | "delivery">;
  fields: ChoiceFields;
  hydrated: boolean;
}) {
  const { addresses, methods, delivery } = data;
  const earliestOf = (methodId: string) =>
    methods.find((method) => method.id === methodId)?.earliestDelivery ?? delivery.min;
  const [methodId, setMethodId] = useState(String(fields.shippingMethodId.initialValue ?? ""));
  // Without JavaScript any method may be chosen before the date: the picker allows the soonest.
  const soonest = methods.map((method) => method.earliestDelivery).sort()[0] ?? delivery.min;
  return (
    <section className="panel grid gap-6 p-4">
      <CheckoutAddress
        saved={addresses}
        addressId={fields.addressId}
        newAddress={fields}
        hydrated={hydrated}
      />
      <ShippingChoice
        meta={fields.shippingMethodId}
        legend="Shipping"
        methods={methods.map((method) => ({
          ...method,
          note: deliveryDateTexts.deliversFrom(formatDate(method.earliestDelivery)),
        }))}
        onChoose={(chosen) => {
          followDeliveryDate(fields.date.id, earliestOf(methodId), earliestOf(chosen));
          setMethodId(chosen);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          meta={fields.date}
          label="Delivery date"
          type="date"
          min={hydrated ? earliestOf(methodId) : soonest}
          max={delivery.max}
          hint={deliveryDateTexts.byMethodHint(formatDate(delivery.max))}
        />
        <PurchaseOrderField meta={fields.purchaseOrder} />
      </div>
    </section>
  );
}

/**
 * With JavaScript, the delivery date follows the delivery chosen: when its earliest day moves
 * from `was` to `now`, a date left at the earliest (or one now too early, or none) becomes the
 * new earliest, as if typed (Conform hears the input); a later date the buyer chose stays.
 */
export function followDeliveryDate(dateFieldId: string, was: string, now: string) {
  const input = document.getElementById(dateFieldId);
  if (!(input instanceof HTMLInputElement) || was === now) return;
  if (input.value && input.value !== was && input.value >= now) return;
  input.value = now;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The shipping methods to choose from, each with what it costs (`cost`) and why (`note`). */
export function ShippingChoice({
  meta,
  legend,
  methods,
  onChoose,
}: {
  meta: AnyField;
  legend: string;
  methods: { id: string; name: string; cost: number; note?: string }[];
  onChoose?: (methodId: string) => void;
}) {
  return (
    <RadioField
      meta={meta}
      legend={legend}
      onChoose={onChoose}
      options={methods.map((method) => ({
        value: method.id,
        label: (
          <span className="flex justify-between gap-4">
            <span>
              {method.name}
              {method.note ? <span className="block text-gray-600">{method.note}</span> : null}
            </span>
            <strong>{shippingText(method.cost)}</strong>
          </span>
        ),
      }))}
    />
  );
}

/** A trade buyer's purchase-order reference, kept on the order. */
export function PurchaseOrderField({ meta, className }: { meta: AnyField; className?: string }) {
  return (
    <InputField
      meta={meta}
      className={className}
      label="PO number (optional)"
      maxLength={50}
      hint="Your purchase-order reference, printed on the order (up to 50 characters)."
    />
  );
}
