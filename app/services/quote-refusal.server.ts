import type { QuoteRefusal } from "#app/models/quote.server.ts";
import { apiError } from "#app/utils/api.server.ts";

// What a refused quote request, sending or accept answers over HTTP, for the pages and the API.

const STATUS: Record<QuoteRefusal["problem"], number> = {
  missing: 404,
  conflict: 409,
  invalid: 400,
};

export const quoteRefusalStatus = (refusal: QuoteRefusal) => STATUS[refusal.problem];

/** The API's `{ error, fieldErrors? }` answer to a refusal. */
export function quoteRefusalJson(refusal: QuoteRefusal): Response {
  return apiError(
    quoteRefusalStatus(refusal),
    refusal.message,
    refusal.field ? { [refusal.field]: [refusal.message] } : undefined,
  );
}
