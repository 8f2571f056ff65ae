import { describe, expect, it } from "vitest";
import { getUserById } from "#app/models/user.server.ts";
import { loader as allUsers } from "#app/routes/api.allusers.ts";
import { action as login } from "#app/routes/api.login.ts";
import { loader as readUser } from "#app/routes/api.users.ts";
import { action as userByKey } from "#app/routes/api.users.$key.ts";
import { answer, getRequest, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { userWithToken } from "#tests/fixtures/in-process.ts";

describe("POST /api/login", () => {
  it("returns an access token for the right password, and one message for anything wrong", async () => {
    const { user } = await userWithToken();
    const ok = await answer(
      login(
        routeArgs(jsonRequest("/api/login", "POST", { email: user.email, password: "secret-pw" })),
      ),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.accessToken).toMatch(/^ey/);

    const wrong = await answer(
      login(
        routeArgs(jsonRequest("/api/login", "POST", { email: user.email, password: "nope-nope" })),
      ),
    );
    expect(wrong).toEqual({ status: 401, body: { error: "Invalid email or password" } });
    const unknown = await answer(
      login(
        routeArgs(
          jsonRequest("/api/login", "POST", { email: "ghost@shop.example", password: "x" }),
        ),
      ),
    );
    expect(unknown).toEqual(wrong);
  });

  it("answers 400 with field errors for a bad body", async () => {
    const empty = await answer(login(routeArgs(jsonRequest("/api/login", "POST", {}))));
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      email: ["This field is required"],
      password: ["This field is required"],
    });
    const notJson = await answer(login(routeArgs(jsonRequest("/api/login", "POST", "{oops"))));
    expect(notJson).toEqual({ status: 400, body: { error: "Send a JSON body" } });
  });
});

describe("GET /api/users and /api/allusers", () => {
  it("needs credentials (401), and a valid token", async () => {
    expect((await answer(readUser(routeArgs(getRequest("/api/users?email=a@b.c"))))).status).toBe(
      401,
    );
    const forged = await answer(
      readUser(
        routeArgs(
          getRequest("/api/users?email=a@b.c", { Authorization: "Bearer forged.token.here" }),
        ),
      ),
    );
    expect(forged.status).toBe(401);
  });

  it("reads one's own profile, never a password hash; another's only as an admin", async () => {
    const me = await userWithToken();
    const other = await userWithToken();
    const own = await answer(
      readUser(routeArgs(getRequest(`/api/users?email=${me.user.email}`, me.auth))),
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      _id: me.user.id,
      email: me.user.email,
      displayName: me.user.displayName,
      role: null,
    });
    expect(JSON.stringify(own.body)).not.toMatch(/hash|scrypt/);

    expect(
      (
        await answer(
          readUser(routeArgs(getRequest(`/api/users?email=${other.user.email}`, me.auth))),
        )
      ).status,
    ).toBe(403);
    const admin = await userWithToken("admin");
    expect(
      (
        await answer(
          readUser(routeArgs(getRequest(`/api/users?email=${other.user.email}`, admin.auth))),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(
          readUser(routeArgs(getRequest("/api/users?email=nobody@shop.example", admin.auth))),
        )
      ).status,
    ).toBe(404);
    expect((await answer(readUser(routeArgs(getRequest("/api/users", admin.auth))))).status).toBe(
      400,
    );
  });

  it("lists all users for admins only", async () => {
    const customer = await userWithToken();
    expect(
      (await answer(allUsers(routeArgs(getRequest("/api/allusers", customer.auth))))).status,
    ).toBe(403);
    const admin = await userWithToken("admin");
    const list = await answer(allUsers(routeArgs(getRequest("/api/allusers", admin.auth))));
    expect(list.status).toBe(200);
    expect(list.body.map((user: { _id: string }) => user._id)).toEqual(
      expect.arrayContaining([customer.user.id, admin.user.id]),
    );
  });
});

