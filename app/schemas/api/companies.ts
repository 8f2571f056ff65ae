import { z } from "zod";
import { PAYMENT_TERMS, type PaymentTerms } from "#app/commerce/index.ts";
import { dollarsJson, idJson } from "./common";

// ---- Companies (issue 48) ----

/** A company as the API answers it: money in dollars, its price group by name. */
export const companyJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  taxId: z.string().or(z.null()),
  billingAddress: z.string().or(z.null()).describe("Lines separated by newlines"),
  priceGroup: z
    .string()
    .or(z.null())
    .describe("Its price group by name (its members pay it), or null: list prices"),
  paymentTerms: z
    .enum(PAYMENT_TERMS as [PaymentTerms, ...PaymentTerms[]])
    .or(z.null())
    .describe("When its invoices on account fall due; null: no buying on account"),
  creditLimit: z.number().describe("Dollars it may owe on account at once"),
  members: z.number().int().describe("Customers who buy for it"),
  createdAt: z.string(),
});
export type CompanyJson = z.infer<typeof companyJsonSchema>;

/** One customer of a company, with their role and spending limit (dollars; null: none). */
export const memberJsonSchema = z.object({
  _id: idJson,
  email: z.string(),
  displayName: z.string(),
  companyRole: z.enum(["admin", "buyer"]),
  spendingLimit: z.number().or(z.null()).describe("Dollars per order; null: no limit"),
});
export type MemberJson = z.infer<typeof memberJsonSchema>;

/** GET /api/company: the caller's company and everyone who buys for it. */
export const myCompanyJsonSchema = z.object({
  company: companyJsonSchema,
  members: z.array(memberJsonSchema).describe("Company admins first, then by name"),
  balance: dollarsJson.describe(
    "What the company owes on account: invoiced less credit notes and payments received, US dollars",
  ),
  creditLeft: dollarsJson.describe("The credit limit less the balance (never below 0), US dollars"),
});

/** POST /api/company/invitations: what was mailed (the link itself only to the address). */
export const invitationJsonSchema = z.object({
  email: z.string(),
  role: z.enum(["admin", "buyer"]),
  spendingLimit: z.number().or(z.null()),
  expiresAt: z.string().describe("When the mailed link stops working (7 days on)"),
});
