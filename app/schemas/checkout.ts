import { z } from "zod";
import { accountTexts, checkoutTexts } from "#app/messages.ts";
import { addressSchema } from "./address";
import { NEW_ADDRESS } from "./checkout-choices";
import { deliveryDateField, dollarAmount, typedText } from "./fields";

/** No order comes near this: a larger expected total is a typing mistake. */
const MAX_EXPECTED_DOLLARS = 100_000_000;
const expectedDollars = dollarAmount(0, MAX_EXPECTED_DOLLARS);

/** The checkout form and POST /api/checkout: the order's address, shipping and date. */
export const checkoutSchema = z.object({
  addressId: typedText(z.string({ required_error: checkoutTexts.noSuchAddress }).max(64)),
  shippingMethodId: typedText(
    z.string({ required_error: checkoutTexts.noSuchShippingMethod }).max(64),
  ),
  date: deliveryDateField.describe(
    "The wanted delivery date, YYYY-MM-DD: from the shop's today (in its time zone) to the same day next year, and not before the earliest day the shipping method delivers (`earliestDelivery` in `GET /api/shipping-methods`); an earlier one is 400 on `date`",
  ),
  /** A trade buyer's purchase-order reference; left empty it is none. */
  purchaseOrder: typedText(z.string().trim().max(50, "Use at most 50 characters"))
    .optional()
    .transform((reference) => reference || null),
  /** The total the buyer was shown: today's being another refuses the order (prices changed). */
  expectedTotal: expectedDollars
    .optional()
    .describe(
      "The total (`amount`, US dollars) the buyer was shown: when today's is another, nothing is placed and 409 gives today's totals. Left out, the order is placed at today's total.",
    ),
  /** By card (the order waits for its payment) or on the buyer's company's account (issue 48). */
  paymentMethod: z
    .enum(["card", "account"], { message: accountTexts.notOnAccount })
    .default("card")
    .describe(
      '"card" (the default): the order is placed unpaid, to pay by card. "account": a member of a company with payment terms and a credit limit buys on its account: the order is placed paid (`state` Pending, shippable at once), its invoice issued with a due date from the terms; anyone else is 400 on `paymentMethod`, and an order over the credit left is 409 with `creditLeft` (dollars).',
    ),
});

export type CheckoutSchema = typeof checkoutSchema;

/** The checkout form's fields with a saved address: also what a reviewed quote is accepted with. */
export const checkoutFormFields = checkoutSchema.extend({
  /** One per rendering of the form: the same submit twice places one order. */
  checkoutKey: typedText(z.string({ required_error: "Reload the page and try again" }).max(64)),
  /** The subtotal the page showed: compared too, for a page that could show no total yet. */
  expectedSubtotal: expectedDollars.optional(),
});

// The new address's fields have their plain names (name, street, ...), as in the address book.
const newAddressForm = checkoutFormFields.extend(addressSchema.shape);
// A saved address is chosen: the new address's fields, whatever they hold, are not read.
const savedAddressForm = checkoutFormFields;
export type CheckoutFormSchema = typeof newAddressForm | typeof savedAddressForm;

/** The checkout page's form; with a new address (NEW_ADDRESS chosen), its fields are part of it. */
export const checkoutFormSchema = (form: FormData): CheckoutFormSchema =>
  form.get("addressId") === NEW_ADDRESS ? newAddressForm : savedAddressForm;
/** The form as the page draws it: every field there can be. */
export type CheckoutFormFields = typeof newAddressForm;
