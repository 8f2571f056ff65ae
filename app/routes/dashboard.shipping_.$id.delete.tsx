import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { shippingTaxTexts, messages } from "#app/messages.ts";
import { deleteShippingMethod } from "#app/models/shipping-method.server.ts";
import { deletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireShippingMethod } from "#app/routes/+dashboard/managed-shipping-method.server.ts";

const deletion = deletionPage({
  role: "admin",
  lists: ["/dashboard/shipping"],
  find: (params) => requireShippingMethod(params.id),
  question: (method) => messages.confirmDelete(method.name),
  // Orders charged for this method keep their own copy of its name and price.
  remove: async (method) => {
    await deleteShippingMethod(method.id);
    return { type: "success", message: shippingTaxTexts.shippingMethodDeleted(method.name) };
  },
});

export const loader = deletion.loader;
export const action = deletion.action;
export default ConfirmDeletion;
