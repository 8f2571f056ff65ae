// Signing in over plain HTTP, for specs that speak to a shop without a browser.
import type { Account } from "./accounts";

type Credentials = Pick<Account, "email" | "password">;

/**
 * Posts the login form as a browser without JavaScript does (same-origin `Origin` header) and
 * returns the session cookie, ready for a `Cookie` header.
 */
export async function signInCookie(baseUrl: string, account: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("__session="));
  if (response.status >= 400 || !cookie)
    throw new Error(`Signing in ${account.email} answered ${response.status} without a session`);
  return cookie;
}

/** `POST /api/login`: the `Authorization` header value of the account's access token. */
export async function bearerToken(baseUrl: string, account: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken)
    throw new Error(`POST /api/login answered ${response.status} for ${account.email}`);
  return `Bearer ${accessToken}`;
}
