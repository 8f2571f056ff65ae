import { z } from "zod";
import { canonicalTimeZone, DEFAULT_SHOP_TIMEZONE, publishShopTimeZone } from "./dates";

const DEFAULT_DATABASE_URL = "data/storefront.db";

/** The demo shop's seller, on a demo's invoices and credit notes (never a real one's). */
const DEMO_SELLER = {
  SELLER_NAME: "Forgeline Tools Inc.",
  SELLER_ADDRESS: "1200 Foundry Road / Dayton, OH 45402 / United States",
  SELLER_TAX_ID: "EIN 00-0000000 (demo)",
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ invalid_type_error: "must be a port number" })
      .int("must be a whole number")
      .min(1)
      .max(65535)
      .default(3000),
    // A file path (or `file:` URL) for SQLite, or postgres://user:password@host:port/database.
    DATABASE_URL: z.string().trim().min(1).default(DEFAULT_DATABASE_URL),
    // PostgreSQL only: the most connections each app instance opens (one more listens for
    // other instances' changes). Keep instances × (pool + 1) under the server's max_connections.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    // "demo" seeds an empty database with the demo catalogue and shows the demo admin's
    // credentials on the login page; "production" does neither and insists on real secrets.
    SHOP_MODE: z.enum(["demo", "production"]).default("demo"),
    // Comma-separated; the first signs new cookies, the others still verify old ones (rotation).
    SESSION_SECRET: z
      .string()
      .transform((value) => value.split(",").map((secret) => secret.trim()))
      .pipe(z.array(z.string().min(32, "each secret needs at least 32 characters")).min(1))
      .optional(),
    DEMO_ADMIN_EMAIL: z.string().trim().toLowerCase().email().default("admin@forgeline.example"),
    DEMO_ADMIN_PASSWORD: z
      .string()
      .min(6, "must be 6 to 12 characters")
      .max(12, "must be 6 to 12 characters")
      .default("forge-admin"),
    // The shop's own address as visitors reach it (https://shop.example): absolute links, Stripe's
    // return addresses and the only Origin a cookie-carrying write may come from. Required in
    // production; in demo mode the address a request came to is accepted.
    PUBLIC_URL: z
      .string()
      .trim()
      .url("must be an absolute URL such as https://shop.example")
      .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
      .transform((value) => new URL(value).origin)
      .optional(),
    // Which proxies in front of the shop to believe about the client's address (X-Forwarded-For)
    // and protocol: "false" (none, the default), a hop count ("1" behind one proxy), or a
    // comma-separated list of addresses/subnets ("loopback", "10.0.0.0/8"). Rate limits key on
    // the address this yields.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((value, ctx): boolean | number | string[] => {
        if (value === "false") return false;
        if (value === "true") {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: "name the proxies (a hop count or addresses): true would trust anyone",
          });
          return z.NEVER;
        }
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean);
      }),
    // Writes (POST, PUT, PATCH, DELETE) per minute per client before the server answers 429.
    WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    // Sign-in and sign-up attempts per minute per client.
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Where uploaded images are kept (default: "uploads" beside the database file).
    UPLOADS_DIR: z.string().trim().min(1).optional(),
    // Google sign-in appears only when both are set.
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    // Absolute callback URL when the shop runs behind a proxy (default: /auth/google/callback
    // on the host the request came to).
    GOOGLE_CALLBACK_URL: z.string().url().optional(),
    // Google's endpoints, replaceable for a local OAuth2 server in tests.
    GOOGLE_AUTHORIZATION_URL: z.string().url().optional(),
    GOOGLE_TOKEN_URL: z.string().url().optional(),
    GOOGLE_USERINFO_URL: z.string().url().optional(),
    // Card payments go through Stripe when both keys are set, else through the built-in sandbox.
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    // Another address for Stripe's API (tests point it at a local fake Stripe).
    STRIPE_API_URL: z.string().url().optional(),
    // The SMTP server mail goes through (smtp://, smtps://user:pass@host:port). Without it (demo
    // mode only) mail is written as .eml files to the outbox folder beside the database.
    SMTP_URL: z
      .string()
      .trim()
      .url("must be a URL such as smtps://user:pass@mail.example:465")
      .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
      .optional(),
    // The sender of the shop's mail (default: the shop's name at no-reply@ its PUBLIC_URL's host).
    MAIL_FROM: z.string().trim().min(3).optional(),
    // The seller as invoices and credit notes name it: the legal name, the postal address (its
    // lines separated by " / ") and the tax id. Required in production; the demo's otherwise.
    SELLER_NAME: z.string().trim().min(1).max(200).optional(),
    SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
    SELLER_TAX_ID: z.string().trim().min(1).max(100).optional(),
    // How long an unpaid order holds its stock before it expires.
    ORDER_HOLD_HOURS: z.coerce
      .number({ invalid_type_error: "must be a number of hours" })
      .positive("must be more than 0")
      .max(24 * 365 * 10, "must be at most ten years")
      .default(48),
    // How many days after an order ships its customer may ask to return lines of it.
    RETURN_DAYS: z.coerce
      .number({ invalid_type_error: "must be a number of days" })
      .int("must be a whole number of days")
      .min(1, "must be at least 1")
      .max(3650, "must be at most 3650")
      .default(30),
    // Where customers send returned goods, told in the mail that approves a return (its lines
    // separated by " / "), when it is not the seller's own address.
    RETURN_ADDRESS: z.string().trim().min(10, "must be a whole postal address").max(500).optional(),
    // The shop's time zone, an IANA name: every page, mail and document shows dates and times in
    // it, and the shop's "today" (the earliest delivery date, a quote's last day) is its day.
    SHOP_TIMEZONE: z
      .string()
      .trim()
      .default(DEFAULT_SHOP_TIMEZONE)
      .transform((zone, ctx) => {
        const canonical = canonicalTimeZone(zone);
        if (canonical) return canonical;
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: "must be an IANA time zone such as America/New_York or Europe/Berlin",
        });
        return z.NEVER;
      }),
    // Tests only: a file holding a number of milliseconds to add to the shop's clock, so a test
    // can move time forward (orders expiring) without sleeping. Refused in production.
    SHOP_CLOCK_FILE: z.string().trim().min(1).optional(),
    // Demo shops and tests only: webhooks may go to http:// URLs and loopback addresses (a
    // receiver on this machine). Refused in production, where only https to public addresses goes.
    WEBHOOKS_ALLOW_LOOPBACK: z
      .enum(["true", "false"], { message: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither",
      });
    }
    // Production takes real money and real accounts: no generated secret, no test-card sandbox.
    if (env.SHOP_MODE === "production") {
      if (env.SHOP_CLOCK_FILE) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["SHOP_CLOCK_FILE"],
          message: "is for tests only and refused when SHOP_MODE=production",
        });
      }
      if (env.WEBHOOKS_ALLOW_LOOPBACK) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["WEBHOOKS_ALLOW_LOOPBACK"],
          message: "is for demo shops and tests only and refused when SHOP_MODE=production",
        });
      }
      for (const name of PRODUCTION_REQUIRED) {
        if (!env[name]) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: "is required when SHOP_MODE=production",
          });
        }
      }
    }
  })
  // Only a demo shop prints the demo's seller: production has refused to start without one.
  .transform((env) => ({
    ...env,
    SELLER_NAME: env.SELLER_NAME ?? DEMO_SELLER.SELLER_NAME,
    SELLER_ADDRESS: env.SELLER_ADDRESS ?? DEMO_SELLER.SELLER_ADDRESS,
    SELLER_TAX_ID: env.SELLER_TAX_ID ?? DEMO_SELLER.SELLER_TAX_ID,
  }));

export type Env = z.infer<typeof envSchema>;

/** What production mode refuses to start without. */
export const PRODUCTION_REQUIRED = [
  "SESSION_SECRET",
  "PUBLIC_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "SELLER_NAME",
  "SELLER_ADDRESS",
  "SELLER_TAX_ID",
] as const;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join(".") || "environment"}: ${issue.message}`)
    .join("\n");
  throw new Error(`Invalid configuration in the environment:\n${problems}`);
}

export const env: Env = parseEnv(process.env);
// What the formatting of dates (app/utils/dates.ts, shared with the browser) reads on the server.
publishShopTimeZone(env.SHOP_TIMEZONE);
