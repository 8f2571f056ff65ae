import { invariantResponse } from "@epic-web/invariant";
import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { ShippingMethodFields } from "#app/components/shipping-method-fields.tsx";
import { shippingTaxTexts } from "#app/messages.ts";
import { updateShippingMethod } from "#app/models/shipping-method.server.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { adminEdit, adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  nameTaken,
  requireShippingMethod,
} from "#app/routes/+dashboard/managed-shipping-method.server.ts";
import { centsToDollars } from "#app/utils/money.ts";

const SHIPPING_METHODS = "/dashboard/shipping";

export const loader = adminLoader(async ({ params }) => ({
  method: await requireShippingMethod(params.id),
}));

export const action = adminEdit(
  (params) => requireShippingMethod(params.id),
  shippingMethodSchema,
  async (method, value) => {
    const input = shippingMethodCents(value);
    const saved = await updateShippingMethod(method.id, input);
    if (saved === "name-taken") return nameTaken;
    invariantResponse(saved === "saved", shippingTaxTexts.noSuchShippingMethod, { status: 404 });
    return { to: SHIPPING_METHODS, message: shippingTaxTexts.shippingMethodSaved(input.name) };
  },
);

export default adminEditPage({
  texts: shippingTaxTexts.shippingScreen,
  id: "edit-shipping-method",
  item: (data: LoaderData<typeof loader>) => data.method,
  defaultValue: (method) => ({
    name: method.name,
    price: centsToDollars(method.price),
    freeAbove: method.freeAbove === null ? undefined : centsToDollars(method.freeAbove),
    daysInTransit: String(method.daysInTransit),
  }),
  cancelTo: SHIPPING_METHODS,
  Fields: ShippingMethodFields,
});
