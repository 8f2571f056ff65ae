import type { AppLoadContext } from "@remix-run/node";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/**
 * Counts one attempt to sign in, sign up or start a Google sign-in from this client, and says
 * whether it is over `AUTH_RATE_LIMIT` a minute (the caller answers 429 then). Counted from inside
 * the actions, so an attempt is counted however its URL is spelled.
 */
export function isSignInLimited(context: AppLoadContext): Promise<boolean> {
  return context.countSignInAttempt();
}
