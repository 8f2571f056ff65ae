// Two instances of the built shop on one PostgreSQL server, as behind a load balancer: nothing
// a visitor relies on may live in one instance (stock, sessions, pictures, the cached pages'
// freshness, rate limits).
import { expect, test } from "@playwright/test";
import { SLOW } from "./support/test";
import type { Database } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import sharp from "sharp";
import { shopPairOnPostgres } from "./support/shop-pair";
import type { Shop } from "./support/shop-server";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { bearerToken } from "#tests/fixtures/over-http.ts";

const ADMIN = { email: "admin@forgeline.example", password: "forge-admin" };
const CUSTOMER = { email: "customer@forgeline.example", password: "forge-buyer" };
const SIGN_IN_LIMIT = 5;

const shops = shopPairOnPostgres("cluster", {
  AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
  // The rate-limit test speaks as a client of its own, through the (loopback) proxy header.
  TRUST_PROXY: "loopback",
});
let db: Database;
let a: Shop;
let b: Shop;
// The pair is there once its own beforeAll has run, which comes first.
test.beforeAll(() => ({ a, b, db } = shops));

test(
  "200 simultaneous orders for one tool, split over both instances, sell exactly the stock",
  SLOW,
  async () => {
    const toolId = newId();
    await db
      .insertInto("tools")
      .values({
        ...{ id: toolId, name: "Cluster Clamp", img: "/images/tools/wet-dry-vacuum.svg" },
        ...{ description: "Sold from two instances.", price: 1250, minimum_qyt: 1 },
        ...{ available_qyt: 37, createdAt: new Date().toISOString() },
      })
      .execute();
    const auth = await bearerToken(a.baseUrl, CUSTOMER);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        fetch(`${(index % 2 ? b : a).baseUrl}/api/orders`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: auth },
          body: JSON.stringify({
            ...{ toolId, qyt: 1, date: deliveryDate(), address: "1 Rack Row", phone: "555-0100" },
            ...{ price: 12.5, amount: 12.5 },
          }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(37);
    expect(statuses.filter((status) => status !== 201 && status !== 400 && status !== 409)).toEqual(
      [],
    );
    // Which instance sold the 37 is the race's to decide (on a busy machine one can win every
    // one); that both sell from the one stock is shown below, one order through each.
    const orders = await db
      .selectFrom("orders")
      .select("qyt")
      .where("toolId", "=", toolId)
      .execute();
    expect(orders).toHaveLength(37);
    const tool = await db
      .selectFrom("tools")
      .select("available_qyt")
      .where("id", "=", toolId)
      .executeTakeFirstOrThrow();
    expect(tool.available_qyt).toBe(0);
    // Both instances sell from the one stock: two pieces back, one order through each takes them.
    await db.updateTable("tools").set({ available_qyt: 2 }).where("id", "=", toolId).execute();
    for (const instance of [a, b]) {
      const response = await fetch(`${instance.baseUrl}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: auth },
        body: JSON.stringify({
          ...{ toolId, qyt: 1, date: deliveryDate(), address: "1 Rack Row", phone: "555-0100" },
        }),
      });
      expect(response.status).toBe(201);
    }
    const left = await db
      .selectFrom("tools")
      .select("available_qyt")
      .where("id", "=", toolId)
      .executeTakeFirstOrThrow();
    expect(left.available_qyt).toBe(0);
    // Each of the 39 has a number of its own, whichever instance placed it (issue 47).
    const numbers = await db
      .selectFrom("orders")
      .select("number")
      .where("toolId", "=", toolId)
      .execute();
    expect(numbers.every(({ number }) => /^FL-\d{6,}$/.test(number))).toBe(true);
    expect(new Set(numbers.map(({ number }) => number)).size).toBe(39);
  },
);

test(
  "a browser session made on one instance works on the other, and logging out ends it on both",
  SLOW,
  async () => {
    const login = await fetch(`${a.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: a.baseUrl },
      body: new URLSearchParams(CUSTOMER),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const onB = await fetch(`${b.baseUrl}/dashboard/myprofile`, { headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Dana Whitfield");

    const logout = await fetch(`${b.baseUrl}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: b.baseUrl },
      body: new URLSearchParams(),
    });
    expect(logout.status).toBe(302);
    const afterwards = await fetch(`${a.baseUrl}/dashboard/myprofile`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(afterwards.status).toBe(302);
    expect(afterwards.headers.get("Location")).toMatch(/^\/login/);
  },
);

test(
  "a picture uploaded through one instance is served by the other, cached for a year; a catalogue write on one shows on the other's cached pages within a second",
  SLOW,
  async () => {
    const admin = await bearerToken(a.baseUrl, ADMIN);
    const form = new FormData();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    form.append("image", new File([new Uint8Array(png)], "clamp.png", { type: "image/png" }));
    const upload = await fetch(`${a.baseUrl}/api/images`, {
      method: "POST",
      headers: { Authorization: admin },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const picture = await fetch(`${b.baseUrl}${url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/webp");
    expect(picture.headers.get("Cache-Control")).toContain("immutable");
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // B keeps its anonymous catalogue page...
    await fetch(`${b.baseUrl}/tools`);
    const cached = await fetch(`${b.baseUrl}/tools`);
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");
    expect(await cached.text()).not.toContain("Clustered Vise");

    // ...until A adds a tool.
    const created = await fetch(`${a.baseUrl}/api/tools`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: admin },
      body: JSON.stringify({
        ...{ name: "Clustered Vise", price: 64.5, description: "Added on instance A." },
        ...{ minimum_qyt: 1, available_qyt: 12, img: url },
      }),
    });
    expect(created.status).toBe(201);
    await expect
      .poll(
        async () => (await (await fetch(`${b.baseUrl}/tools`)).text()).includes("Clustered Vise"),
        {
          timeout: 1_000,
          intervals: [50],
        },
      )
      .toBe(true);
  },
);

test("the sign-in limit counts the attempts made to both instances together", SLOW, async () => {
  const attempt = (shop: Shop) =>
    fetch(`${shop.baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
      body: JSON.stringify({ email: ADMIN.email, password: "not-the-password" }),
    });
  for (let count = 1; count <= SIGN_IN_LIMIT; count++)
    expect((await attempt(count % 2 ? a : b)).status).toBe(401);
  expect((await attempt(a)).status).toBe(429);
  expect((await attempt(b)).status).toBe(429);
});
