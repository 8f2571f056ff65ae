import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;

// Random bytes drawn from the system's generator 4 KB at a time, not per call: the way Node
// batches randomUUID. Each byte is handed out once. Row ids (./id.ts) and CSP nonces
// (app/utils/random.server.ts) are asked for on every order and page; one call into the
// generator each cost about 2% of an order's CPU time.
const pool = Buffer.alloc(POOL_BYTES);
let next = POOL_BYTES;

/** `size` fresh random bytes (at most 4 KB), as hex or base64 text. */
export function randomText(size: number, encoding: "hex" | "base64"): string {
  if (next + size > POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  const text = pool.toString(encoding, next, next + size);
  next += size;
  return text;
}
