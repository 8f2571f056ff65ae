import { z } from "zod";
import { REQUIRED, requiredText } from "./fields";
const RATING_RANGE = "Choose a rating from 1 to 5";

const rating = z
  .number({ required_error: REQUIRED, invalid_type_error: RATING_RANGE })
  .int(RATING_RANGE)
  .min(1, RATING_RANGE)
  .max(5, RATING_RANGE);

/** The add-a-review form. The reviewer's name and photo come from their profile, never from here. */
export const reviewSchema = z.object({
  company: requiredText(120),
  rating,
  description: requiredText(1000, "many"),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/**
 * POST /api/reviews: the same fields; the spec's client sends the rating as the select's text
 * ("5"), so a numeric string is read as its number. Its `name` and `img` are ignored.
 */
export const reviewApiSchema = reviewSchema.extend({
  rating: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    rating,
  ),
});
