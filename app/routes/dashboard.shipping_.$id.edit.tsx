import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { EditPage } from "#app/components/admin-form.tsx";
import { ShippingMethodFields } from "#app/components/shipping-method-fields.tsx";
import { shippingTaxTexts } from "#app/messages.ts";
import { updateShippingMethod } from "#app/models/shipping-method.server.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { saveForm } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  nameTaken,
  requireShippingMethod,
} from "#app/routes/+dashboard/managed-shipping-method.server.ts";
import { centsToDollars } from "#app/utils/money.ts";

const SHIPPING_METHODS = "/dashboard/shipping";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { method: await requireShippingMethod(params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const method = await requireShippingMethod(params.id);
  return saveForm(request, shippingMethodSchema, async (value) => {
    const input = shippingMethodCents(value);
    const saved = await updateShippingMethod(method.id, input);
    if (saved === "name-taken") return nameTaken;
    invariantResponse(saved === "saved", shippingTaxTexts.noSuchShippingMethod, { status: 404 });
    return { to: SHIPPING_METHODS, message: shippingTaxTexts.shippingMethodSaved(input.name) };
  });
}

export default function EditShippingMethod() {
  const { method } = useLoaderData<typeof loader>();
  return (
    <EditPage<typeof shippingMethodSchema>
      id={`edit-shipping-method-${method.id}`}
      title={`Edit ${method.name}`}
      note="Orders already placed keep the name and price they were charged."
      defaultValue={{
        name: method.name,
        price: centsToDollars(method.price),
        freeAbove: method.freeAbove === null ? undefined : centsToDollars(method.freeAbove),
      }}
      cancelTo={SHIPPING_METHODS}
    >
      {(fields) => <ShippingMethodFields fields={fields} />}
    </EditPage>
  );
}
