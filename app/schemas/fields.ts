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
