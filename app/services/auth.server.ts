import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { createGoogleStrategy } from "./google-strategy.server";
import { getSessionUser, oauthStateStorage } from "./session.server";
import { invariantResponse } from "#app/utils/invariant-response.ts";

export const INVALID_LOGIN = "Invalid email or password";

/**
 * remix-auth runs the trip to Google and back (its state in a short cookie of its own); a
 * password sign-in is our own schema and `verifyLogin`, for the page and the API alike.
 */
export const authenticator = singleton("authenticator", () => {
  const auth = new Authenticator<User>(oauthStateStorage);
  const google = createGoogleStrategy();
  if (google) auth.use(google, "google");
  return auth;
});

/** The signed-in user, or null; an ended session, or one whose user was deleted, is signed out. */
export async function getOptionalUser(request: Request): Promise<User | null> {
  return (await getSessionUser(request)) ?? null;
}

/** Sends an anonymous visitor to the login page, remembering where they were going. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`/login?${params}`);
}

export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  invariantResponse(isAdmin(user), "This page is for the shop's administrators only.", 403);
  return user;
}

export const REVIEWS_BY_CUSTOMERS =
  "Reviews are written by the shop's customers, not by its administrators.";

/** Add A Review, which the sidebar shows only to customers: an admin gets 403 there too. */
export async function requireCustomer(request: Request): Promise<User> {
  const user = await requireUser(request);
  invariantResponse(!isAdmin(user), REVIEWS_BY_CUSTOMERS, 403);
  return user;
}

/**
 * For the sign-in and sign-up pages: where to go afterwards (a same-site path from
 * `?redirectTo=`, else home); someone already signed in goes there at once.
 */
export async function requireSignedOut(request: Request): Promise<string> {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getOptionalUser(request)) throw redirect(redirectTo);
  return redirectTo;
}
