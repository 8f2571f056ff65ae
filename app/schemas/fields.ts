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

const DECIMAL_DIGITS = /^\s*-?\d{1,15}\s*$/;

/**
 * A whole number from JSON, or from a form field written in plain decimal digits: `Number()`
 * alone would take "0x10", "1e1" and "  " for 16, 10 and 0.
 */
export function wholeNumberField(messages: { min: [number, string]; max: [number, string] }) {
  return z.preprocess(
    (value: unknown) =>
      typeof value !== "string"
        ? value
        : value.trim() === ""
          ? undefined
          : DECIMAL_DIGITS.test(value)
            ? Number(value)
            : Number.NaN,
    z
      .number({ required_error: REQUIRED, invalid_type_error: WHOLE_NUMBER })
      .int(WHOLE_NUMBER)
      .min(...messages.min)
      .max(...messages.max),
  );
}

/** A whole number within bounds, with messages that name them. */
export function wholeNumber(min: number, max: number) {
  return wholeNumberField({
    min: [min, `Enter at least ${min.toLocaleString("en-US")}`],
    max: [max, `Enter at most ${max.toLocaleString("en-US")}`],
  });
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
