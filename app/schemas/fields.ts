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
