import type { AppLoadContext } from "@remix-run/node";
import { isIPv4 } from "node:net";
import { ipKeyGenerator, MemoryStore, type Options, type Store } from "express-rate-limit";
import { isPostgresUrl } from "#db/engine.ts";
import {
  countHit,
  forgetHits,
  readHits,
  sweepEndedWindows,
  uncountHit,
} from "#app/models/rate-limit-hits.server.ts";
import { env } from "#app/utils/env.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

export const RATE_LIMIT_WINDOW_MS = 60_000;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/**
 * The key a client's requests are counted under: an IPv4 address as itself, however the socket
 * spells it (`::ffff:203.0.113.7` on a dual-stack listener); an IPv6 address by its /56, one
 * household's or customer's whole network, so that rotating addresses within it gains nothing.
 * IPv4 is told apart first: parsing IPv6 text cost more than the rest of the limiter.
 */
export function clientKey(address: string): string {
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return isIPv4(v4) ? v4 : ipKeyGenerator(address, 56);
}

/**
 * express-rate-limit's counters in the database, shared by every app instance of a PostgreSQL
 * shop: a client cannot get each instance's limit by spreading its requests over them.
 */
export class DatabaseStore implements Store {
  localKeys = false;
  private windowMs = RATE_LIMIT_WINDOW_MS;

  constructor(readonly prefix: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
    // Ended windows are swept now and then; unref'd, so the timer never keeps a process alive.
    setInterval(() => void sweepEndedWindows().catch(() => undefined), this.windowMs).unref();
  }

  increment = (key: string) => countHit(this.prefix + key, this.windowMs);
  get = (key: string) => readHits(this.prefix + key);
  decrement = (key: string) => uncountHit(this.prefix + key);
  resetKey = (key: string) => forgetHits(this.prefix + key);
}

/**
 * The store for one limit (`name` keeps the limits' counters apart): in memory for the one
 * process of a SQLite shop, in the database when several instances share PostgreSQL.
 */
export function rateLimitStore(name: string): Store {
  return isPostgresUrl(env.DATABASE_URL) ? new DatabaseStore(`${name}:`) : new MemoryStore();
}

// Counted from inside the actions: a sign-in is limited however its URL is spelled (`/login`,
// `/login.data`, `/%6cogin`, `/LOGIN`), because the action is.
const signInAttempts = singleton("signInAttempts", () => {
  const store = rateLimitStore("sign-in");
  void store.init?.({ windowMs: RATE_LIMIT_WINDOW_MS } as Options);
  return store;
});

/**
 * Counts one attempt to sign in, sign up or start a Google sign-in from this client, and says
 * whether it is over `AUTH_RATE_LIMIT` a minute (the caller answers 429 then).
 */
export async function isSignInLimited(context: AppLoadContext): Promise<boolean> {
  const { totalHits } = await signInAttempts.increment(clientKey(context.clientAddress));
  return totalHits > env.AUTH_RATE_LIMIT;
}
