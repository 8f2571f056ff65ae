import { invariantResponse } from "@epic-web/invariant";
import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { PromotionFields } from "#app/components/promotion-fields.tsx";
import { promotionTexts } from "#app/messages.ts";
import { categoriesInOrder } from "#app/models/price-group.server.ts";
import { savePromotion, skusOf } from "#app/models/promotion.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { promotionFormSchema } from "#app/schemas/promotion.ts";
import { adminEdit, adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  codeTaken,
  partNumbersOf,
  promotionInputOf,
  requirePromotion,
} from "#app/routes/+dashboard/promotion-form.server.ts";
import { shopDay } from "#app/utils/dates.ts";
import { centsToDollars } from "#app/utils/money.ts";

const PROMOTIONS = "/dashboard/promotions";

export const loader = adminLoader(async ({ params }) => {
  const [promotion, catalogue] = await Promise.all([requirePromotion(params.id), taxonomy()]);
  return {
    promotion: {
      ...promotion,
      categories: promotion.categoryIds.map((id) => catalogue.byId.get(id)?.slug ?? ""),
      toolSkus: (await skusOf(promotion.toolIds)).join("\n"),
    },
    categories: categoriesInOrder(catalogue).map(({ slug, name }) => ({ slug, name })),
  };
});

// Replaces the promotion's terms and what it covers at once (one transaction). Its uses stay.
export const action = adminEdit(
  (params) => requirePromotion(params.id),
  promotionFormSchema,
  async (promotion, form) => {
    const input = await promotionInputOf(
      { ...form, active: form.active === "on" },
      { by: "sku", names: partNumbersOf(form.toolSkus) },
    );
    if ("field" in input) return input;
    const saved = await savePromotion(input, promotion.id);
    if (saved.status === "code-taken") return codeTaken;
    invariantResponse(saved.status === "saved", promotionTexts.noSuchPromotion, { status: 404 });
    return { to: PROMOTIONS, message: promotionTexts.saved(form.name) };
  },
);

type Data = LoaderData<typeof loader>;

export default adminEditPage({
  texts: promotionTexts.screen,
  id: "edit-promotion",
  item: (data: Data) => data.promotion,
  defaultValue: (promotion) => ({
    name: promotion.name,
    code: promotion.code ?? undefined,
    kind: promotion.kind,
    value:
      promotion.kind === "freeShipping"
        ? undefined
        : promotion.kind === "percent"
          ? promotion.value / 100
          : centsToDollars(promotion.value),
    minSubtotal: promotion.minSubtotal === null ? undefined : centsToDollars(promotion.minSubtotal),
    startsAt: promotion.startsAt ? shopDay(promotion.startsAt) : undefined,
    // The last whole day it runs: the day before its end (its end is that day's midnight).
    endsAt: promotion.endsAt ? shopDay(new Date(Date.parse(promotion.endsAt) - 1)) : undefined,
    usageLimit: promotion.usageLimit?.toString(),
    perCustomerLimit: promotion.perCustomerLimit?.toString(),
    categories: promotion.categories,
    toolSkus: promotion.toolSkus,
    active: promotion.active ? "on" : undefined,
  }),
  cancelTo: PROMOTIONS,
  wide: true,
  Fields: PromotionFields,
});
