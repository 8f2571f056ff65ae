import type { AppLoadContext } from "@remix-run/node";
import { MemoryStore, type Options } from "express-rate-limit";
import { env } from "./env.server";
import { singleton } from "~/utils/singleton.server";

const WINDOW_MS = 60_000;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

// express-rate-limit's own store, counted from inside the actions: a sign-in is limited however
// its URL is spelled (`/login`, `/login.data`, `/%6cogin`, `/LOGIN`), because the action is.
const signInAttempts = singleton("signInAttempts", () => {
  const store = new MemoryStore();
  store.init({ windowMs: WINDOW_MS } as Options);
  return store;
});

/**
 * Counts one attempt to sign in, sign up or start a Google sign-in from this client, and says
 * whether it is over `AUTH_RATE_LIMIT` a minute (the caller answers 429 then).
 */
export async function isSignInLimited(context: AppLoadContext): Promise<boolean> {
  const { totalHits } = await signInAttempts.increment(context.clientAddress);
  return totalHits > env.AUTH_RATE_LIMIT;
}
