import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { createSession, endSession, findSessionUser } from "#app/models/session.server.ts";
import type { User } from "#app/models/user.server.ts";
import { sessionSecrets } from "./session-secrets.server";

const ISSUER = "forgeline-storefront";
// Short, and backed by a server-side session: logout, a password change or a deleted user
// ends it at once, and a token that leaks anyway is worth an hour at most.
const LIFETIME_MS = 60 * 60 * 1000;

// One HMAC key per session secret: the first signs, all verify, so rotation covers tokens too.
const keys = sessionSecrets.map((secret) =>
  createHash("sha256").update(`access-token:${secret}`).digest(),
);

export async function issueAccessToken(user: Pick<User, "id">): Promise<string> {
  const sessionToken = await createSession(user.id, "api", LIFETIME_MS);
  return new SignJWT({ sid: sessionToken })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(new Date(Date.now() + LIFETIME_MS))
    .sign(keys[0]!);
}

interface Claims {
  sub: string;
  sid: string;
  /** Expiry, in ms since the epoch. */
  expiresAt: number;
}

// Tokens whose signature was checked, until they expire: an API client sends the same token
// with every call, and the HMAC through WebCrypto was an eighth of an order's CPU. What can end
// a token early (logout, a password change, a deleted user) ends its session row, which is
// still looked up on every call.
const VERIFIED_KEPT = 10_000;
const verified = new Map<string, Claims>();

/** The session behind a genuine, unexpired token of ours, or null. */
async function verifiedClaims(token: string): Promise<Claims | null> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return known;
    verified.delete(token);
  }
  const claims = await checkSignature(token);
  if (claims) {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  return claims;
}

async function checkSignature(token: string): Promise<Claims | null> {
  for (const key of keys) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub", "sid"],
      });
      const { sub, sid, exp } = payload;
      return typeof sub === "string" && typeof sid === "string" && typeof exp === "number"
        ? { sub, sid, expiresAt: exp * 1000 }
        : null;
    } catch {
      // try the next (older) key
    }
  }
  return null;
}

/** The user a bearer token was issued to, while its session lives and the user exists. */
export async function userFromAccessToken(token: string): Promise<User | null> {
  const claims = await verifiedClaims(token);
  if (!claims) return null;
  const user = await findSessionUser(claims.sid, "api", LIFETIME_MS);
  return user && user.id === claims.sub ? user : null;
}

/** Ends the session behind a token (the API's logout). */
export async function revokeAccessToken(token: string): Promise<boolean> {
  const claims = await verifiedClaims(token);
  if (!claims) return false;
  await endSession(claims.sid);
  return true;
}
