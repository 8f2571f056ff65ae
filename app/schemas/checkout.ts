import { z } from "zod";
import { checkoutTexts } from "#app/messages.ts";
import { addressSchema } from "./address";
import { NEW_ADDRESS } from "./checkout-choices";
import { deliveryDateField, typedText } from "./fields";

/** The checkout form and POST /api/checkout: the order's address, shipping and date. */
export const checkoutSchema = z.object({
  addressId: typedText(z.string({ required_error: checkoutTexts.noSuchAddress }).max(64)),
  shippingMethodId: typedText(
    z.string({ required_error: checkoutTexts.noSuchShippingMethod }).max(64),
  ),
  date: deliveryDateField,
  /** A trade buyer's purchase-order reference; left empty it is none. */
  purchaseOrder: typedText(z.string().trim().max(50, "Use at most 50 characters"))
    .optional()
    .transform((reference) => reference || null),
});

const checkoutFormFields = checkoutSchema.extend({
  /** One per rendering of the form: the same submit twice places one order. */
  checkoutKey: typedText(z.string({ required_error: "Reload the page and try again" }).max(64)),
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
