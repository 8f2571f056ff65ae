import { PurchaseOrderField, ShippingChoice } from "#app/components/checkout-choices.tsx";
import { InputField, RadioField, type AnyField } from "#app/components/forms.tsx";
import { shippingText } from "#app/components/lines-table.tsx";
import {
  shippingCents,
  type OrderTotals,
  type PurchaseChoices,
  type TaxExemption,
} from "#app/commerce/index.ts";
import { TYPED_ADDRESS } from "#app/schemas/checkout-choices.ts";
import { PhoneField } from "#app/components/address-fields.tsx";
import { savedAddressOptions } from "#app/components/checkout-address.tsx";
import { deliveryDateTexts, exemptionTexts } from "#app/messages.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";

type DeliveryFields = Record<
  "address" | "phone" | "addressId" | "shippingMethodId" | "purchaseOrder",
  AnyField
>;

/**
 * Where a one-tool order goes: the spec's address and phone typed in (no shipping, no tax), or,
 * for a buyer with an address book, one of its addresses with a shipping method (shipping and
 * sales tax, as at the checkout); and a PO reference either way. Without JavaScript every field
 * is there, each saying when it counts; with it, the typed fields show while they are chosen and
 * the shipping methods while a saved address is.
 */
export function PurchaseDelivery({
  className,
  choices,
  subtotal,
  fields,
  hydrated,
  deliverTo,
  onDeliverTo,
  onMethod,
}: {
  className?: string;
  choices: PurchaseChoices;
  /** The goods' total the methods are priced for (free above a threshold). */
  subtotal: number;
  fields: DeliveryFields;
  hydrated: boolean;
  deliverTo: string;
  onDeliverTo: (addressId: string) => void;
  onMethod: (methodId: string) => void;
}) {
  const saved = choices.addresses;
  const typed = !saved.length || deliverTo === TYPED_ADDRESS;
  const each = (shown: boolean) => !hydrated || shown;
  return (
    <div className={`grid gap-4 ${className ?? ""}`}>
      {saved.length ? (
        <RadioField
          meta={fields.addressId}
          legend="Deliver to"
          onChoose={onDeliverTo}
          options={[
            { value: TYPED_ADDRESS, label: "The address typed below" },
            ...savedAddressOptions(saved),
          ]}
        />
      ) : null}
      {each(typed) ? (
        <>
          <InputField
            meta={fields.address}
            label="Delivery address"
            autoComplete="street-address"
            hint={saved.length && !hydrated ? "For the address typed here." : undefined}
          />
          <PhoneField meta={fields.phone} />
        </>
      ) : null}
      {saved.length && choices.methods.length && each(!typed) ? (
        <ShippingChoice
          meta={fields.shippingMethodId}
          legend={hydrated ? "Shipping" : "Shipping (to a saved address)"}
          onChoose={onMethod}
          methods={choices.methods.map((method) => ({
            id: method.id,
            name: method.name,
            cost: shippingCents(method, subtotal),
            note: [
              deliveryDateTexts.deliversFrom(formatDate(method.earliestDelivery)),
              method.freeAbove === null
                ? null
                : `free for goods over ${formatDollars(method.freeAbove)}`,
            ]
              .filter(Boolean)
              .join("; "),
          }))}
        />
      ) : null}
      <PurchaseOrderField meta={fields.purchaseOrder} />
    </div>
  );
}

/** The order's total to a saved address, shipping and tax included (none for a typed address). */
export function PurchaseOrderTotal({
  totals,
}: {
  totals: (OrderTotals & { state: string; exemption?: TaxExemption | null }) | null;
}) {
  if (!totals) return null;
  const { exemption } = totals;
  return (
    <span className="mt-1 block">
      With shipping ({shippingText(totals.shipping)}) and{" "}
      {exemption ? (
        <>no sales tax ({exemptionTexts.exemptLine(exemption.number, exemption.state)})</>
      ) : (
        <>
          sales tax in {totals.state} ({formatDollars(totals.tax)})
        </>
      )}
      , the order comes to{" "}
      <strong data-testid="purchase-order-total">{formatDollars(totals.amount)}</strong>.
    </span>
  );
}
