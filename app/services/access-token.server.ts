import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { getUserById, type User } from "~/models/user.server";
import { sessionSecrets } from "./session-secrets.server";

const ISSUER = "forgeline-storefront";
const LIFETIME = "12h";

// One HMAC key per session secret: the first signs, all verify, so rotation covers tokens too.
const keys = sessionSecrets.map((secret) =>
  createHash("sha256").update(`access-token:${secret}`).digest(),
);

export async function issueAccessToken(user: Pick<User, "id">): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(keys[0]!);
}

/** The user a bearer token was issued to, if it is genuine, unexpired and the user still exists. */
export async function userFromAccessToken(token: string): Promise<User | null> {
  for (const key of keys) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
      return payload.sub ? ((await getUserById(payload.sub)) ?? null) : null;
    } catch {
      // try the next (older) key
    }
  }
  return null;
}
