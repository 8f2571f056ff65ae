import { z } from "zod";
import { PAYMENT_TERMS, type PaymentTerms } from "#app/commerce/index.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import { dollarAmount, emailField, requiredText, typedText } from "./fields";

// Companies (issue 48): what an admin writes of a company, and what a company admin writes of
// its members and invitations; money typed in dollars, kept in cents.

/** The largest credit limit an admin may give, in dollars (the largest order's size). */
export const MAX_CREDIT_DOLLARS = 10_000_000;
/** The largest spending limit per order, in dollars. */
export const MAX_SPENDING_DOLLARS = 10_000_000;

const optionalText = (max: number, lines: "one" | "many" = "one") =>
  typedText(z.string().trim().max(max, `Use at most ${max} characters`), lines)
    .optional()
    .transform((text) => text || null);

/** A choice of terms; empty or left out: none (no buying on account). */
const termsChoice = z
  .enum(PAYMENT_TERMS as [PaymentTerms, ...PaymentTerms[]], {
    errorMap: () => ({ message: "Choose the payment terms from the list" }),
  })
  .or(z.literal("").transform(() => null))
  .optional()
  .transform((terms) => terms ?? null);

const creditLimitDollars = dollarAmount(0, MAX_CREDIT_DOLLARS);
const spendingLimitDollars = dollarAmount(0, MAX_SPENDING_DOLLARS);

/** The admins' form of a company (add and edit): a price group by id, empty for list prices. */
export const companyFormSchema = z.object({
  name: requiredText(100),
  taxId: optionalText(50),
  billingAddress: optionalText(500, "many"),
  priceGroup: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((id) => id || null),
  paymentTerms: termsChoice,
  creditLimit: creditLimitDollars.optional(),
});
export type CompanyForm = z.output<typeof companyFormSchema>;

/** A checked company in the cents the model keeps, its price group already found. */
export const companyCents = (
  form: Omit<CompanyForm, "priceGroup">,
  priceGroupId: string | null,
) => ({
  name: form.name,
  taxId: form.taxId,
  billingAddress: form.billingAddress,
  priceGroupId,
  paymentTerms: form.paymentTerms,
  creditLimit: dollarsToCents(form.creditLimit ?? 0),
});

/** A spending limit as typed: dollars, or empty for none. */
export const spendingLimitField = spendingLimitDollars
  .optional()
  .transform((dollars) => (dollars === undefined ? null : dollarsToCents(dollars)));

export const companyRoleField = z.enum(["admin", "buyer"], {
  errorMap: () => ({ message: "Choose company admin or buyer" }),
});

/** The admins' "make a customer its company admin" (by email). */
export const firstAdminSchema = z.object({ email: emailField });

/** A company admin's change of one member: role and spending limit. */
export const memberFormSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  role: companyRoleField,
  spendingLimit: spendingLimitField,
});

/** A company admin's invitation: the address, the role, and an optional spending limit. */
export const invitationFormSchema = z.object({
  email: emailField,
  role: companyRoleField,
  spendingLimit: spendingLimitField,
});

// ---- The JSON API's bodies (dollars as numbers, null for none) ----

const priceGroupRef = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .nullable()
  .describe("A price group's _id or name; null: list prices");

const termsJson = z
  .enum(PAYMENT_TERMS as [PaymentTerms, ...PaymentTerms[]])
  .nullable()
  .describe("When invoices on account fall due; null: no buying on account");

/** POST /api/companies: the name, the rest optional (none, list prices, no terms, $0 credit). */
export const companyCreateApiSchema = z
  .object({
    name: requiredText(100),
    taxId: z.string().trim().max(50).nullable().optional(),
    billingAddress: z.string().trim().max(500).nullable().optional(),
    priceGroup: priceGroupRef.optional(),
    paymentTerms: termsJson.optional(),
    creditLimit: creditLimitDollars.optional().describe("Dollars the company may owe on account"),
  })
  .strict();

/** PUT /api/companies/{id}: any of the fields; those left out stay as they are. */
export const companyUpdateApiSchema = companyCreateApiSchema.partial().strict();

/** POST /api/company/invitations. */
export const invitationApiSchema = z
  .object({
    email: emailField,
    role: companyRoleField,
    spendingLimit: spendingLimitDollars
      .nullable()
      .optional()
      .describe("Dollars per order the buyer may spend; null or left out: no limit"),
  })
  .strict();

/** The company fields of PUT /api/users/{key} (admins). */
export const membershipApiFields = {
  company: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .nullable()
    .describe("A company's _id: the customer buys for it; null: for themself"),
  companyRole: companyRoleField.describe("Their role in the company (buyer when left out)"),
  spendingLimit: spendingLimitDollars
    .nullable()
    .describe("Dollars they may order at once for the company; null: no limit"),
};
