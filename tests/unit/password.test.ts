import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#db/password.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("s3cret-pass");
    expect(hash).not.toContain("s3cret-pass");
    expect(hash.startsWith("scrypt$")).toBe(true);
    await expect(verifyPassword("s3cret-pass", hash)).resolves.toBe(true);
    await expect(verifyPassword("s3cret-pasS", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([hashPassword("same-one"), hashPassword("same-one")]);
    expect(first).not.toEqual(second);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    await expect(verifyPassword("anything", "plain-text")).resolves.toBe(false);
  });
});
