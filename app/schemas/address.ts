import { z } from "zod";
import { checkoutTexts } from "#app/messages.ts";
import { companyField, personName, phoneField, requiredText } from "./fields";
import { US_STATES } from "./us-states";

/** A US state's code, typed in any case: "oh" is Ohio. */
export const usStateField = requiredText(2).pipe(
  z
    .string()
    .toUpperCase()
    .pipe(z.enum(US_STATES, { errorMap: () => ({ message: checkoutTexts.usState }) })),
);

/** A US ZIP code: 5 digits, or ZIP+4 (5 digits, a dash, 4 digits). */
const zipField = requiredText(10).pipe(z.string().regex(/^\d{5}(-\d{4})?$/, checkoutTexts.zip));

/**
 * How many addresses one account may keep: enough for any trade buyer's sites. Here, not in the
 * model, so the API's description of POST /api/addresses (which reaches the browser build's route
 * module) can name it without importing server code.
 */
export const MAX_ADDRESSES = 50;

/** An address of the address book: where a checkout's order is delivered (US only). */
export const addressSchema = z.object({
  name: personName(100),
  company: companyField,
  street: requiredText(200),
  city: requiredText(100),
  state: usStateField,
  zip: zipField,
  phone: phoneField,
});

export type AddressInput = z.output<typeof addressSchema>;

/**
 * An entry of the address book as its page and `POST /api/addresses` add it: an address, and
 * whether it is the one invoices bill (a checkbox, sent only when ticked; `true` in JSON).
 */
export const addressEntrySchema = addressSchema.extend({
  billing: z.boolean().default(false),
});

/** `PATCH /api/addresses/{id}`: whether the entry is the billing address. */
export const billingChoiceSchema = z.object({ billing: z.boolean() }).strict();

/** The address book page's buttons of an entry: make it the billing address, or no longer. */
export const BILLING_INTENTS = ["make-billing", "clear-billing"] as const;

export const billingIntentSchema = z.object({
  intent: z.enum(BILLING_INTENTS),
  addressId: z.string().max(64),
});
