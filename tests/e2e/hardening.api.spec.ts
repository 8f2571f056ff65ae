// The holes of the pre-launch audit, probed over HTTP the way an attacker or a careless client
// would, against the shared shop (nothing here changes data that other specs read), or against a
// shop of their own where a test stops one.
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, get } from "node:http";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { demoAdmin } from "./support/demo";
import { startScratchShop } from "./support/scratch-shop";
import { runShopUntilExit } from "./support/shop-server";
import { rawRequest } from "./support/http";
import { signInCookie } from "#tests/fixtures/over-http.ts";

const baseUrl = () => process.env.E2E_BASE_URL!;
const customer = { email: "customer@forgeline.example", password: "forge-buyer" };
const MB = 1024 * 1024;

test.describe("body limits", () => {
  test("a 100 MB form is refused with 413 before it is read", async () => {
    const answer = await rawRequest(baseUrl(), {
      method: "POST",
      path: "/?index",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(100 * MB),
      },
      body: "name=" + "x".repeat(1000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("at most 64 KB");
  });

  test("a 10 MB enquiry is refused with 413, not echoed back", async () => {
    const body = new URLSearchParams({ name: "Ana", message: "x".repeat(10 * MB) }).toString();
    const answer = await rawRequest(baseUrl(), {
      method: "POST",
      path: "/?index",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(body)),
        Origin: baseUrl(),
      },
      body,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.length).toBeLessThan(1000);
  });

  test("JSON for the API is limited too, and a body of unstated length gets 411", async () => {
    const big = await rawRequest(baseUrl(), {
      method: "POST",
      path: "/api/login",
      headers: { "Content-Type": "application/json", "Content-Length": String(2 * MB) },
      body: "{",
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({
      error: "That is too large to send here: at most 64 KB.",
    });

    const chunked = await rawRequest(baseUrl(), {
      method: "POST",
      path: "/api/login",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: "2\r\n{}\r\n0\r\n\r\n",
    });
    expect(chunked.status).toBe(411);
  });

  test("a picture form takes 6 MB but not a thousand parts", async () => {
    const cookie = await signInCookie(baseUrl(), demoAdmin);
    const boundary = "----forgeline";
    const parts = Array.from(
      { length: 1000 },
      (_, index) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    ).join("");
    const body = `${parts}--${boundary}--\r\n`;
    const answer = await rawRequest(baseUrl(), {
      method: "POST",
      path: "/dashboard/addproduct",
      headers: {
        Cookie: cookie,
        Origin: baseUrl(),
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("at most 40 fields");
  });
});

test.describe("cross-site writes", () => {
  const evil = "https://evil.example";

  test("a cookie-carrying write from another origin is refused with 403, pages, API and logout", async () => {
    const cookie = await signInCookie(baseUrl(), customer);
    const attempts = [
      { path: "/api/reviews", type: "application/json", body: '{"company":"x"}' },
      { path: "/logout", type: "application/x-www-form-urlencoded", body: "" },
      { path: "/dashboard/addreview", type: "application/x-www-form-urlencoded", body: "a=1" },
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${baseUrl()}${attempt.path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: evil, "Content-Type": attempt.type },
        body: attempt.body,
      });
      expect(response.status, attempt.path).toBe(403);
    }
    const fetchMetadata = await fetch(`${baseUrl()}/api/reviews`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    expect(fetchMetadata.status).toBe(403);
    // The session survived every attempt, logout included.
    const still = await fetch(`${baseUrl()}/api/users?email=${customer.email}`, {
      headers: { Cookie: cookie },
    });
    expect(still.status).toBe(200);
  });

  test("JSON from a cookie must say it is JSON; a bearer token needs neither origin nor label", async () => {
    const cookie = await signInCookie(baseUrl(), customer);
    // What another site's <form enctype="text/plain"> can send, with the visitor's cookie.
    const plain = await fetch(`${baseUrl()}/api/reviews`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": "text/plain" },
      body: '{"company":"Forged","rating":1,"description":"forged"}',
    });
    expect(plain.status).toBe(415);

    const login = await fetch(`${baseUrl()}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(customer),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const bearer = await fetch(`${baseUrl()}/api/orders/not-an-order`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${accessToken}`, Origin: evil },
    });
    expect(bearer.status).toBe(404); // judged on its merits, not refused as cross-site
  });
});

test.describe("malformed requests", () => {
  test("page actions answer 4xx to bodies that are no form, never 500", async () => {
    const cookie = await signInCookie(baseUrl(), customer);
    for (const [path, type, body] of [
      ["/?index", "application/json", '{"name":"x"}'],
      ["/login", "text/plain", "email=a"],
      ["/dashboard/addreview", "application/json", "[]"],
      ["/dashboard/myprofile/updateprofile", "multipart/form-data; boundary=x", "--y\r\n"],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": type },
        body,
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    // A confirmation's Yes carries no fields, but it is still a form: other bodies do not act.
    const xml = await fetch(`${baseUrl()}/dashboard/myorders/not-an-order/cancel`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": "application/xml" },
      body: "<yes/>",
    });
    expect(xml.status).toBe(415);
    const odd = await rawRequest(baseUrl(), {
      method: "PROPFIND",
      path: "/signup.data",
      headers: {},
    });
    expect(odd.status).toBe(405);
    expect(odd.headers["allow"]).toBe("GET, HEAD, POST");
    for (const path of ["/tools/%E0%A4%A", "/api/%0d%0aSet-Cookie:%20x=1", "/tools?_data=root"]) {
      expect((await rawRequest(baseUrl(), { method: "GET", path, headers: {} })).status, path).toBe(
        400,
      );
    }
    expect((await fetch(`${baseUrl()}/tools?page=1e308`)).status).toBe(400);
    expect((await fetch(`${baseUrl()}/api/tools?page=1e308`)).status).toBe(400);
  });

  test("redirectTo leads only to this shop's own paths", async () => {
    for (const target of [
      "/%09/evil.example",
      "/%0d%0a/evil.example",
      "//evil.example",
      "/%5Cevil.example",
    ]) {
      const page = await fetch(`${baseUrl()}/login?redirectTo=${target}`);
      expect(page.status, target).toBe(200);
      expect(await page.text()).toContain('name="redirectTo" value="/"');
      const signup = await fetch(`${baseUrl()}/signup?redirectTo=${target}`);
      expect(await signup.text()).toContain('name="redirectTo" value="/"');
    }
    const signedIn = await fetch(`${baseUrl()}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseUrl() },
      body: new URLSearchParams({ ...customer, redirectTo: "/\t/evil.example" }),
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/");
  });
});

// Issue 45, finding 10: a post to a page that takes none (anonymous POST /reviews, JavaScript's
// `.data` spelling, any page without an action) is the client's mistake, told by a 405 and the
// request log's one line, not by a stack trace of Remix's router on every such post.
test("a post to a page without an action is a 405 and one log line, without a stack", async () => {
  const { shop, dispose } = await startScratchShop();
  try {
    const paths = ["/reviews", "/reviews.data", "/blogs", "/tools"];
    for (const path of paths) {
      const response = await fetch(`${shop.baseUrl}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: shop.baseUrl },
        body: new URLSearchParams({ name: "x" }),
      });
      expect(response.status, path).toBe(405);
    }
    // The request log writes its lines every quarter second.
    await expect.poll(() => shop.output()).toContain("POST /tools 405");
    const logged = shop.output().slice(shop.output().indexOf("listening"));
    const lines = logged.split("\n").filter((line) => line.trim() && !line.includes("listening"));
    // Request log lines only (the start's health checks among them), one for each post.
    expect(lines.filter((line) => !/^[A-Z]+ \/\S* \d{3} /.test(line))).toEqual([]);
    for (const path of paths)
      expect(lines.filter((line) => line.startsWith(`POST ${path} `))).toEqual([
        expect.stringMatching(`^POST ${path} 405 `),
      ]);
    expect(shop.errorOutput()).toBe("");
  } finally {
    await dispose();
  }
});

// A proxy in front keeps idle connections to the shop for a minute or two and sends the next
// request on one; the shop must not have closed it (Node's default closes after 5 s idle).
test("a kept-alive connection left idle for 6 s still carries the next request", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const askOnAgent = () =>
    new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
      const request = get(`${baseUrl()}/healthz`, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode!, reusedSocket: request.reusedSocket }),
        );
      });
      request.on("error", reject);
    });
  try {
    expect(await askOnAgent()).toEqual({ status: 200, reusedSocket: false });
    // The idle time is what is tested: longer than Node's default keep-alive of 5 s.
    await sleep(6_000);
    expect(await askOnAgent()).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
});

