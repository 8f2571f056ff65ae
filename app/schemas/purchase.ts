import { z } from "zod";
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
