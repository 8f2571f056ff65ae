import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { apiError, bearerToken, isApiCall, refusal } from "#app/utils/api.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { userFromAccessToken } from "./access-token.server";
import { isApiKey, userFromApiKey } from "./api-key-auth.server";
import { createGoogleStrategy } from "./google-strategy.server";
import { getSessionUser, oauthStateStorage } from "./session.server";

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

/**
 * Who sends the request, or null: `Authorization: Bearer <accessToken>` (an API client) or
 * `Bearer <API key>` (issue 50: the admin who made it, for the calls its scopes cover), else the
 * browser's session cookie. An ended session, or one whose user was deleted, is no one.
 */
export async function getOptionalUser(request: Request): Promise<User | null> {
  const token = bearerToken(request);
  if (token !== null)
    return isApiKey(token) ? userFromApiKey(request, token) : userFromAccessToken(token);
  return (await getSessionUser(request)) ?? null;
}

const SIGN_IN_FIRST = "Sign in first: send the session cookie or a bearer access token";

const REVIEWS_BY_CUSTOMERS =
  "Reviews are written by the shop's customers, not by its administrators.";

/**
 * The roles a guard can ask for, and what someone without it is told. Add A Review, which the
 * sidebar shows only to customers, is the one place an admin is refused for being one.
 */
const ROLES = {
  admin: {
    holds: isAdmin,
    says: {
      page: "This page is for the shop's administrators only.",
      api: "Only an admin may do this",
    },
  },
  customer: {
    holds: (user: User) => !isAdmin(user),
    says: { page: REVIEWS_BY_CUSTOMERS, api: REVIEWS_BY_CUSTOMERS },
  },
} as const;

export type Role = keyof typeof ROLES;

/**
 * The signed-in caller, holding `role` if one is named; every page and API route asks here.
 * A refusal is answered in the caller's terms: the API says 401 (anonymous) or 403 (wrong role)
 * as JSON; a page sends an anonymous visitor to sign in, back here afterwards, and shows its
 * 403 page to the wrong role.
 */
export async function requireUser(request: Request, role?: Role): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw isApiCall(request) ? apiError(401, SIGN_IN_FIRST) : toLogin(request);
  if (role && !ROLES[role].holds(user)) throw refusal(request, 403, ROLES[role].says);
  return user;
}

/** To the login page, which comes back here once the visitor is signed in. */
function toLogin(request: Request) {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  return redirect(`/login?${params}`);
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
