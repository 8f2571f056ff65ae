import { createUserWithPassword, makeAdmin } from "#app/models/user.server.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { redirectSignedIn } from "#app/services/session.server.ts";

let counter = 0;

/** A user with a password and a bearer token, for calling the API as them. */
export async function userWithToken(role: "admin" | null = null) {
  counter += 1;
  const user = await createUserWithPassword({
    email: `user${counter}-${Date.now()}@shop.example`,
    displayName: `User ${counter}`,
    password: "secret-pw",
  });
  if (role === "admin") await makeAdmin(user.id);
  const token = await issueAccessToken(user);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

export function jsonRequest(
  path: string,
  method: string,
  body: unknown,
  headers: HeadersInit = {},
) {
  return new Request(new URL(path, "http://shop.test"), {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The session cookie of a signed-in user, for calling pages' loaders and actions as them. */
export async function sessionCookie(userId: string): Promise<string> {
  const response = await redirectSignedIn(
    new Request("http://shop.test/login"),
    {
      id: userId,
      displayName: "",
    },
    "/",
  );
  const cookies = response.headers.getSetCookie();
  return cookies.find((cookie) => cookie.startsWith("__session="))!.split(";")[0]!;
}
