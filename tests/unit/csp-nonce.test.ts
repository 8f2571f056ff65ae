import { expect, test } from "vitest";
import { freshNonce } from "#app/utils/csp-nonce.server.ts";

test("every response gets its own 16-byte nonce, also across the pool's refills", () => {
  const nonces = Array.from({ length: 1_000 }, freshNonce);
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
});
