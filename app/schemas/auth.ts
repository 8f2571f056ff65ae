import { z } from "zod";
import { companyField, emailField, personName, REQUIRED } from "./fields";

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

/** Sign-up's fields, before the check that both passwords match (`samePasswords`). */
export const signupFieldsSchema = z.object({
  name: personName(80),
  email: emailField,
  // Not one of the spec's fields (issue 47): optional, what the account's invoices bill.
  company: companyField,
  password,
  confirmPassword: password,
  redirectTo: z.string().optional(),
});

/** The refinement of a form with a password typed twice: both the same, else said on the second. */
export const samePasswords = [
  (value: { password: string; confirmPassword: string }) =>
    value.password === value.confirmPassword,
  { path: ["confirmPassword"], message: PASSWORDS_DIFFER },
] as const;

export const signupSchema = signupFieldsSchema.refine(samePasswords[0], {
  ...samePasswords[1],
  path: [...samePasswords[1].path],
});

/** "Forgot password?": the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** A mailed link's token (verification or reset), as its page posts it back. */
const linkToken = z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(200);

export const verifyEmailSchema = z.object({ token: linkToken });

/** A new password from a reset link: the sign-up rules. */
export const resetPasswordSchema = z
  .object({ token: linkToken, password, confirmPassword: password })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
  });
