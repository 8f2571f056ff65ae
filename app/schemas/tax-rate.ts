import { z } from "zod";
import { checkoutTexts } from "#app/messages.ts";
import { usStateField } from "./address";
import { REQUIRED } from "./fields";

/** What an admin writes of a state's sales tax: a percent with at most two decimals. */
export const taxRateSchema = z.object({
  state: usStateField,
  rate: z
    .number({ required_error: REQUIRED, invalid_type_error: checkoutTexts.ratePercent })
    .min(0, checkoutTexts.ratePercent)
    .max(100, checkoutTexts.ratePercent)
    // Whole hundredths of a percent: the database keeps the rate as an integer of them.
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
      message: checkoutTexts.ratePercent,
    }),
  // A checkbox: a form sends nothing when it is left unticked.
  taxShipping: z.boolean().default(false),
});
