import { z } from "zod";
import { priceGroupTexts } from "#app/messages.ts";
import { percentToRateBp } from "#app/utils/money.ts";
import { REQUIRED, requiredText } from "./fields";

/** The largest discount a group may give: the database keeps it below 100% (10,000 bp). */
export const MAX_DISCOUNT_PERCENT = 99.99;

/** A discount as typed: a percent from 0 to 99.99 with at most two decimals (basis points). */
export const discountPercent = z
  .number({ required_error: REQUIRED, invalid_type_error: priceGroupTexts.discountPercent })
  // One check, so a value both out of range and too precise is told once: in range, and whole
  // hundredths of a percent (the database keeps basis points).
  .refine(
    (percent) =>
      percent >= 0 &&
      percent <= MAX_DISCOUNT_PERCENT &&
      Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
    { message: priceGroupTexts.discountPercent },
  );

/** The form field of a category's own discount (a plain name: see parseSubmission). */
export const categoryDiscountField = (categoryId: string) => `discount_${categoryId}`;

/**
 * What an admin writes of a price group: its name, its discount and, on the edit page, a
 * discount of its own for some of `categoryIds` (left blank, a category inherits its top
 * category's, or the group's). The answer is in basis points, as the model keeps it.
 */
export function priceGroupSchema(categoryIds: readonly string[] = []) {
  return z
    .object({
      name: requiredText(60),
      discount: discountPercent,
      ...Object.fromEntries(
        categoryIds.map((id) => [categoryDiscountField(id), discountPercent.optional()]),
      ),
    })
    .transform((form) => {
      const own = (id: string) =>
        (form as Record<string, unknown>)[categoryDiscountField(id)] as number | undefined;
      return {
        name: form.name,
        discountBp: percentToRateBp(form.discount),
        categories: categoryIds.flatMap((categoryId) => {
          const percent = own(categoryId);
          return percent === undefined
            ? []
            : [{ categoryId, discountBp: percentToRateBp(percent) }];
        }),
      };
    });
}

/** Manage Users' choice of a customer's group: a group's id, or nothing for list prices. */
export const priceGroupChoiceSchema = z.object({
  priceGroup: z.string().trim().max(64).optional(),
});
