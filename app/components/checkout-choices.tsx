import { CheckoutAddress } from "#app/components/checkout-address.tsx";
import { InputField, RadioField, type AnyField } from "#app/components/forms.tsx";
import { shippingText } from "#app/components/lines-table.tsx";
import type { CheckoutChoicesData } from "#app/routes/+orders/checkout-form.server.ts";

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
 * and a PO number. The checkout's fields, also those a quote is accepted with.
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
  return (
    <section className="panel grid gap-6 p-4">
      <CheckoutAddress
        saved={addresses}
        addressId={fields.addressId}
        newAddress={fields}
        hydrated={hydrated}
      />
      <ShippingChoice meta={fields.shippingMethodId} legend="Shipping" methods={methods} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          meta={fields.date}
          label="Delivery date"
          type="date"
          min={delivery.min}
          max={delivery.max}
          hint={`The day you want the tools delivered: from today (${delivery.min}) to ${delivery.max}.`}
        />
        <PurchaseOrderField meta={fields.purchaseOrder} />
      </div>
    </section>
  );
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
