import { randomUUID } from "node:crypto";
import { parse } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { useHydrated } from "remix-utils/use-hydrated";
import { InputField, ReadOnlyField, SubmitButton } from "~/components/forms";
import { ToolFacts } from "~/components/tool-facts";
import { messages } from "~/messages";
import { OrderRejectedError, placeOrder } from "~/models/order.server";
import { getTool } from "~/models/tool.server";
import { quantityProblem } from "~/schemas/order-quantity";
import { deliveryWindow, PHONE_HINT } from "~/schemas/field-hints";
import { purchaseSchema } from "~/schemas/purchase";
import { requireUser } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDollars } from "~/utils/money";
import { useSchemaForm } from "~/utils/use-schema-form";
import { parseForm } from "~/utils/form.server";
import { hydratedPage } from "~/utils/page-scripts";
import { invariantResponse } from "~/utils/invariant-response";
import { useIsPending } from "~/utils/use-is-pending";

// Pending states, inline errors and dialogs: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Order ${data.tool.name} — Forgeline Tools` : "Order — Forgeline Tools" },
];

async function toolFor(id: string | undefined) {
  const tool = await getTool(id ?? "");
  invariantResponse(tool, "This tool is not in the catalogue.", 404);
  return tool;
}

const limitsOf = (tool: { minimum_qyt: number; available_qyt: number }) => ({
  minimum: tool.minimum_qyt,
  available: tool.available_qyt,
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tool = await toolFor(params.id);
  return {
    tool,
    customer: { name: user.displayName, email: user.email },
    // One id per rendering of the form: posting it twice places one order.
    requestId: randomUUID(),
    delivery: deliveryWindow(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tool = await toolFor(params.id);
  const submission = await parseForm(request, purchaseSchema(limitsOf(tool)));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await placeOrder({ ...submission.value, toolId: tool.id, customer: user });
  } catch (error) {
    if (!(error instanceof OrderRejectedError)) throw error;
    return data(
      { result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) },
      { status: 409 },
    );
  }
  return redirectWithToast("/dashboard/myorders", {
    type: "success",
    message: messages.orderPlaced,
  });
}

type PurchaseSchema = ReturnType<typeof purchaseSchema>;

export default function Purchase() {
  const { tool, customer, requestId, delivery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const hydrated = useHydrated();
  const [, fields, formProps] = useSchemaForm<PurchaseSchema>({
    id: "purchase",
    lastResult: actionData?.result,
    defaultValue: { date: delivery.min, qyt: String(tool.minimum_qyt) },
    // The quantity speaks as the customer types; the other fields are the server's to judge.
    validate: (formData) =>
      parse(formData, {
        resolve: (value) => {
          const problem = quantityProblem(value.qyt, limitsOf(tool));
          return problem
            ? { error: { qyt: [problem] } }
            : { value: value as z.output<PurchaseSchema> };
        },
      }),
  });
  const [total, setTotal] = useState<number | null>(tool.minimum_qyt * tool.price);
  const inStock = tool.available_qyt >= tool.minimum_qyt;

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2">
      <ToolFacts tool={tool} />
      <section
        aria-labelledby="order-heading"
        className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="order-heading" className="text-2xl font-bold">
          Place your order
        </h2>
        {inStock ? (
          <Form method="post" {...formProps} className="mt-6 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="requestId" value={requestId} />
            <ReadOnlyField className="sm:col-span-2" label="Product" value={tool.name} />
            <ReadOnlyField label="Your name" value={customer.name} />
            <ReadOnlyField label="Your email" value={customer.email} />
            <InputField
              meta={fields.date}
              label="Delivery date"
              type="date"
              min={delivery.min}
              max={delivery.max}
              hint={`The day you want the tools delivered: from today (${delivery.min}) to ${delivery.max}.`}
            />
            <InputField
              meta={fields.qyt}
              label="Quantity (pcs)"
              type="number"
              inputMode="numeric"
              hint={`From ${tool.minimum_qyt} to ${tool.available_qyt} pieces`}
              onBlur={(event) => {
                const qyt = Number(event.currentTarget.value);
                const valid =
                  Number.isInteger(qyt) && qyt >= tool.minimum_qyt && qyt <= tool.available_qyt;
                setTotal(valid ? qyt * tool.price : null);
              }}
            />
            <InputField
              className="sm:col-span-2"
              meta={fields.address}
              label="Delivery address"
              autoComplete="street-address"
            />
            <InputField
              className="sm:col-span-2"
              meta={fields.phone}
              label="Phone"
              type="tel"
              autoComplete="tel"
              hint={PHONE_HINT}
            />
            <p className="rounded-md bg-gray-50 p-3 text-sm sm:col-span-2" aria-live="polite">
              {hydrated ? (
                <>
                  Total amount:{" "}
                  <strong data-testid="order-total">
                    {total === null ? "—" : formatDollars(total)}
                  </strong>
                </>
              ) : (
                <>
                  {formatDollars(tool.price)} per piece; the total (price × quantity) is worked out
                  when you place the order.
                </>
              )}
            </p>
            <div className="sm:col-span-2">
              <SubmitButton
                disabled={hydrated && Boolean(fields.qyt.errors?.length)}
                pending={isPending}
                pendingText="Placing your order…"
              >
                Place order
              </SubmitButton>
            </div>
          </Form>
        ) : (
          <p className="mt-6 font-semibold text-red-600">
            Out of stock: fewer than the minimum order of {tool.minimum_qyt} pieces are left.{" "}
            <Link to="/tools" className="text-brand underline">
              See other tools
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
