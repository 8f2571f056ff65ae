import { z } from "zod";
import { emailField, optionalPhoneField, personName, requiredText } from "./fields";

export const enquirySchema = z.object({
  name: personName(100),
  email: emailField,
  company: requiredText(120),
  phone: optionalPhoneField,
  message: requiredText(2000, "many").pipe(
    z.string().min(10, "Tell us a little more (at least 10 characters)"),
  ),
  /** A signed-in customer's "Ask for a quote on the tools in my cart" (issue 40), ticked. */
  askQuote: z.literal("on").optional(),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
