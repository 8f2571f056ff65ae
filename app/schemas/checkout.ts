import { z } from "zod";
import { checkoutTexts } from "#app/messages.ts";
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
