import type { ReactNode } from "react";
import { RadioField, type AnyField } from "#app/components/forms.tsx";
import { accountTexts } from "#app/messages.ts";

/** The buyer's company's offer to buy on account: its terms' label and the credit left. */
type AccountOffer = { label: string; hint: string } | null;

/** By card, or on account with the company's terms in the label and its credit left beside it. */
function paymentOptions(account: { label: string; hint: string }) {
  return [
    { value: "card", label: accountTexts.payByCard as ReactNode },
    {
      value: "account",
      label: (
        <>
          <span className="block font-medium">{account.label}</span>
          <span className="block text-gray-600">{account.hint}</span>
        </>
      ),
    },
  ];
}

/**
 * How an order is paid, for a buyer whose company buys on account (issue 48), in a form of the
 * checkout's fields. Others pay by card and are not asked.
 */
export function PaymentChoice({ meta, account }: { meta: AnyField; account: AccountOffer }) {
  if (!account) return null;
  return (
    <RadioField
      className="panel p-4"
      meta={meta}
      legend="Payment"
      options={paymentOptions(account)}
    />
  );
}

/** The same choice in a plain form (a quote's "Accept and place order"), card chosen first. */
export function PlainPaymentChoice({ account }: { account: AccountOffer }) {
  if (!account) return null;
  return (
    <fieldset className="mb-4 grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-800">Payment</legend>
      {paymentOptions(account).map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 bg-white p-3 has-checked:border-brand"
        >
          <input
            type="radio"
            name="paymentMethod"
            value={option.value}
            defaultChecked={option.value === "card"}
            className="mt-1 accent-brand"
          />
          <span className="text-sm">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
