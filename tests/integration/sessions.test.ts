import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  countSessionsOfUser,
  createSession,
  endSessionsOfUser,
  findSessionUser,
} from "#app/models/session.server.ts";
import {
  deleteUser,
  findOrCreateGoogleUser,
  getUserById,
  verifyLogin,
} from "#app/models/user.server.ts";
import { loader as myOrders } from "#app/routes/api.orders.ts";
import { action as apiLogin } from "#app/routes/api.login.ts";
import { action as apiLogout } from "#app/routes/api.logout.ts";
import { action as login } from "#app/routes/login.tsx";
import { action as logout } from "#app/routes/logout.tsx";
import { getOptionalUser } from "#app/services/auth.server.ts";
import { db } from "#app/db.server.ts";
import {
  answer,
  formRequest,
  getRequest,
  routeArgs,
  jsonRequest,
} from "#tests/support/route-args.ts";
import { userWithToken } from "#tests/fixtures/in-process.ts";

/** Signs in through the login page's action and returns the cookie it set. */
async function signInCookie(email: string, password = "secret-pw", redirectTo = "/") {
  const response = (await login(
    routeArgs(formRequest("/login", { email, password, redirectTo })),
  )) as Response;
  expect(response.status).toBe(302);
  return {
    cookie: response.headers.get("Set-Cookie")!.split(";")[0]!,
    location: response.headers.get("Location"),
  };
}

const HOUR = 60 * 60 * 1000;

const asBrowser = (cookie: string) => getRequest("/", { Cookie: cookie });

describe("browser sessions", () => {
  it("gives every sign-in its own random session, and the cookie holds no user id", async () => {
    const { user } = await userWithToken();
    const first = await signInCookie(user.email);
    const second = await signInCookie(user.email);
    expect(first.cookie).not.toBe(second.cookie);
    expect(decodeURIComponent(first.cookie)).not.toContain(user.id);
    expect((await getOptionalUser(asBrowser(first.cookie)))?.id).toBe(user.id);
    expect((await getOptionalUser(asBrowser(second.cookie)))?.id).toBe(user.id);
  });

  it("ends the session on logout: a cookie copied before stops working", async () => {
    const { user } = await userWithToken();
    const { cookie } = await signInCookie(user.email);
    const other = await signInCookie(user.email);
    const response = await logout(
      routeArgs(
        new Request("http://shop.test/logout", { method: "POST", headers: { Cookie: cookie } }),
      ),
    );
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/);
    expect(await getOptionalUser(asBrowser(cookie))).toBeNull();
    // Only that browser is signed out.
    expect((await getOptionalUser(asBrowser(other.cookie)))?.id).toBe(user.id);
  });

  it("ends every session of a deleted user, and all but one on request (a password change)", async () => {
    const { user } = await userWithToken();
    const kept = await createSession(user.id, "browser", HOUR);
    const ended = await createSession(user.id, "browser", HOUR);
    const { cookie } = await signInCookie(user.email);
    await endSessionsOfUser(user.id, kept);
    expect(await countSessionsOfUser(user.id)).toBe(1);
    expect((await findSessionUser(kept, "browser", HOUR))?.id).toBe(user.id);
    expect(await findSessionUser(ended, "browser", HOUR)).toBeUndefined();
    expect(await getOptionalUser(asBrowser(cookie))).toBeNull();

    await deleteUser(user.id);
    expect(await countSessionsOfUser(user.id)).toBe(0);
    expect(await findSessionUser(kept, "browser", HOUR)).toBeUndefined();
  });

  it("keeps no usable token in the table: rows are keyed by a digest", async () => {
    const { user } = await userWithToken();
    const token = await createSession(user.id, "browser", HOUR);
    const rows = await db
      .selectFrom("sessions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(rows.map((row) => row.id)).not.toContain(token);
    expect(await findSessionUser(token, "api", HOUR)).toBeUndefined(); // kinds do not mix
  });

  it("sends a tab or newline in redirectTo home, never off-site, and never answers 500", async () => {
    const { user } = await userWithToken();
    for (const redirectTo of [
      "/\t/evil.example",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
    ]) {
      expect((await signInCookie(user.email, "secret-pw", redirectTo)).location).toBe("/");
    }
    expect((await signInCookie(user.email, "secret-pw", "/tools?q=saw")).location).toBe(
      "/tools?q=saw",
    );
  });
});

describe("bearer tokens", () => {
  it("are ended by POST /api/logout and by ending the user's sessions", async () => {
    const { user, auth } = await userWithToken();
    const call = (headers: Record<string, string>) =>
      answer(myOrders(routeArgs(getRequest("/api/orders", headers))));
    expect((await call(auth)).status).toBe(200);

    const out = await apiLogout(routeArgs(jsonRequest("/api/logout", "POST", {}, auth)));
    expect(out.status).toBe(204);
    expect((await call(auth)).status).toBe(401);

    const fresh = await answer(
      apiLogin(
        routeArgs(jsonRequest("/api/login", "POST", { email: user.email, password: "secret-pw" })),
      ),
    );
    const again = { Authorization: `Bearer ${fresh.body.accessToken}` };
    expect((await call(again)).status).toBe(200);
    await endSessionsOfUser(user.id);
    expect((await call(again)).status).toBe(401);
  });

  it("refuses a token without an expiry, even one signed with the right key", async () => {
    const { user, auth } = await userWithToken();
    const [, payload] = auth.Authorization.slice("Bearer ".length).split(".");
    const { sid } = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { sid: string };
    const { sessionSecrets } = await import("#app/services/session-secrets.server.ts");
    const { createHash } = await import("node:crypto");
    const key = createHash("sha256").update(`access-token:${sessionSecrets[0]}`).digest();
    const forever = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("forgeline-storefront")
      .sign(key);
    const response = await answer(
      myOrders(routeArgs(getRequest("/api/orders", { Authorization: `Bearer ${forever}` }))),
    );
    expect(response.status).toBe(401);
  });
});

describe("a verified identity claiming an unverified account", () => {
  it("drops the unproven password and every session; a verified account keeps its password", async () => {
    // Someone signs up with an address they do not own, and stays signed in.
    const { user: squatter } = await userWithToken();
    const { cookie } = await signInCookie(squatter.email);

    const owner = await findOrCreateGoogleUser({
      email: squatter.email,
      displayName: "Real Owner",
      photoURL: null,
    });
    expect(owner.id).toBe(squatter.id);
    expect(owner.emailVerifiedAt).not.toBeNull();
    expect(await verifyLogin(squatter.email, "secret-pw")).toBeNull();
    expect(await getOptionalUser(asBrowser(cookie))).toBeNull();
    expect(await countSessionsOfUser(squatter.id)).toBe(0);

    // Once verified, a later Google sign-in changes nothing: a password set by the owner stays.
    const { user: verified } = await userWithToken();
    await db
      .updateTable("users")
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where("id", "=", verified.id)
      .execute();
    await findOrCreateGoogleUser({ email: verified.email, displayName: "Same", photoURL: null });
    expect((await verifyLogin(verified.email, "secret-pw"))?.id).toBe(verified.id);
    expect((await getUserById(verified.id))?.displayName).toBe(verified.displayName);
  });
});
