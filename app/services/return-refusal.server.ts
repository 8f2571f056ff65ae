import type { ReturnRefusal } from "#app/models/return.server.ts";
import { apiError } from "#app/utils/api.server.ts";

// What a refused return request or decision answers over HTTP, for the pages and the API alike.

const STATUS: Record<ReturnRefusal["problem"], number> = {
  missing: 404,
  conflict: 409,
  invalid: 400,
  // The payment provider did not take the refund: the shop's side is fine, the next hop is not.
  failed: 502,
};

/** The HTTP status of a refusal: 404, 409, 400, or 502 when the provider failed a refund. */
export const refusalStatus = (refusal: ReturnRefusal) => STATUS[refusal.problem];

/** The API's `{ error, fieldErrors? }` answer to a refusal. */
export function returnRefusalJson(refusal: ReturnRefusal): Response {
  return apiError(
    refusalStatus(refusal),
    refusal.message,
    refusal.field ? { [refusal.field]: [refusal.message] } : undefined,
  );
}
