import { z } from "zod";
import { REQUIRED, requiredText } from "./fields";

export const CARD_EXPIRED = "Your card has expired.";
export const CARD_FORMAT = "Use MM/YY";

/** A card is good through the last day of its expiry month. */
export function isUnexpired(expiry: string, today = new Date()): boolean {
  const [month, year] = expiry.split("/").map(Number);
  const firstOfNextMonth = Date.UTC(2000 + year!, month!, 1);
  return today.getTime() < firstOfNextMonth;
}

/** The sandbox's card form (Stripe's own forms collect real cards; we never see them). */
export const sandboxCardSchema = z.object({
  cardholder: requiredText(80),
  cardNumber: requiredText(23).pipe(
    z.string().regex(/^[\d\s-]{12,23}$/, "Enter the card number: 12 to 19 digits"),
  ),
  // One message per problem (issue 47): whether the card has expired is asked only of an
  // expiry written MM/YY, so "1229" is "Use MM/YY" and nothing else.
  expiry: requiredText(5)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_FORMAT))
    .pipe(z.string().refine(isUnexpired, CARD_EXPIRED)),
  cvc: requiredText(4).pipe(z.string().regex(/^\d{3,4}$/, "3 or 4 digits")),
});

/**
 * The API's sandbox confirmation: the client secret from `POST /api/create-payment-intent` and
 * the card, as Stripe's `confirmCardPayment` would take them (the cardholder is optional there).
 */
export const sandboxConfirmationSchema = sandboxCardSchema
  .omit({ cardholder: true })
  .extend({ clientSecret: z.string({ required_error: REQUIRED }).min(1, REQUIRED) });
