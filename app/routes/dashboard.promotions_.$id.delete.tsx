import { ConfirmDeletion } from "#app/components/confirm.tsx";
import { promotionTexts } from "#app/messages.ts";
import { deletePromotion, listPromotions } from "#app/models/promotion.server.ts";
import { adminDeletionPage } from "#app/routes/+dashboard/deletion-page.server.ts";
import { requirePromotion } from "#app/routes/+dashboard/promotion-form.server.ts";

const { loader, action } = adminDeletionPage({
  lists: ["/dashboard/promotions"],
  find: (params) => requirePromotion(params.id),
  question: async (promotion) => {
    const orders = (await listPromotions()).find((one) => one.id === promotion.id)?.orders ?? 0;
    return promotionTexts.confirmDelete(promotion.name, orders);
  },
  // Orders placed with it keep its name and what it gave them.
  remove: async (promotion) => {
    await deletePromotion(promotion.id);
    return promotionTexts.deleted(promotion.name);
  },
});

export { loader, action };
export default ConfirmDeletion;
