// How often a client may write, counted per client: the general ceiling on writes (Express
// middleware) and the attempts to sign in, which the app's actions count through their load
// context (app/services/rate-limit.server.ts).
import { isIPv4 } from "node:net";
import {
  ipKeyGenerator,
  MemoryStore,
  rateLimit,
  type Options,
  type Store,
} from "express-rate-limit";
import { isPostgresUrl } from "#db/engine.ts";
import {
  countHit,
  forgetHits,
  readHits,
  sweepEndedWindows,
  uncountHit,
} from "#app/models/rate-limit-hits.server.ts";
import { env } from "#app/utils/env.server.ts";
import { clientAddress } from "./http";

const RATE_LIMIT_WINDOW_MS = 60_000;

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

/**
 * The general ceiling on writes per client (`WRITE_RATE_LIMIT` a minute). Sign-in, sign-up and
 * Google are limited inside their actions (however their URL is spelled), by `signInAttempts`.
 */
export function writeLimit() {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: env.WRITE_RATE_LIMIT,
    store: rateLimitStore("writes"),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Stripe's webhooks come from Stripe's few addresses, in bursts: they are signed instead.
    skip: (req) =>
      req.method === "GET" || req.method === "HEAD" || req.path === "/api/stripe/webhook",
    message: { error: "Too many requests. Please wait a minute and try again." },
    keyGenerator: (req) => clientKey(clientAddress(req)),
    // clientKey groups IPv6 addresses by their /56, which this check looks for by name.
    validate: { keyGeneratorIpFallback: false },
  });
}

let signInStore: Promise<Store> | undefined;

const signInCounts = () =>
  (signInStore ??= (async () => {
    const store = rateLimitStore("sign-in");
    await store.init?.({ windowMs: RATE_LIMIT_WINDOW_MS } as Options);
    return store;
  })());

/**
 * Counts one attempt to sign in, sign up or start a Google sign-in from the client at `address`,
 * and says whether it is over `AUTH_RATE_LIMIT` a minute. Handed to the actions in their load
 * context: they are limited however their URL is spelled (`/login`, `/login.data`, `/%6cogin`).
 */
export async function countSignInAttempt(address: string): Promise<boolean> {
  const { totalHits } = await (await signInCounts()).increment(clientKey(address));
  return totalHits > env.AUTH_RATE_LIMIT;
}
