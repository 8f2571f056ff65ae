import { z } from "zod";
import { emailField, REQUIRED, requiredText } from "./fields";

export const PASSWORD_LENGTH = "Password Should Be Min 6 and Max 12 Characters";
export const PASSWORDS_DIFFER = "Passwords do not match";

const password = z
  .string({ required_error: REQUIRED })
  .min(1, REQUIRED)
  .min(6, PASSWORD_LENGTH)
  .max(12, PASSWORD_LENGTH);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
  redirectTo: z.string().optional(),
});

export const signupSchema = z
  .object({
    name: requiredText(80),
    email: emailField,
    password,
    confirmPassword: password,
    redirectTo: z.string().optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
  });
