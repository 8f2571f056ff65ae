import { z } from "zod";
import { loginSchema, samePasswords, signupFieldsSchema } from "./auth";

// The join page of an invitation (issue 48): each form carries the link's token.

const invitationToken = z.string().trim().min(1).max(200);

/** A new account through the invitation: sign-up's fields and rules. */
export const joinBySignupSchema = signupFieldsSchema
  .extend({ token: invitationToken })
  .refine(samePasswords[0], { ...samePasswords[1], path: [...samePasswords[1].path] });

/** An existing account through the invitation: sign-in's fields. */
export const joinByLoginSchema = loginSchema.extend({ token: invitationToken });

/** Someone signed in already: the token alone. */
export const joinSchema = z.object({ token: invitationToken });

export const JOIN_INTENTS = ["signup", "login", "join"] as const;
