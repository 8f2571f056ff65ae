import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { ShippingMethodFields } from "#app/components/shipping-method-fields.tsx";
import { shippingTaxTexts, messages } from "#app/messages.ts";
import { addShippingMethod, listShippingMethods } from "#app/models/shipping-method.server.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { nameTaken } from "#app/services/managed-shipping-method.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

const SHIPPING_METHODS = "/dashboard/shipping";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { methods: await listShippingMethods() };
}

// Adds a method at the end of the checkout's list.
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, shippingMethodSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const added = await addShippingMethod(shippingMethodCents(submission.value));
  if (added.status === "name-taken") return nameTaken(submission);
  return redirectWithToast(SHIPPING_METHODS, {
    type: "success",
    message: shippingTaxTexts.shippingMethodAdded(added.method.name),
  });
}

const actionLink = buttonClass("outline", "sm");

export default function ShippingMethods() {
  const { methods } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Shipping methods</h1>
      <p className="mt-2 text-gray-600">
        What checkout offers, in this order. A method with a threshold ships free when the goods
        cost more than it; orders already placed keep the name and price they were charged.
      </p>
      {methods.length ? (
        <DataTable caption="Shipping methods" headers={["Name", "Price", "Free above", "Actions"]}>
          {methods.map((method) => (
            <tr key={method.id}>
              <Cell className="min-w-32 font-semibold">{method.name}</Cell>
              <Cell>{formatDollars(method.price)}</Cell>
              <Cell>
                {method.freeAbove === null ? (
                  <span className="text-muted">Never free</span>
                ) : (
                  formatDollars(method.freeAbove)
                )}
              </Cell>
              <Cell>
                <div className="flex flex-wrap gap-1.5">
                  <Link
                    to={`${SHIPPING_METHODS}/${method.id}/edit`}
                    className={actionLink}
                    aria-label={`Edit ${method.name}`}
                  >
                    Edit
                  </Link>
                  <ConfirmAction
                    label={
                      <>
                        Delete<span className="sr-only"> {method.name}</span>
                      </>
                    }
                    message={messages.confirmDelete(method.name)}
                    confirmUrl={`${SHIPPING_METHODS}/${method.id}/delete`}
                    className={buttonClass("danger", "sm")}
                  />
                </div>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">
          No shipping methods yet: checkout needs at least one.
        </p>
      )}
      <AddShippingMethod />
    </section>
  );
}

function AddShippingMethod() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof shippingMethodSchema>({
    id: "add-shipping-method",
    lastResult: actionData?.result,
  });
  return (
    <section aria-labelledby="add-shipping-method-heading" className="mt-10">
      <h2 id="add-shipping-method-heading" className="text-xl font-bold">
        Add a shipping method
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-3">
        <ShippingMethodFields fields={fields} />
        <div className="sm:col-span-3">
          <SubmitButton pending={isPending} pendingText="Adding…">
            Add method
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
