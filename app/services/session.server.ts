import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "./env.server";
import { sessionSecrets } from "./session-secrets.server";

const THIRTY_DAYS = 60 * 60 * 24 * 30;
const USER_ID = "userId";

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SHOP_MODE === "production",
    secrets: sessionSecrets,
    maxAge: THIRTY_DAYS,
  },
});

export async function getSessionUserId(request: Request): Promise<string | undefined> {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const userId = session.get(USER_ID);
  return typeof userId === "string" ? userId : undefined;
}

/** Signs the user in with a fresh session (never one a visitor brought along) and sends them on. */
export async function redirectSignedIn(
  userId: string,
  redirectTo: string,
  headers = new Headers(),
) {
  const session = await sessionStorage.getSession();
  session.set(USER_ID, userId);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(redirectTo, { headers });
}

export async function signOutHeaders(request: Request) {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  return new Headers({ "Set-Cookie": await sessionStorage.destroySession(session) });
}

/** Where to return after a trip to Google and back; lives ten minutes. */
export const returnToCookie = createCookie("return-to", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env.SHOP_MODE === "production",
  secrets: sessionSecrets,
  maxAge: 600,
});
