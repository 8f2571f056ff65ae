import { idempotencyTexts } from "#app/messages.ts";
import type { PricesChangedJson } from "#app/schemas/api/checkout.ts";
import { apiError } from "#app/utils/api.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { REFUSAL_STATUS, type Refusal, type RefusedLine } from "./outcome";

// The two adapters of a refusal (outcome.ts): what the JSON API answers, and what a form says.
// Both take the status from the refusal's problem, so a page and the API never disagree on it.

/**
 * The API's answer: `{ error, fieldErrors?, line? }` with the problem's status; today's totals
 * beside the error when they changed; for a reused key, its name (`keyName`, as the caller
 * sent it: the header or a body field) and value.
 */
export function refusalResponse(refusal: Refusal, keyName = "Idempotency-Key"): Response {
  const status = REFUSAL_STATUS[refusal.problem];
  if (refusal.problem === "key-reused")
    return apiError(status, idempotencyTexts.keyReused(keyName, refusal.key ?? ""));
  if (refusal.totals) {
    const { subtotal, shipping, tax, amount } = refusal.totals;
    const today: PricesChangedJson = {
      error: refusal.message,
      subtotal: centsToDollars(subtotal),
      shipping: centsToDollars(shipping),
      tax: centsToDollars(tax),
      total: centsToDollars(amount),
    };
    return Response.json(today, { status });
  }
  const { message, field, line, creditLeft } = refusal;
  return Response.json(
    {
      error: message,
      ...(field && { fieldErrors: { [field]: [message] } }),
      ...(line && { line }),
      // Over a company's credit limit (issue 48): what it may still order on account, in dollars.
      ...(creditLeft !== undefined && { creditLeft: centsToDollars(creditLeft) }),
    },
    { status },
  );
}

/** What a form says of a refusal: Conform's errors, and the line the message belongs to. */
export interface FormRefusal {
  status: number;
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> };
  line: RefusedLine | null;
}

/**
 * A form's reply to a refusal: on the form's own field when the refusal names one the form has
 * (`fields` maps the request's field names to the form's), otherwise above the form; a reused
 * key as the form's own words (its key is drawn with the page, the person never typed one).
 */
export function formRefusal(refusal: Refusal, fields: Record<string, string> = {}): FormRefusal {
  const status = REFUSAL_STATUS[refusal.problem];
  const line = refusal.line ?? null;
  if (refusal.problem === "key-reused")
    return { status, errors: { formErrors: [idempotencyTexts.formSentBefore] }, line };
  const field = refusal.field && !line ? fields[refusal.field] : undefined;
  return {
    status,
    errors: field
      ? { fieldErrors: { [field]: [refusal.message] } }
      : { formErrors: [refusal.message] },
    line,
  };
}