describe("PUT /api/users/:email", () => {
  const put = (email: string, body: unknown, headers: HeadersInit) =>
    answer(
      userByKey(
        routeArgs(jsonRequest(`/api/users/${email}`, "PUT", body, headers), { key: email }),
      ),
    );

  it("updates one's own profile and returns a fresh access token", async () => {
    const me = await userWithToken();
    const result = await put(
      me.user.email,
      { displayName: "Renamed", businessName: "Renamed Co" },
      me.auth,
    );
    expect(result.status).toBe(200);
    expect(result.body.accessToken).toMatch(/^ey/);
    expect(result.body.user).toMatchObject({ displayName: "Renamed", businessName: "Renamed Co" });
  });

  it("refuses another's profile, a customer's promotion, blank fields and unknown fields", async () => {
    const me = await userWithToken();
    const other = await userWithToken();
    expect((await put(other.user.email, { displayName: "Hijack" }, me.auth)).status).toBe(403);
    expect((await put(me.user.email, { role: "admin" }, me.auth)).status).toBe(403);
    expect((await getUserById(me.user.id))?.role).toBeNull();

    const blank = await put(me.user.email, { displayName: "   " }, me.auth);
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors.displayName).toEqual(["This field is required"]);
    expect((await put(me.user.email, { passwordHash: "x" }, me.auth)).status).toBe(400);
    expect((await put(me.user.email, { role: "superuser" }, me.auth)).status).toBe(400);
  });

  it("lets an admin promote a user, but not edit their profile", async () => {
    const admin = await userWithToken("admin");
    const customer = await userWithToken();
    const promoted = await put(customer.user.email, { role: "admin" }, admin.auth);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ user: expect.objectContaining({ role: "admin" }) });
    expect((await put(customer.user.email, { displayName: "Admin says" }, admin.auth)).status).toBe(
      403,
    );
    expect((await put("ghost@shop.example", { role: "admin" }, admin.auth)).status).toBe(404);
  });
});

describe("DELETE /api/users/:id", () => {
  const remove = (id: string, headers: HeadersInit) =>
    answer(
      userByKey(
        routeArgs(new Request(`http://shop.test/api/users/${id}`, { method: "DELETE", headers }), {
          key: id,
        }),
      ),
    );

  it("is for admins, never on themselves", async () => {
    const admin = await userWithToken("admin");
    const customer = await userWithToken();
    expect((await remove(admin.user.id, customer.auth)).status).toBe(403);
    expect((await remove(admin.user.id, admin.auth)).status).toBe(409);
    expect((await remove(customer.user.id, admin.auth)).status).toBe(204);
    expect(await getUserById(customer.user.id)).toBeUndefined();
    expect((await remove(customer.user.id, admin.auth)).status).toBe(404);
  });

  it("makes a deleted user's token worthless", async () => {
    const admin = await userWithToken("admin");
    const customer = await userWithToken();
    await remove(customer.user.id, admin.auth);
    expect(
      (
        await answer(
          readUser(routeArgs(getRequest(`/api/users?email=${customer.user.email}`, customer.auth))),
        )
      ).status,
    ).toBe(401);
  });

  it("answers 405 for other methods", async () => {
    const admin = await userWithToken("admin");
    const result = await answer(
      userByKey(
        routeArgs(
          new Request("http://shop.test/api/users/x", { method: "POST", headers: admin.auth }),
          { key: "x" },
        ),
      ),
    );
    expect(result.status).toBe(405);
  });
});

describe("removeAdmin", () => {
  /** Two new admins, and no other (whatever else the file created). */
  async function theOnlyTwoAdmins() {
    const { db } = await import("#app/db.server.ts");
    const first = await userWithToken("admin");
    const second = await userWithToken("admin");
    await db
      .updateTable("users")
      .set({ role: null })
      .where("id", "not in", [first.user.id, second.user.id])
      .execute();
    return [first, second] as const;
  }

  it("takes admin rights back, but never from the last admin", async () => {
    const { removeAdmin } = await import("#app/models/user.server.ts");
    const [first, second] = await theOnlyTwoAdmins();

    expect(await removeAdmin(second.user.id)).toBe(true);
    expect((await getUserById(second.user.id))?.role).toBeNull();
    expect(await removeAdmin(second.user.id)).toBe(false);
    expect(await removeAdmin(first.user.id)).toBe(false);
    expect((await getUserById(first.user.id))?.role).toBe("admin");
  });

  it("leaves one admin when the last two take each other's rights at once", async () => {
    const { removeAdmin } = await import("#app/models/user.server.ts");
    const [first, second] = await theOnlyTwoAdmins();

    const outcomes = await Promise.all([removeAdmin(first.user.id), removeAdmin(second.user.id)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const { db } = await import("#app/db.server.ts");
    const admins = await db.selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
  });
});
