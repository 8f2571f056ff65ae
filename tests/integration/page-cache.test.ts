// The page cache in front of the real loaders and actions: what an anonymous visitor gets is
// the database's current state after a write on any path, and nobody else's page.
import type { AddressInfo } from "node:net";
import { createServer, get as httpGet, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, watchOutsideWrites } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { handle as homeHandle, loader as home } from "#app/routes/_index.tsx";
import { handle as blogsHandle } from "#app/routes/blogs.tsx";
import { action as addReviewPage } from "#app/routes/dashboard.addreview.tsx";
import { action as addProductPage } from "#app/routes/dashboard.addproduct.tsx";
import { action as editProductPage } from "#app/routes/dashboard.manageproducts_.$id.edit.tsx";
import { action as restockPage } from "#app/routes/dashboard.manageproducts_.$id.restock.tsx";
import { action as cancelOrderPage } from "#app/routes/dashboard.myorders_.$id.cancel.tsx";
import { action as placeOrderPage } from "#app/routes/purchase.$id.tsx";
import { action as ordersApi } from "#app/routes/api.orders.ts";
import { action as orderApi } from "#app/routes/api.orders.$id.ts";
import {
  action as reviewsApiWrite,
  handle as reviewsApiHandle,
  loader as reviewsApi,
} from "#app/routes/api.reviews.ts";
import { handle as reviewsPageHandle, loader as reviewsPage } from "#app/routes/reviews.tsx";
import {
  action as toolApiWrite,
  handle as toolApiHandle,
  loader as toolApi,
} from "#app/routes/api.tools.$id.ts";
import { handle as toolsApiHandle, loader as toolsApi } from "#app/routes/api.tools.ts";
import { handle as searchApiHandle, loader as searchApi } from "#app/routes/api.search.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { freshNonce } from "#app/utils/random.server.ts";
import { db } from "#app/db.server.ts";
import { sendResponse } from "../../server/http";
import { PageCache } from "../../server/page-cache";
import { file, pngBytes, multipartRequest } from "#tests/support/images.ts";
import { routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

interface ToolJson {
  _id: string;
  name: string;
  available_qyt: number;
  sku: string | null;
}

// The public paths, answered by the app's own loaders (the built app's pages are the e2e's).
async function render(request: Request, nonce: string): Promise<Response> {
  const { pathname } = new URL(request.url);
  const id = pathname.split("/")[3] ?? "";
  if (pathname === "/") {
    const { data, headers } = unwrap(await home(routeArgs(request)));
    return Response.json(data, { headers });
  }
  if (pathname === "/api/tools") return toolsApi(routeArgs(request));
  if (pathname === "/api/search") return searchApi(routeArgs(request));
  if (pathname.startsWith("/api/tools/")) return toolApi(routeArgs(request, { id }));
  if (pathname === "/api/reviews") return reviewsApi();
  if (pathname === "/reviews") return Response.json(await reviewsPage(routeArgs(request)));
  if (pathname === "/blogs")
    return new Response("<p>flash</p>", { headers: { "Set-Cookie": "toast=1; Path=/" } });
  return new Response(`<script nonce="${nonce}"></script>`, {
    headers: { "Content-Type": "text/html" },
  });
}

// What those routes declare: the server reads it from the build (server/routes.ts).
function handleOf(pathname: string): ServerHandle {
  if (pathname === "/") return homeHandle;
  if (pathname === "/api/tools") return toolsApiHandle;
  if (pathname === "/api/search") return searchApiHandle;
  if (pathname.startsWith("/api/tools/")) return toolApiHandle;
  if (pathname === "/api/reviews") return reviewsApiHandle;
  if (pathname === "/reviews") return reviewsPageHandle;
  if (pathname === "/blogs" || pathname === "/portfolio") return blogsHandle;
  return {};
}

const cache = new PageCache();
let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  // As server/answer.ts does: the cache answers what it may keep, the app renders the rest.
  app.use(async (req, res, next) => {
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    const answer = () => render(new Request(new URL(req.originalUrl, "http://shop.test")), nonce);
    const keeping = cache.keeping(req, handleOf(req.path));
    try {
      if (keeping) await cache.respond(req, res, keeping, answer);
      else await sendResponse(res, await answer());
    } catch (error) {
      next(error);
    }
  });
  // As server.ts does: kept pages are answered before Express, the rest goes through it.
  server = createServer((req, res) => {
    if (!cache.frontDoor(req, res)) app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, state: response.headers.get("X-Page-Cache"), text: await response.text() };
}

async function stockShown(toolId: string) {
  const { text, state } = await visit("/api/tools");
  const tool = (JSON.parse(text) as ToolJson[]).find((one) => one._id === toolId);
  return { stock: tool?.available_qyt, name: tool?.name, state };
}

/** Visits twice, so the page is in the cache before the write that follows. */
async function warm(path: string) {
  await visit(path);
  expect((await visit(path)).state).toBe("hit");
}

describe("serving", () => {
  it("keeps a public page after its first visit, in every encoding, with 304s", async () => {
    await insertTool({ name: "Cached Chisel" });
    cache.forget();
    const first = await visit("/api/tools", { "Accept-Encoding": "br" });
    expect(first.state).toBe("miss");
    expect(first.text).toContain("Cached Chisel");
    for (const encoding of ["br", "gzip", "identity"]) {
      const again = await visit("/api/tools", { "Accept-Encoding": encoding });
      expect(again.state).toBe("hit");
      expect(again.response.headers.get("Content-Encoding") ?? "identity").toBe(encoding);
      expect(again.text).toBe(first.text);
    }
    const etag = first.response.headers.get("ETag")!;
    const unchanged = await visit("/api/tools", { "If-None-Match": etag });
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.text).toBe("");
  });

  const credentials: Record<string, string>[] = [
    { Cookie: "__session=someone" },
    { Authorization: "Bearer x" },
  ];

  it("never serves or keeps the page of a visitor with a cookie or a token", async () => {
    await warm("/");
    const entries = cache.size;
    for (const headers of credentials) {
      const own = await visit("/", headers);
      expect(own.state).toBeNull();
      expect(own.response.status).toBe(200);
    }
    expect(cache.size).toBe(entries);
  });

  it("serves the public JSON, the same for everyone, also to a client with a credential", async () => {
    await warm("/api/reviews");
    const anonymous = await visit("/api/reviews");
    for (const headers of credentials) {
      const shared = await visit("/api/reviews", headers);
      expect(shared.state).toBe("hit");
      expect(shared.text).toBe(anonymous.text);
    }
  });

  it("keeps no response that sets a cookie or carries a nonce", async () => {
    const entries = cache.size;
    for (const path of ["/blogs", "/portfolio"]) await visit(path);
    const flash = await visit("/blogs");
    expect(flash.state).not.toBe("hit");
    expect(flash.text).toBe("<p>flash</p>");
    // Each rendering has its own nonce: a page with a script is never shared.
    const [one, two] = [await visit("/portfolio"), await visit("/portfolio")];
    expect(one.text).toMatch(/nonce="[^"]+"/);
    expect(two.text).not.toBe(one.text);
    expect((await visit("/blogs")).response.headers.get("Set-Cookie")).toBe("toast=1; Path=/");
    expect(cache.size).toBe(entries);
  });

  it("keys a page by its path and query alone: a made-up Host makes no entry", async () => {
    await warm("/api/reviews");
    const entries = cache.size;
    for (const host of ["evil.example", "a.b.c.example:8080", "shop.test"]) {
      const answer = await new Promise<{ state: unknown; text: string }>((resolve, reject) =>
        httpGet(`${base}/api/reviews`, { headers: { Host: host } }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk));
          res.on("end", () => resolve({ state: res.headers["x-page-cache"], text }));
        }).on("error", reject),
      );
      expect(answer.state, host).toBe("hit");
    }
    expect(cache.size).toBe(entries);
  });

  it("keeps a query's known parameters in any order; any other parameter is not kept", async () => {
    await warm("/api/tools?page=1&q=chisel");
    expect((await visit("/api/tools?q=chisel&page=1")).state).toBe("hit");
    const entries = cache.size;
    for (const path of [
      "/api/tools?page=1&q=chisel&utm_source=x",
      "/api/tools?page=1&page=2",
      `/reviews?nonsense=${Math.random()}`,
    ]) {
      const answer = await visit(path);
      expect(answer.response.status, path).toBe(200);
      expect(answer.state, path).toBeNull();
    }
    expect(cache.size).toBe(entries);
  });

  it("keeps a search's attribute filters, repeated or not; a name the taxonomy lacks is not kept", async () => {
    const at = new Date().toISOString();
    const [category, attribute] = [newId(), newId()];
    await db
      .insertInto("categories")
      .values({
        id: category,
        slug: "cached-drills",
        name: "Drills",
        position: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto("attributes")
      .values({
        id: attribute,
        key: "voltage",
        name: "Voltage",
        type: "choice",
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto("attribute_options")
      .values(
        ["18 V", "36 V"].map((value, position) => ({ attributeId: attribute, value, position })),
      )
      .execute();
    await db
      .insertInto("category_attributes")
      .values({ categoryId: category, attributeId: attribute, position: 0 })
      .execute();
    announcePublicChange("catalogue");
    // The first search reads the taxonomy: from then on the server knows its attribute keys.
    expect((await visit("/api/search?category=cached-drills")).response.status).toBe(200);
    await warm("/api/search?category=cached-drills&voltage=18+V&voltage=36+V&inStock=1");
    const entries = cache.size;
    for (const path of [
      "/api/search?category=cached-drills&voltag=18+V",
      "/api/search?category=cached-drills&page=1&page=2",
      `/api/search?category=cached-drills&${Array.from({ length: 40 }, () => "voltage=18+V").join("&")}`,
    ]) {
      const answer = await visit(path);
      expect(answer.state, path).toBeNull();
    }
    expect(cache.size).toBe(entries);
  });

  it("stores nothing for paths that are not public", async () => {
    expect((await visit("/dashboard/myorders")).state).toBeNull();
    expect((await visit("/tools.data")).state).toBeNull();
  });
});

describe("invalidation on every write path", () => {
  let admin: { Cookie: string };
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    admin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
    customer = await userWithToken();
  });

  const toolFields = {
    name: "Page Cache Planer",
    price: "40",
    description: "A planer for the cache test.",
    minimum_qyt: "2",
    available_qyt: "50",
  };

  it("a tool added, edited, restocked and deleted by an admin's pages", async () => {
    await warm("/api/tools");
    const added = await addProductPage(
      routeArgs(
        multipartRequest(
          "/dashboard/addproduct",
          { ...toolFields, img: file(await pngBytes(), "planer.png", "image/png") },
          admin,
        ),
      ),
    );
    expect((added as Response).status).toBe(302);
    const { text } = await visit("/api/tools");
    const tool = (JSON.parse(text) as ToolJson[]).find((one) => one.name === toolFields.name)!;
    expect(tool.available_qyt).toBe(50);
    await warm(`/api/tools/${tool._id}`);

    const params = { id: tool._id };
    const edit = {
      ...toolFields,
      name: "Page Cache Planer II",
      stockSeen: "50",
      sku: tool.sku ?? "",
    };
    await editProductPage(
      routeArgs(
        multipartRequest(`/dashboard/manageproducts/${tool._id}/edit`, edit, admin),
        params,
      ),
    );
    expect(await stockShown(tool._id)).toEqual({
      stock: 50,
      name: "Page Cache Planer II",
      state: "miss",
    });
    const one = await visit(`/api/tools/${tool._id}`);
    expect(one).toMatchObject({ state: "miss" });
    expect(one.text).toContain("Page Cache Planer II");

    await warm("/api/tools");
    await restockPage(routeArgs(multipartRequest(`/x`, { quantity: "7" }, admin), params));
    expect(await stockShown(tool._id)).toMatchObject({ stock: 57, state: "miss" });

    await warm("/api/tools");
    const deleted = await toolApiWrite(
      routeArgs(jsonRequest(`/api/tools/${tool._id}`, "DELETE", "", admin), params),
    );
    expect(deleted.status).toBe(204);
    expect(await stockShown(tool._id)).toEqual({
      stock: undefined,
      name: undefined,
      state: "miss",
    });
  });

  it("an order placed and cancelled, through the API and through the pages", async () => {
    const tool = await insertTool({ name: "Order Cache Saw", available_qyt: 40, minimum_qyt: 5 });
    cache.forget();
    await warm("/api/tools");
    const order = {
      toolId: tool.id,
      qyt: 5,
      date: new Date().toISOString().slice(0, 10),
      address: "1 Cache Street",
      phone: "+1 937 555 0142",
    };
    const placed = await ordersApi(
      routeArgs(jsonRequest("/api/orders", "POST", order, customer.auth)),
    );
    expect(placed.status).toBe(201);
    const { _id: orderId } = (await placed.json()) as { _id: string };
    expect(await stockShown(tool.id)).toMatchObject({ stock: 35, state: "miss" });

    await warm("/api/tools");
    const cancelled = await orderApi(
      routeArgs(jsonRequest(`/api/orders/${orderId}`, "DELETE", "", customer.auth), {
        id: orderId,
      }),
    );
    expect(cancelled.status).toBe(204);
    expect(await stockShown(tool.id)).toMatchObject({ stock: 40, state: "miss" });

    const cookie = { Cookie: await sessionCookie(customer.user.id) };
    await warm("/");
    const fields = { ...order, qyt: "10", requestId: newId() };
    const fromPage = await placeOrderPage(
      routeArgs(formPost(`/purchase/${tool.id}`, fields, cookie), { id: tool.id }),
    );
    expect((fromPage as Response).status).toBe(302);
    const homePage = await visit("/");
    expect(homePage.state).toBe("miss");
    expect(homePage.text).toContain('"available_qyt":30');

    const [pageOrder] = await customerOrders(customer.user.id);
    await warm("/api/tools");
    await cancelOrderPage(
      routeArgs(formPost(`/dashboard/myorders/${pageOrder}/cancel`, {}, cookie), {
        id: pageOrder!,
      }),
    );
    expect(await stockShown(tool.id)).toMatchObject({ stock: 40, state: "miss" });
  });

  it("a review through the API and through the page", async () => {
    await warm("/api/reviews");
    const review = { company: "Cache & Co", rating: 5, description: "Fresh every time." };
    const posted = await reviewsApiWrite(
      routeArgs(jsonRequest("/api/reviews", "POST", review, customer.auth)),
    );
    expect(posted.status).toBe(201);
    const afterApi = await visit("/api/reviews");
    expect(afterApi.state).toBe("miss");
    expect(afterApi.text).toContain("Fresh every time.");

    await warm("/");
    await warm("/reviews?page=1");
    const cookie = { Cookie: await sessionCookie(customer.user.id) };
    await addReviewPage(
      routeArgs(
        formPost(
          "/dashboard/addreview",
          { company: "Cache & Co", rating: "4", description: "Still fresh." },
          cookie,
        ),
      ),
    );
    const homePage = await visit("/");
    expect(homePage.state).toBe("miss");
    expect(homePage.text).toContain("Still fresh.");
    const allReviews = await visit("/reviews?page=1");
    expect(allReviews.state).toBe("miss");
    expect(allReviews.text).toContain("Still fresh.");
  });

  it("a write by another process or instance on the same database", async () => {
    // PostgreSQL: this instance hears of others' writes once its LISTEN is in place.
    await watchOutsideWrites(db);
    await warm("/api/tools");
    const other = openDatabase(process.env.DATABASE_URL!, { poolSize: 1 });
    try {
      await other
        .insertInto("tools")
        .values({
          ...{ id: newId(), name: "Outside Wrench", img: "/x.svg", description: "From a script." },
          ...{ price: 100, minimum_qyt: 1, available_qyt: 9, createdAt: "2030-01-01" },
        })
        .execute();
    } finally {
      await other.destroy();
    }
    // SQLite sees it at once; PostgreSQL's notification comes within a second.
    await expect
      .poll(async () => (await visit("/api/tools")).text, { timeout: 1_000, interval: 50 })
      .toContain("Outside Wrench");
  });
});

function formPost(path: string, fields: Record<string, string>, headers: { Cookie: string }) {
  return new Request(new URL(path, "http://shop.test"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
}

async function customerOrders(userId: string) {
  // The open ones: a cancelled order stays in the books.
  const rows = await db
    .selectFrom("orders")
    .select("id")
    .where("userId", "=", userId)
    .where("closed", "is", null)
    .execute();
  return rows.map((row) => row.id);
}
