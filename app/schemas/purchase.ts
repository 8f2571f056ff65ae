import { z } from "zod";
import { requiredText, wholeNumberField } from "./fields";

/** The order form of one tool: its own minimum and stock bound the quantity. */
export function purchaseSchema(limits: { minimum: number; available: number }) {
  return z.object({
    date: requiredText(10).pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date like 2026-11-21")
        .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a real date"),
    ),
    qyt: wholeNumberField({
      min: [limits.minimum, `Minimum Order Quantity Is ${limits.minimum}`],
      max: [limits.available, "You Can Not Order More Than Stock"],
    }),
    address: requiredText(200),
    phone: requiredText(30),
    requestId: z.string().max(64).optional(),
  });
}
