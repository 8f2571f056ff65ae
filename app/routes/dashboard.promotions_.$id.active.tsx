import type { ActionFunctionArgs } from "@remix-run/node";
import { promotionTexts } from "#app/messages.ts";
import { setPromotionActive } from "#app/models/promotion.server.ts";
import { requirePromotion } from "#app/routes/+dashboard/promotion-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { readForm } from "#app/utils/form.server.ts";

// POST /dashboard/promotions/:id/active { active: on | off }: an admin pauses or resumes a
// promotion from its row, then the list again. Orders placed with it keep what they were given.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const promotion = await requirePromotion(params.id);
  const active = (await readForm(request)).get("active") === "on";
  await setPromotionActive(promotion.id, active);
  return redirectWithToast("/dashboard/promotions", {
    type: "success",
    message: active
      ? promotionTexts.resumed(promotion.name)
      : promotionTexts.paused(promotion.name),
  });
}
