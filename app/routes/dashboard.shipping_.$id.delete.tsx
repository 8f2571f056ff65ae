import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { shippingTaxTexts } from "#app/messages.ts";
import { deleteShippingMethod } from "#app/models/shipping-method.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requireShippingMethod } from "#app/routes/+dashboard/managed-shipping-method.server.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/shipping"],
  find: (params) => requireShippingMethod(params.id),
  // Orders charged for this method keep their own copy of its name and price.
  remove: async (method) => {
    await deleteShippingMethod(method.id);
    return shippingTaxTexts.shippingMethodDeleted(method.name);
  },
});

export { loader, action };
export default ConfirmDeletion;
