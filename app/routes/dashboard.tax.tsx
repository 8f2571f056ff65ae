import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { CheckboxField, InputField, SelectField, SubmitButton } from "#app/components/forms.tsx";
import { messages, shippingTaxTexts } from "#app/messages.ts";
import { listTaxRates, setTaxRate } from "#app/models/tax-rate.server.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";
import { stateName, US_STATE_OPTIONS } from "#app/schemas/us-states.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatRate, percentToRateBp } from "#app/utils/money.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

const SALES_TAX = "/dashboard/tax";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { rates: await listTaxRates() };
}

// Adds the state's rate, or replaces the one it had: a state has one rate at most.
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, taxRateSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { state, rate, taxShipping } = submission.value;
  await setTaxRate({ state, rateBp: percentToRateBp(rate), taxShipping });
  return redirectWithToast(SALES_TAX, {
    type: "success",
    message: shippingTaxTexts.taxRateSet(stateName(state)),
  });
}

export default function SalesTax() {
  const { rates } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Sales tax</h1>
      <p className="mt-2 text-gray-600">
        A rate per US state; a state without one pays no sales tax.
      </p>
      {/* The one rounding rule (taxCents in app/utils/money.ts), in words. */}
      <p className="mt-2 text-gray-600">
        Tax is worked out once per order, on its subtotal plus shipping where the state taxes
        shipping, and rounded half up to the cent: $10.00 at 5.75% is 57.5 cents, charged as 58
        cents.
      </p>
      {rates.length ? (
        <DataTable
          caption="Sales tax rates"
          headers={["State", "Rate", "Shipping taxed", "Actions"]}
        >
          {rates.map((rate) => (
            <tr key={rate.state}>
              <Cell className="min-w-32 font-semibold">
                {stateName(rate.state)} ({rate.state})
              </Cell>
              <Cell>{formatRate(rate.rateBp)}</Cell>
              <Cell>{rate.taxShipping ? "Yes" : "No"}</Cell>
              <Cell>
                <ConfirmAction
                  label={
                    <>
                      Remove<span className="sr-only"> the rate of {stateName(rate.state)}</span>
                    </>
                  }
                  message={messages.confirmDelete(`the tax rate of ${stateName(rate.state)}`)}
                  confirmUrl={`${SALES_TAX}/${rate.state}/delete`}
                  className={buttonClass("danger", "sm")}
                />
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">No state has a sales tax rate yet.</p>
      )}
      <SetTaxRate />
    </section>
  );
}

function SetTaxRate() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof taxRateSchema>({
    id: "set-tax-rate",
    lastResult: actionData?.result,
  });
  return (
    <section aria-labelledby="set-tax-rate-heading" className="mt-10">
      <h2 id="set-tax-rate-heading" className="text-xl font-bold">
        Set a state&apos;s rate
      </h2>
      <p className="mt-1 text-sm text-gray-600">A state that has a rate gets the new one.</p>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-2">
        <SelectField
          meta={fields.state}
          label="State"
          options={US_STATE_OPTIONS}
          placeholder="Choose a state"
        />
        <InputField
          meta={fields.rate}
          label="Rate (percent)"
          type="number"
          step="0.01"
          min={0}
          max={100}
          inputMode="decimal"
          hint="Up to two decimals, like 5.75."
        />
        <CheckboxField
          className="sm:col-span-2"
          meta={fields.taxShipping}
          label="Shipping is taxed too"
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Saving…">
            Save rate
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
