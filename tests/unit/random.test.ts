import { expect, test } from "vitest";
import { freshNonce } from "#app/utils/random.server.ts";
import { newId } from "#db/id.ts";
import { randomText } from "#db/random.ts";

test("every response gets its own 16-byte nonce, also across the pool's refills", () => {
  const nonces = Array.from({ length: 1_000 }, freshNonce);
  expect(new Set(nonces).size).toBe(nonces.length);
  expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
});

test("ids are 24 hex characters, never the same twice", () => {
  const ids = Array.from({ length: 1_000 }, newId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
});

test("sizes that do not divide the pool still get all their bytes", () => {
  for (let index = 0; index < 500; index++) expect(randomText(100, "hex")).toHaveLength(200);
});
