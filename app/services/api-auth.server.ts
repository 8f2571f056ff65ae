import { isAdmin, type User } from "#app/models/user.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { userFromAccessToken } from "./access-token.server";
import { REVIEWS_BY_CUSTOMERS, getOptionalUser } from "./auth.server";

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : null;
}

/** The caller of an API route: `Authorization: Bearer <accessToken>`, else the session cookie. */
export async function getApiUser(request: Request): Promise<User | null> {
  const token = bearerToken(request);
  return token !== null ? userFromAccessToken(token) : getOptionalUser(request);
}

export async function requireApiUser(request: Request): Promise<User> {
  const user = await getApiUser(request);
  if (!user) throw apiError(401, "Sign in first: send the session cookie or a bearer access token");
  return user;
}

export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw apiError(403, "Only an admin may do this");
  return user;
}

export async function requireApiCustomer(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (isAdmin(user)) throw apiError(403, REVIEWS_BY_CUSTOMERS);
  return user;
}
