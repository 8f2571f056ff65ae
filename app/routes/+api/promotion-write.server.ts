import type { z } from "zod";
import { promotionTexts } from "#app/messages.ts";
import { listPromotions, promotionJson, savePromotion } from "#app/models/promotion.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import type { promotionApiSchema } from "#app/schemas/promotion.ts";
import { promotionInputOf } from "#app/routes/+dashboard/promotion-form.server.ts";
import { apiError } from "#app/utils/api.server.ts";

/** Every promotion as the API gives it (issue 49), newest first, with its uses and discount given. */
export async function promotionsJson() {
  const [promotions, catalogue] = await Promise.all([listPromotions(), taxonomy()]);
  const slugs = new Map(
    [...catalogue.byId.values()].map((category) => [category.id, category.slug]),
  );
  return promotions.map((promotion) => promotionJson(promotion, slugs));
}

/** One promotion as the API gives it, or undefined. */
export async function promotionAnswer(id: string) {
  return (await promotionsJson()).find((promotion) => promotion._id === id);
}

/**
 * Writes a promotion from the API's body through the model the Promotions page uses: a new one
 * (no `id`, 201) or the one of `id` (200); 400 for a category or tool that is not in the
 * catalogue, 409 for a code another promotion has, 404 for no such promotion.
 */
export async function writePromotion(
  body: z.output<typeof promotionApiSchema>,
  id?: string,
): Promise<Response> {
  const input = await promotionInputOf(
    { ...body, active: body.active ?? true },
    { by: "id", names: body.tools ?? [] },
  );
  if ("field" in input)
    return apiError(input.status, input.message, { [input.field]: [input.message] });
  const saved = await savePromotion(input, id);
  if (saved.status === "code-taken")
    return apiError(409, promotionTexts.codeTaken, { code: [promotionTexts.codeTaken] });
  if (saved.status !== "saved") return apiError(404, promotionTexts.noSuchPromotion);
  return Response.json(await promotionAnswer(saved.id), { status: id ? 200 : 201 });
}
