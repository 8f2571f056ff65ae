import { sharedTexts } from "#app/messages.ts";
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
  return limitProblem(qyt, limits);
}

/** What is wrong with a quantity (a cart's line, say), or null when it is between the limits. */
export function limitProblem(qyt: number, limits: QuantityLimits): string | null {
  if (!Number.isInteger(qyt)) return WHOLE_NUMBER;
  if (qyt < limits.minimum) return belowMinimum(limits.minimum);
  if (qyt > limits.available) return OVER_STOCK;
  return null;
}

/**
 * The order form's other submit buttons (the field's name and their values): the quantity
 * stepper and Check total. Without JavaScript they post the form, and the page comes back with
 * the stepped quantity and the total, keeping what was typed; with it the stepper acts in place.
 */
export const ORDER_INTENT = "intent";
export const orderSteps = { less: -1, more: 1 } as const;
export type OrderStep = keyof typeof orderSteps;
export const CHECK_TOTAL = "total";

/** One piece more or less than typed, kept within the limits (the minimum when nothing sensible was typed). */
export function steppedQuantity(typed: unknown, limits: QuantityLimits, step: OrderStep): number {
  const qyt = typeof typed === "string" && typed.trim() !== "" ? Number(typed) : Number.NaN;
  if (!Number.isInteger(qyt)) return limits.minimum;
  return Math.min(limits.available, Math.max(limits.minimum, qyt + orderSteps[step]));
}
