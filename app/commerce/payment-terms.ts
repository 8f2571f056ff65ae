// A company's payment terms (issue 48): when an invoice on account falls due. Pure, so the pages'
// labels and the server's due dates read the same table.
import { addDays } from "#app/utils/dates.ts";

/** Each term and the days an invoice on it has to be paid, counted from the day it is issued. */
export const PAYMENT_TERM_DAYS = {
  receipt: 0,
  net7: 7,
  net15: 15,
  net30: 30,
  net60: 60,
} as const;

export type PaymentTerms = keyof typeof PAYMENT_TERM_DAYS;

export const PAYMENT_TERMS = Object.keys(PAYMENT_TERM_DAYS) as PaymentTerms[];

export const isPaymentTerms = (value: unknown): value is PaymentTerms =>
  typeof value === "string" && Object.hasOwn(PAYMENT_TERM_DAYS, value);

/** How a term is named to people: "Due on receipt", "Net 30". */
export const paymentTermsLabel = (terms: PaymentTerms): string =>
  terms === "receipt" ? "Due on receipt" : `Net ${PAYMENT_TERM_DAYS[terms]}`;

/** The day (YYYY-MM-DD) an invoice issued on `issuedDay` falls due under `terms`. */
export const dueDayOf = (terms: PaymentTerms, issuedDay: string): string =>
  addDays(issuedDay, PAYMENT_TERM_DAYS[terms]);
