import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

// Random bytes for many nonces at once: one call into the system's generator per 256 responses
// rather than one per response (the way Node batches randomUUID). Each nonce's bytes are used once.
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let next = pool.length;

/** A fresh CSP nonce for one response: 16 random bytes, base64. */
export function freshNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString("base64", next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
