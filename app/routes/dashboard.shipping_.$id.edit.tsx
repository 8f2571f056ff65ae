import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { SaveOrCancel } from "#app/components/forms.tsx";
import { ShippingMethodFields } from "#app/components/shipping-method-fields.tsx";
import { shippingTaxTexts } from "#app/messages.ts";
import { updateShippingMethod } from "#app/models/shipping-method.server.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { nameTaken, requireShippingMethod } from "#app/services/managed-shipping-method.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

const SHIPPING_METHODS = "/dashboard/shipping";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { method: await requireShippingMethod(params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const method = await requireShippingMethod(params.id);
  const submission = await parseForm(request, shippingMethodSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const input = shippingMethodCents(submission.value);
  const saved = await updateShippingMethod(method.id, input);
  if (saved === "name-taken") return nameTaken(submission);
  invariantResponse(saved === "saved", shippingTaxTexts.noSuchShippingMethod, { status: 404 });
  return redirectWithToast(SHIPPING_METHODS, {
    type: "success",
    message: shippingTaxTexts.shippingMethodSaved(input.name),
  });
}

export default function EditShippingMethod() {
  const { method } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof shippingMethodSchema>({
    id: `edit-shipping-method-${method.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: method.name,
      price: centsToDollars(method.price),
      freeAbove: method.freeAbove === null ? undefined : centsToDollars(method.freeAbove),
    },
  });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Edit {method.name}</h1>
      <p className="mt-2 text-gray-600">
        Orders already placed keep the name and price they were charged.
      </p>
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        <ShippingMethodFields fields={fields} />
        <SaveOrCancel pending={isPending} cancelTo={SHIPPING_METHODS}>
          Save changes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
