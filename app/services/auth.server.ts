import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getUserById, isAdmin, verifyLogin, type User } from "~/models/user.server";
import { createGoogleStrategy } from "./google-strategy.server";
import { getSessionUserId, sessionStorage } from "./session.server";
import { singleton } from "~/utils/singleton.server";

export const INVALID_LOGIN = "Invalid email or password";

export const authenticator = singleton("authenticator", () => {
  const auth = new Authenticator<User>(sessionStorage);
  auth.use(
    new FormStrategy(async ({ form }) => {
      const user = await verifyLogin(
        String(form.get("email") ?? ""),
        String(form.get("password") ?? ""),
      );
      if (!user) throw new Error(INVALID_LOGIN);
      return user;
    }),
    "form",
  );
  const google = createGoogleStrategy();
  if (google) auth.use(google, "google");
  return auth;
});

/** The signed-in user, or null; a session whose user was deleted counts as signed out. */
export async function getOptionalUser(request: Request): Promise<User | null> {
  const userId = await getSessionUserId(request);
  return userId ? ((await getUserById(userId)) ?? null) : null;
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
  if (!isAdmin(user)) {
    throw new Response("This page is for the shop's administrators only.", {
      status: 403,
      statusText: "Forbidden",
    });
  }
  return user;
}

export const REVIEWS_BY_CUSTOMERS =
  "Reviews are written by the shop's customers, not by its administrators.";

/** Add A Review, which the sidebar shows only to customers: an admin gets 403 there too. */
export async function requireCustomer(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (isAdmin(user))
    throw new Response(REVIEWS_BY_CUSTOMERS, { status: 403, statusText: "Forbidden" });
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
