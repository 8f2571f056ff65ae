import { RadioField, type AnyField } from "#app/components/forms.tsx";
import { accountTexts } from "#app/messages.ts";

/**
 * How an order is paid, for a buyer whose company buys on account (issue 48): by card, or on
 * account with the company's terms in the label and its credit left beside it. Others pay by
 * card and are not asked.
 */
export function PaymentChoice({
  meta,
  account,
}: {
  meta: AnyField;
  account: { label: string; hint: string } | null;
}) {
  if (!account) return null;
  return (
    <RadioField
      className="panel p-4"
      meta={meta}
      legend="Payment"
      options={[
        { value: "card", label: accountTexts.payByCard },
        {
          value: "account",
          label: (
            <>
              <span className="block font-medium">{account.label}</span>
              <span className="block text-gray-600">{account.hint}</span>
            </>
          ),
        },
      ]}
    />
  );
}
