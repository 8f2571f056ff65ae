import type { z } from "zod";
import { priceGroupTexts } from "#app/messages.ts";
import { priceGroupJson, savePriceGroup } from "#app/models/price-group.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import type { priceGroupRequestSchema } from "#app/schemas/api/price-groups.ts";
import { apiError } from "#app/utils/api.server.ts";
import { percentToRateBp } from "#app/utils/money.ts";

const UNKNOWN_CATEGORY = "No category has that slug";

/**
 * Writes a group from the API's body (issue 50) through the model the Price Groups page uses:
 * a new one (no `id`) or the one of `id`. Categories are named by slug; the answer is the group
 * as GET /api/price-groups/{id} gives it, or the refusal.
 */
export async function writePriceGroup(
  body: z.output<typeof priceGroupRequestSchema>,
  id?: string,
): Promise<Response> {
  const catalogue = await taxonomy();
  const categories = [];
  for (const [index, rule] of body.categories.entries()) {
    const category = catalogue.bySlug.get(rule.category.toLowerCase());
    if (!category)
      return apiError(400, UNKNOWN_CATEGORY, {
        [`categories.${index}.category`]: [UNKNOWN_CATEGORY],
      });
    categories.push({ categoryId: category.id, discountBp: percentToRateBp(rule.discount) });
  }
  const saved = await savePriceGroup(
    { name: body.name, discountBp: percentToRateBp(body.discount), categories },
    id,
  );
  if (saved.status === "name-taken")
    return apiError(409, priceGroupTexts.nameTaken, { name: [priceGroupTexts.nameTaken] });
  if (saved.status !== "saved") return apiError(404, priceGroupTexts.noSuchGroup);
  return Response.json(await priceGroupJson(saved.id), { status: id ? 200 : 201 });
}
