import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import { deletePriceGroup, listPriceGroups } from "#app/models/price-group.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requirePriceGroup } from "#app/routes/+dashboard/managed-price-group.server.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/price-groups"],
  find: (params) => requirePriceGroup(params.id),
  question: async (group) => {
    const members = (await listPriceGroups()).find((one) => one.id === group.id)?.members ?? 0;
    return priceGroupTexts.confirmDelete(group.name, members);
  },
  // Its members go back to list prices; orders they placed keep the prices they were placed at.
  remove: async (group) => {
    await deletePriceGroup(group.id);
    return priceGroupTexts.deleted(group.name);
  },
});

export { loader, action };
export default ConfirmDeletion;
