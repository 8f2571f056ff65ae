import { z } from "zod";
import { addressField, deliveryDateField, phoneField, REQUIRED } from "./fields";

export const WHOLE_NUMBER = "Enter a whole number";

/** The order form of one tool: its own minimum and stock bound the quantity. */
export function purchaseSchema(limits: { minimum: number; available: number }) {
  return z.object({
    date: deliveryDateField,
    qyt: z
      .number({ required_error: REQUIRED, invalid_type_error: WHOLE_NUMBER })
      .int(WHOLE_NUMBER)
      .min(limits.minimum, `Minimum Order Quantity Is ${limits.minimum}`)
      .max(limits.available, "You Can Not Order More Than Stock"),
    address: addressField,
    phone: phoneField,
    requestId: z.string().max(64).optional(),
  });
}
