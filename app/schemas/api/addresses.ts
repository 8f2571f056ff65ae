import { z } from "zod";
import { idJson } from "./common";

// ---- The address book (issue 37) ----
export const addressJsonSchema = z.object({
  _id: idJson,
  name: z.string().describe("Who receives the delivery"),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string().describe("Two-letter US state code, like OH"),
  zip: z.string().describe("5 digits, or 5 and 4 (45402-1234)"),
  phone: z.string(),
  billing: z
    .boolean()
    .describe("Whether it is the billing address: the one invoices bill (at most one a book)"),
});
export type AddressJson = z.infer<typeof addressJsonSchema>;
