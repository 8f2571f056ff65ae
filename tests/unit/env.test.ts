import { describe, expect, it } from "vitest";
import { parseEnv } from "~/services/env.server";

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "data/storefront.db",
      SHOP_MODE: "demo",
      DEMO_ADMIN_EMAIL: "admin@forgeline.example",
      DEMO_ADMIN_PASSWORD: "forge-admin",
    });
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("names every bad value in one clear message", () => {
    expect(() =>
      parseEnv({ PORT: "eighty", SHOP_MODE: "staging", DEMO_ADMIN_EMAIL: "nope" }),
    ).toThrow(/PORT: must be a port number[\s\S]*SHOP_MODE[\s\S]*DEMO_ADMIN_EMAIL/);
  });

  it("requires a session secret in production mode", () => {
    expect(() => parseEnv({ SHOP_MODE: "production" })).toThrow(/SESSION_SECRET: is required/);
  });

  it("splits rotated session secrets and rejects short ones", () => {
    const long = "a".repeat(32);
    const older = "b".repeat(40);
    expect(parseEnv({ SESSION_SECRET: `${long}, ${older}` }).SESSION_SECRET).toEqual([long, older]);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });
});
