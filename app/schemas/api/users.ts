import { z } from "zod";
import { typedText } from "../fields";
import { idJson } from "./common";

const profileText = z.string().nullable();

export const userJsonSchema = z.object({
  _id: idJson,
  email: z.string(),
  displayName: z.string(),
  // `.or(z.null())`, not `.nullable()`: the generated JSON Schema then lists null as allowed.
  role: z.literal("admin").or(z.null()).describe('"admin", or null for a customer'),
  photoURL: profileText,
  education: profileText,
  personalPhone: profileText,
  personalAddress: profileText,
  businessName: profileText,
  businessAddress: profileText,
  businessPhone: profileText,
  companyName: profileText.describe(
    "The company name of the account's profile (sign-up, the profile): its invoices bill it",
  ),
  linkedin: profileText,
  details: profileText,
  priceGroup: z
    .string()
    .or(z.null())
    .describe("The customer's price group by name, or null: list prices (issue 40)"),
  company: z
    .string()
    .or(z.null())
    .describe("The `_id` of the company the customer buys for (issue 48), or null: for themself"),
  companyRole: z
    .enum(["admin", "buyer"])
    .or(z.null())
    .describe("Their role in that company: its company admin or a buyer; null outside one"),
  spendingLimit: z
    .number()
    .or(z.null())
    .describe("Dollars they may order at once for the company; null: no limit (or no company)"),
});

export const userUpdateJsonSchema = z.object({
  accessToken: z.string().optional().describe("A fresh token, when one updated oneself"),
  user: userJsonSchema,
});

/** `?email=` of GET /api/users and GET /api/orders (emails are kept in lower case). */
export const emailQuerySchema = z.object({
  email: typedText(z.string().trim().toLowerCase()).optional(),
});
