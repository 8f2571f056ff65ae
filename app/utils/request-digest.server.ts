import { createHash } from "node:crypto";

// An idempotency key (an Idempotency-Key header, a form's per-render key) answers the first
// result again only for the same request, as Stripe's keys do: the same key with another body
// is the caller's mistake, refused with 422, never answered with what the first body made.
// Beside each stored key the database keeps the digest of the request it came with.

/** A value with its objects' keys sorted and empty (undefined, null) fields left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined && field !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => [name, canonical(field)]),
  );
}

/**
 * The fingerprint of a keyed request: the SHA-256 of the call it was made to (its target in it,
 * like a quote's id) and its parsed body, the fields in any order, a field left out the same as
 * one sent empty (null).
 */
export function requestDigest(call: string, body: object): string {
  return createHash("sha256")
    .update(JSON.stringify([call, canonical(body)]))
    .digest("base64url");
}

/**
 * Whether a request with this digest may take the result stored under its key: the same
 * request, or a result stored before digests were kept (none).
 */
export const sameRequest = (stored: string | null, digest: string) =>
  stored === null || stored === digest;