// A supervisor's SIGTERM (a deploy, a restart) while a request is on its way: the request is
// answered, its kept-alive connection closed after it, and the shop exits 0 at once instead of
// waiting out the connection's keep-alive.
test("SIGTERM during a request on a kept-alive connection: answered, closed, exit 0", async () => {
  const { shop, dispose } = await startScratchShop();
  let socket: Socket | undefined;
  try {
    const url = new URL(shop.baseUrl);
    socket = connect(Number(url.port), url.hostname);
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    const closed = once(socket, "close");
    const body = JSON.stringify({ email: "nobody@forgeline.example", password: "not-this-one" });
    const half = body.length >> 1;
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${shop.baseUrl}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
    );
    // Nothing outside the server tells that it has read the headers and begun the body: a
    // moment for it to, so the SIGTERM finds a request under way, not a bare connection.
    await sleep(300);
    const stopped = shop.stop();
    await expect.poll(() => shop.output()).toContain("SIGTERM received");
    socket.write(body.slice(half));
    // The shop closes the connection: the client does not.
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    await stopped;
  } finally {
    socket?.destroy();
    await dispose();
  }
});

test("production refuses to start on the sandbox, naming what is missing", async () => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-production-"));
  try {
    const { code, output } = await runShopUntilExit({
      SHOP_MODE: "production",
      DATABASE_URL: join(dir, "shop.db"),
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://shop.example",
    });
    expect(code).not.toBe(0);
    for (const name of [
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SMTP_URL",
    ]) {
      expect(output).toContain(`${name}: is required when SHOP_MODE=production`);
    }
    expect(output).not.toContain("listening");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
