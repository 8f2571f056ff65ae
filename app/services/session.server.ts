import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { createSession, endSession, findSessionUser } from "#app/models/session.server.ts";
import type { User } from "#app/models/user.server.ts";
import { joinVisitorCart } from "./cart-cookie.server";
import { cookieOptions } from "./cookie-options.server";
import { toastHeaders } from "./toast.server";

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The browser's session cookie: only the random token of a row in the sessions table. */
const sessionCookie = createCookie("__session", {
  ...cookieOptions,
  maxAge: THIRTY_DAYS_MS / 1000,
});

async function sessionToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  // A visitor without our cookie costs no signature check and no query.
  if (!header?.includes("__session=")) return null;
  const token: unknown = await sessionCookie.parse(header);
  return typeof token === "string" && token ? token : null;
}

/** The signed-in user of this browser, or undefined (no cookie, ended or expired session). */
export async function getSessionUser(request: Request): Promise<User | undefined> {
  const token = await sessionToken(request);
  return token ? findSessionUser(token, "browser", THIRTY_DAYS_MS) : undefined;
}

// What the next page says after a sign-in, a sign-up and a sign-out, so the person knows it worked
// (and as whom) even where the navigation is folded into the phone menu.
export const signedInAs = (displayName: string) => `Signed in as ${displayName}`;
export const welcomeNewAccount = (displayName: string) =>
  `Welcome, ${displayName}: your account is ready and you are signed in`;
export const SIGNED_OUT = "You are signed out. See you soon!";

/**
 * Signs the user in with a new session (never one a visitor brought along) and sends them on,
 * with a message for the next page (by default "Signed in as ..."). The cart the visitor filled
 * before signing in joins the account's.
 */
export async function redirectSignedIn(
  request: Request,
  user: Pick<User, "id" | "displayName">,
  redirectTo: string,
  { headers = new Headers(), message = signedInAs(user.displayName) } = {},
) {
  const token = await createSession(user.id, "browser", THIRTY_DAYS_MS);
  headers.append("Set-Cookie", await sessionCookie.serialize(token));
  await joinVisitorCart(request, user.id, headers);
  for (const cookie of (await toastHeaders({ type: "success", message })).getSetCookie())
    headers.append("Set-Cookie", cookie);
  return redirect(redirectTo, { headers });
}

/** Ends this browser's session on the server and clears its cookie; the next page says so. */
export async function signOutHeaders(request: Request) {
  const token = await sessionToken(request);
  if (token) await endSession(token);
  const headers = await toastHeaders({ type: "info", message: SIGNED_OUT });
  headers.append("Set-Cookie", await sessionCookie.serialize("", { maxAge: 0 }));
  return headers;
}

/** Where to return after a trip to Google and back; lives ten minutes. */
export const returnToCookie = createCookie("return-to", { ...cookieOptions, maxAge: 600 });

/** remix-auth keeps the OAuth state of a trip to Google here: a short-lived cookie of its own. */
export const oauthStateStorage = createCookieSessionStorage({
  cookie: { name: "__oauth", ...cookieOptions, maxAge: 600 },
});
