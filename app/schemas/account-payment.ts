import { z } from "zod";
import { accountTexts } from "#app/messages.ts";
import { calendarDayField, dollarAmount, requiredText, typedText } from "./fields";

// A payment received on account (issue 48): the admins' form and POST /api/payments.

/** No company sends more at once than the largest order's worth many times over. */
const MAX_PAYMENT_DOLLARS = 100_000_000;

const invoiceNumber = typedText(z.string().trim().max(30));

const paymentFields = {
  amount: dollarAmount(0.01, MAX_PAYMENT_DOLLARS).describe(
    "US dollars received; at most what is open on the invoices it pays (more is 409)",
  ),
  date: calendarDayField.describe("The day the money came in, YYYY-MM-DD"),
  reference: requiredText(100).describe(accountTexts.referenceHint),
  invoices: z
    .array(invoiceNumber)
    .max(100)
    .optional()
    .describe(
      "Invoice numbers (INV-2026-000042) to pay, in this order; left out, the company's oldest open invoices first",
    ),
};

/** POST /api/payments (admins). */
export const paymentRequestSchema = z.object({
  company: typedText(z.string().max(64)).describe("The company's `_id`"),
  ...paymentFields,
});

/** The admins' form on a company's account page: the company is the page's. */
export const paymentFormSchema = z.object({
  ...paymentFields,
  invoices: z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(invoiceNumber).max(100),
    )
    .optional(),
  /** One per rendering of the form: posting it twice records one payment. */
  paymentKey: typedText(z.string({ required_error: "Reload the page and try again" }).max(64)),
});
