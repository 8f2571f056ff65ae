import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/utils/env.server.ts";

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "data/storefront.db",
      SHOP_MODE: "demo",
      DEMO_ADMIN_EMAIL: "admin@forgeline.example",
      DEMO_ADMIN_PASSWORD: "forge-admin",
      SHOP_TIMEZONE: "America/New_York",
    });
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("takes SHOP_TIMEZONE as an IANA zone, named as IANA names it, and refuses anything else", () => {
    expect(parseEnv({ SHOP_TIMEZONE: "Europe/Berlin" }).SHOP_TIMEZONE).toBe("Europe/Berlin");
    expect(parseEnv({ SHOP_TIMEZONE: " america/chicago " }).SHOP_TIMEZONE).toBe("America/Chicago");
    for (const zone of ["Eastern", "+05:00", "New York", ""])
      expect(() => parseEnv({ SHOP_TIMEZONE: zone }), zone).toThrow(
        /SHOP_TIMEZONE: must be an IANA time zone such as America\/New_York/,
      );
  });

  it("names every bad value in one clear message", () => {
    expect(() =>
      parseEnv({ PORT: "eighty", SHOP_MODE: "staging", DEMO_ADMIN_EMAIL: "nope" }),
    ).toThrow(/PORT: must be a port number[\s\S]*SHOP_MODE[\s\S]*DEMO_ADMIN_EMAIL/);
  });

  it("refuses production without secrets, address and Stripe, naming each missing one", () => {
    let message = "";
    try {
      parseEnv({ SHOP_MODE: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      "SESSION_SECRET",
      "PUBLIC_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SMTP_URL",
      "SELLER_NAME",
      "SELLER_ADDRESS",
      "SELLER_TAX_ID",
    ]) {
      expect(message).toContain(`${name}: is required when SHOP_MODE=production`);
    }
  });

  it("starts production with everything it needs, never on the sandbox", () => {
    const env = parseEnv({
      SHOP_MODE: "production",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://shop.example/",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY: "pk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      SMTP_URL: "smtps://shop:secret@mail.example:465",
      SELLER_NAME: "Forgeline Tools Inc.",
      SELLER_ADDRESS: "1200 Foundry Road / Dayton, OH 45402",
      SELLER_TAX_ID: "EIN 12-3456789",
    });
    expect(env.PUBLIC_URL).toBe("https://shop.example");
    expect(env.SELLER_TAX_ID).toBe("EIN 12-3456789");
  });

  it("reads TRUST_PROXY as off, a hop count or a list of proxies, never a blanket true", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: name the proxies/);
  });

  it("accepts only an http(s) PUBLIC_URL", () => {
    expect(() => parseEnv({ PUBLIC_URL: "shop.example" })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });

  it("splits rotated session secrets and rejects short ones", () => {
    const long = "a".repeat(32);
    const older = "b".repeat(40);
    expect(parseEnv({ SESSION_SECRET: `${long}, ${older}` }).SESSION_SECRET).toEqual([long, older]);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });
});

describe("mail and order hold configuration", () => {
  it("holds unpaid orders 48 hours unless told otherwise, and refuses a hold of nothing", () => {
    expect(parseEnv({}).ORDER_HOLD_HOURS).toBe(48);
    expect(parseEnv({ ORDER_HOLD_HOURS: "1.5" }).ORDER_HOLD_HOURS).toBe(1.5);
    expect(() => parseEnv({ ORDER_HOLD_HOURS: "0" })).toThrow(/ORDER_HOLD_HOURS: must be more/);
    expect(() => parseEnv({ ORDER_HOLD_HOURS: "soon" })).toThrow(/ORDER_HOLD_HOURS/);
  });

  it("accepts only an smtp(s) SMTP_URL", () => {
    expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
    expect(() => parseEnv({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL: must start/);
  });

  it("refuses the test clock in production", () => {
    expect(() => parseEnv({ SHOP_MODE: "production", SHOP_CLOCK_FILE: "/tmp/clock" })).toThrow(
      /SHOP_CLOCK_FILE: is for tests only/,
    );
  });

  it("refuses webhooks to loopback in production, and takes only true or false", () => {
    expect(() => parseEnv({ SHOP_MODE: "production", WEBHOOKS_ALLOW_LOOPBACK: "true" })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK: is for demo shops and tests only/,
    );
    expect(parseEnv({ WEBHOOKS_ALLOW_LOOPBACK: "true" }).WEBHOOKS_ALLOW_LOOPBACK).toBe(true);
    expect(parseEnv({}).WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
    expect(() => parseEnv({ WEBHOOKS_ALLOW_LOOPBACK: "yes" })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK: must be true or false/,
    );
  });
});
