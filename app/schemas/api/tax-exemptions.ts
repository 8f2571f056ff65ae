import { z } from "zod";
import { EXEMPTION_STATUSES } from "#app/utils/tax-exemptions.ts";
import { idJson, timestampJson } from "./common";

// ---- Tax exemption (issue 48): a company's resale certificates ----
export const taxExemptionJsonSchema = z.object({
  _id: idJson,
  company: z.object({ _id: idJson, name: z.string() }).describe("The company it exempts"),
  state: z.string().describe("The US state it is for, as a two-letter code (OH)"),
  number: z.string().describe("The certificate's number, as the state issued it"),
  expires: z
    .string()
    .describe(
      "The last day it is valid, YYYY-MM-DD (the shop's days): it exempts orders placed up to and on that day",
    ),
  status: z
    .enum(EXEMPTION_STATUSES)
    .describe(
      "pending (shown Awaiting review) until a shop admin makes it verified or rejected; only a verified one exempts orders",
    ),
  note: z.string().nullable().describe("The shop admin's note (why, for a rejection)"),
  file: z
    .object({
      name: z.string().describe("The file's name as uploaded"),
      type: z
        .enum(["application/pdf", "image/jpeg", "image/png", "image/webp"])
        .describe("Its type, read from its bytes"),
      url: z.string().describe("Where its company's admins and the shop's admins download it"),
    })
    .describe("The certificate's file"),
  createdAt: timestampJson,
  reviewedAt: timestampJson.nullable().describe("When it was verified or rejected"),
});
export type TaxExemptionJson = z.infer<typeof taxExemptionJsonSchema>;
