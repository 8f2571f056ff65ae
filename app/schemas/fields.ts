import { z } from "zod";

export const REQUIRED = "This field is required";

/** A required, trimmed text field with the spec's message when it is left empty. */
export function requiredText(max: number) {
  return z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Keep this under ${max} characters`);
}

export function optionalText(max: number) {
  return z.string().trim().max(max, `Keep this under ${max} characters`).optional();
}

export const emailField = requiredText(254).pipe(
  z.string().toLowerCase().email("Enter a valid email address"),
);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image must be at most 5 MB";

/** An uploaded image; its size is checked here (before upload, with JS), its bytes on the server. */
export const imageFile = z
  .instanceof(File)
  .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_TOO_LARGE);

export const WHOLE_NUMBER = "Enter a whole number";

/** A whole number from a form field (Conform turns the text into a number) or from JSON. */
export function wholeNumber(min: number, max: number) {
  return z
    .number({ required_error: REQUIRED, invalid_type_error: WHOLE_NUMBER })
    .int(WHOLE_NUMBER)
    .min(min, `Enter at least ${min.toLocaleString("en-US")}`)
    .max(max, `Enter at most ${max.toLocaleString("en-US")}`);
}

export const DOLLARS = "Enter a price in dollars, like 18 or 18.50";

/** A price in dollars with at most two decimals (cents); the database keeps integer cents. */
export function dollarAmount(min: number, max: number) {
  return z
    .number({ required_error: REQUIRED, invalid_type_error: DOLLARS })
    .min(min, `Enter at least $${min.toLocaleString("en-US")}`)
    .max(max, `Enter at most $${max.toLocaleString("en-US")}`)
    .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, DOLLARS);
}

/** A required upload: no file chosen (the browser sends an empty one) is "This field is required". */
export const requiredImageFile = z
  .instanceof(File, { message: REQUIRED })
  .refine((file) => file.size > 0, REQUIRED)
  .pipe(imageFile);
