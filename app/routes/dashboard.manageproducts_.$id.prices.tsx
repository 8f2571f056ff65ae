import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import {
  decimalInput,
  InputField,
  SubmitButton,
  wholeNumberInput,
} from "#app/components/forms.tsx";
import { ToolAdminNav } from "#app/components/tool-admin-nav.tsx";
import { priceBreakTexts as texts } from "#app/messages.ts";
import { priceBreaksOf, setPriceBreaks } from "#app/models/trade-prices.server.ts";
import { MAX_PRICE_BREAKS, priceBreaksFormSchema } from "#app/schemas/price-breaks.ts";
import {
  backToToolPage,
  TOOL_GONE,
  toolAdminPage,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { centsToDollars, formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { invariantResponse } from "@epic-web/invariant";

// A tool's volume prices (issue 40), a page of its own beside its pictures, variants and
// accessories: rows of "from this many, this much each", the blank ones left for new breaks.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, nav } = await toolAdminPage(request, params.id);
  const breaks = (await priceBreaksOf([tool.id])).get(tool.id) ?? [];
  return {
    tool: { id: tool.id, name: tool.name, price: tool.price, minimum_qyt: tool.minimum_qyt },
    breaks,
    nav,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool } = await toolAdminPage(request, params.id);
  const submission = await parseForm(request, priceBreaksFormSchema(tool));
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  invariantResponse(await setPriceBreaks(tool.id, submission.value), TOOL_GONE, { status: 404 });
  const message = submission.value.length ? texts.saved : texts.removed;
  return backToToolPage(request, message);
}

/** Every row the form may have: the breaks there are, then blank ones up to the limit. */
const rowsOf = (column: readonly string[]) =>
  Array.from({ length: MAX_PRICE_BREAKS }, (_, row) => column[row] ?? "");

export default function ProductPrices() {
  const { tool, breaks, nav } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<ReturnType<typeof priceBreaksFormSchema>>(
    `prices-${tool.id}`,
    {
      defaultValue: {
        minQyt: rowsOf(breaks.map((rung) => String(rung.minQyt))),
        price: rowsOf(breaks.map((rung) => String(centsToDollars(rung.price)))),
      },
    },
  );
  // A row per posted pair: the form always sends every row (a hand-made post may send fewer).
  const prices = fields.price.getFieldList();
  const rows = fields.minQyt
    .getFieldList()
    .flatMap((quantity, row) => (prices[row] ? [{ quantity, price: prices[row] }] : []));
  return (
    <section>
      <ToolAdminNav {...nav} current="prices" />
      <h1 className="text-3xl font-bold">Volume prices of {tool.name}</h1>
      <p className="mt-2 max-w-3xl text-gray-600">
        List price: {formatDollars(tool.price)} a piece; minimum order:{" "}
        {formatCount(tool.minimum_qyt)}. A volume price applies from its quantity up to the next
        one&apos;s; each starts at the minimum order or above and must be lower than the list price
        and than the price of fewer pieces. Leave a row empty for no break; empty every row to
        remove them all. A customer in a price group pays the lower of their group price and the
        volume price.
      </p>
      <Form method="post" {...formProps} className="mt-6 max-w-2xl panel p-6">
        <fieldset>
          <legend className="text-xl font-bold">Volume prices</legend>
          <ol className="mt-4 grid gap-4">
            {rows.map(({ quantity, price }, row) => (
              <li key={row}>
                <fieldset className="grid gap-3 sm:grid-cols-2">
                  <legend className="mb-1 text-sm font-semibold text-gray-700">
                    Volume price {row + 1}
                  </legend>
                  <InputField
                    meta={quantity}
                    name={fields.minQyt.name}
                    label="From quantity"
                    {...wholeNumberInput}
                  />
                  <InputField
                    meta={price}
                    name={fields.price.name}
                    label="Unit price (USD)"
                    {...decimalInput}
                  />
                </fieldset>
              </li>
            ))}
          </ol>
        </fieldset>
        <SubmitButton pending={isPending} className="mt-6">
          Save volume prices
        </SubmitButton>
      </Form>
    </section>
  );
}
