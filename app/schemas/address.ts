import { z } from "zod";
import { checkoutTexts } from "#app/messages.ts";
import { personName, phoneField, requiredText, typedText } from "./fields";
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
  // Optional: left empty (or out, in JSON) it is none.
  company: typedText(z.string().trim().max(100, "Use at most 100 characters"))
    .optional()
    .transform((company) => company || null),
  street: requiredText(200),
  city: requiredText(100),
  state: usStateField,
  zip: zipField,
  phone: phoneField,
});

export type AddressInput = z.output<typeof addressSchema>;
