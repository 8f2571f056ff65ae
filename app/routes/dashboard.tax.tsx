import { adminListPage, type LoaderData, RowActions } from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { CheckboxField, decimalInput, InputField, SelectField } from "#app/components/forms.tsx";
import { messages, shippingTaxTexts } from "#app/messages.ts";
import { listTaxRates, setTaxRate } from "#app/models/tax-rate.server.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";
import { stateName, US_STATE_OPTIONS } from "#app/schemas/us-states.ts";
import { adminLoader, adminSave } from "#app/routes/+dashboard/admin-form.server.ts";
import { formatRate, percentToRateBp } from "#app/utils/money.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";

const SALES_TAX = "/dashboard/tax";

export const loader = adminLoader(async () => ({ rates: await listTaxRates() }));

// Adds the state's rate, or replaces the one it had: a state has one rate at most.
export const action = adminSave(taxRateSchema, async ({ state, rate, taxShipping }) => {
  await setTaxRate({ state, rateBp: percentToRateBp(rate), taxShipping });
  return { to: SALES_TAX, message: shippingTaxTexts.taxRateSet(stateName(state)) };
});

function TaxRateFields({ fields }: { fields: Fields<typeof taxRateSchema> }) {
  return (
    <>
      <SelectField
        meta={fields.state}
        label="State"
        options={US_STATE_OPTIONS}
        placeholder="Choose a state"
      />
      <InputField
        meta={fields.rate}
        label="Rate (percent)"
        {...decimalInput}
        min={0}
        max={100}
        hint="Up to two decimals, like 5.75."
      />
      <CheckboxField
        className="sm:col-span-2"
        meta={fields.taxShipping}
        label="Shipping is taxed too"
      />
    </>
  );
}

export default adminListPage({
  texts: shippingTaxTexts.taxScreen,
  intro: [
    "A rate per US state; a state without one pays no sales tax.",
    // The one rounding rule (taxCents in app/utils/money.ts), in words.
    "Tax is worked out once per order, on its subtotal plus shipping where the state taxes shipping, and rounded half up to the cent: $10.00 at 5.75% is 57.5 cents, charged as 58 cents.",
  ],
  headers: ["State", "Rate", "Shipping taxed", "Actions"],
  items: (data: LoaderData<typeof loader>) => data.rates,
  row: (rate) => (
    <tr key={rate.state}>
      <Cell className="min-w-32 font-semibold">
        {stateName(rate.state)} ({rate.state})
      </Cell>
      <Cell>{formatRate(rate.rateBp)}</Cell>
      <Cell>{rate.taxShipping ? "Yes" : "No"}</Cell>
      <Cell>
        <RowActions
          name={`the rate of ${stateName(rate.state)}`}
          deleteLabel="Remove"
          url={`${SALES_TAX}/${rate.state}`}
          question={messages.confirmDelete(`the tax rate of ${stateName(rate.state)}`)}
        />
      </Cell>
    </tr>
  ),
  add: { id: "set-tax-rate", columns: 2, Fields: TaxRateFields },
});
