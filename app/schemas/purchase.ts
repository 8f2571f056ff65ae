import { z } from "zod";
import { checkoutSchema } from "./checkout";
import { TYPED_ADDRESS } from "./checkout-choices";
import { addressField, deliveryDateField, phoneField, typedText, wholeNumberField } from "./fields";
import { OVER_STOCK, belowMinimum, type QuantityLimits } from "./order-quantity";

/** The order form of one tool: its own minimum and stock bound the quantity. */
export function purchaseSchema(limits: QuantityLimits) {
  return z.object({
    date: deliveryDateField,
    qyt: wholeNumberField({
      min: [limits.minimum, belowMinimum(limits.minimum)],
      max: [limits.available, OVER_STOCK],
    }),
    address: addressField,
    phone: phoneField,
    requestId: typedText(z.string().max(64)).optional(),
  });
}

/** The choices the purchase page adds to the spec's form: a saved address, shipping, a PO. */
const { addressId, shippingMethodId, purchaseOrder } = checkoutSchema.shape;

/**
 * The purchase page's form: the spec's fields with the address and phone typed (TYPED_ADDRESS
 * chosen, or no choice: the spec's order, without shipping or tax), or a saved address of the
 * buyer's book with a shipping method (shipping and sales tax, as at the checkout). A PO
 * reference either way.
 */
export function purchaseFormSchema(limits: QuantityLimits, form: FormData) {
  const chosen = form.get("addressId");
  const spec = purchaseSchema(limits).extend({ purchaseOrder });
  if (chosen === null || chosen === TYPED_ADDRESS) return spec;
  return spec.omit({ address: true, phone: true }).extend({ addressId, shippingMethodId });
}
export type PurchaseFormSchema = ReturnType<typeof purchaseFormSchema>;

/** The form as the page draws it: every field there can be. */
export type PurchaseFormFields = z.ZodObject<
  ReturnType<typeof purchaseSchema>["shape"] & {
    purchaseOrder: typeof purchaseOrder;
    addressId: z.ZodOptional<typeof addressId>;
    shippingMethodId: z.ZodOptional<typeof shippingMethodId>;
  }
>;
