import { z } from "zod";
import { loginSchema } from "../auth";

/** POST /api/login: the form's email and password, without its redirect. */
export const apiLoginSchema = loginSchema.pick({ email: true, password: true });

export const accessTokenJsonSchema = z.object({
  accessToken: z
    .string()
    .describe("Send it as `Authorization: Bearer <accessToken>`; lasts 12 hours"),
});
