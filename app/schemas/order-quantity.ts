import { sharedTexts } from "~/messages";
// The order quantity's rule in plain code (no Zod), so the order form can check it as the
// customer types without shipping a validation library; the server's schema uses the same rule.

export interface QuantityLimits {
  minimum: number;
  available: number;
}

export const WHOLE_NUMBER = sharedTexts.wholeNumber;
export const OVER_STOCK = sharedTexts.overStock;
export const belowMinimum = (minimum: number) => `Minimum Order Quantity Is ${minimum}`;

/** What is wrong with a quantity as typed, or null when it is between the limits. */
export function quantityProblem(typed: unknown, limits: QuantityLimits): string | null {
  const qyt = typeof typed === "string" && typed.trim() !== "" ? Number(typed) : Number.NaN;
  if (!Number.isInteger(qyt)) return WHOLE_NUMBER;
  if (qyt < limits.minimum) return belowMinimum(limits.minimum);
  if (qyt > limits.available) return OVER_STOCK;
  return null;
}
