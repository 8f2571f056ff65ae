import { z } from "zod";
import { membershipApiFields } from "./company";
import {
  addressField,
  companyField,
  imageFile,
  personName,
  phoneField,
  requiredText,
} from "./fields";

const profileText = {
  displayName: personName(80),
  education: requiredText(200),
  personalPhone: phoneField,
  personalAddress: addressField,
  businessName: requiredText(120),
  businessAddress: addressField,
  businessPhone: phoneField,
  linkedin: requiredText(200),
  details: requiredText(1000, "many"),
};

export const PROFILE_FIELDS = Object.keys(profileText) as (keyof typeof profileText)[];

/**
 * The update-profile form: every text field of the spec's required (its rule), the photo
 * optional, and so is the company the account buys for (issue 47: not one of the spec's fields,
 * it is what the invoices bill; left empty, none).
 */
export const profileFormSchema = z.object({
  ...profileText,
  company: companyField,
  photo: imageFile.optional(),
});

/**
 * PUT /api/users/:email: any subset of the fields (the spec sends displayName alone on load), or
 * role, or (issue 40) the customer's price group by id or name, null for list prices, or (issue
 * 48, admins) the company they buy for by id, their role and spending limit there. The profile's
 * free-text company name (issue 47) is `companyName` here: `company` is the company's id.
 */
export const userUpdateApiSchema = z
  .object({
    ...profileText,
    companyName: companyField
      .nullable()
      .describe("The company name the invoices bill; null or empty: none"),
    ...membershipApiFields,
    email: z.string().optional(),
    role: z.literal("admin", { errorMap: () => ({ message: "role can only be set to admin" }) }),
    priceGroup: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .nullable()
      .describe("A price group's _id or name; null puts the customer back on list prices"),
  })
  .partial()
  .strict();
