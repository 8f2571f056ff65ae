// What routes declare for the server beside their own code (`export const handle`, see
// app/utils/route-handle.ts), checked against the built shop for every route that declares it:
// a route that asks for a larger body limit gets it, and a route whose pages are kept has them
// kept. A declaration the server does not apply fails here, whatever the route's URL.
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { expect, test } from "@playwright/test";
import { DEFAULT_BODY_LIMIT, type ServerHandle } from "#app/utils/route-handle.ts";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { rawRequest } from "./support/http";

const BUILD = fileURLToPath(new URL("../../build/server/index.js", import.meta.url));

interface Declared {
  id: string;
  path: string;
  handle: ServerHandle;
}

/** Every route of the build with what it declares, and its URL pattern (parents' joined). */
async function declaredRoutes(): Promise<Declared[]> {
  const { routes } = (await import(BUILD)) as ServerBuild;
  const pathOf = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes).map((route) => ({
    id: route.id,
    path: `/${pathOf(route.id)}`,
    handle: (route.module.handle ?? {}) as ServerHandle,
  }));
}

/** A URL of the route: each param given `value`. */
const urlOf = (path: string, value: string) => path.replace(/:[^/]+/g, value);

let scratch: ScratchShop;
let routes: Declared[];
test.beforeAll(async () => {
  // A shop started from scratch: more than the default half minute on a busy machine (the
  // whole run at a load average of 20 once timed out here).
  test.setTimeout(120_000);
  routes = await declaredRoutes();
  scratch = await startScratchShop();
});
test.afterAll(async () => scratch?.dispose());

test("every route that declares a larger body limit takes a body over the default", async () => {
  const larger = routes.filter(({ handle }) => (handle.bodyLimit ?? 0) > DEFAULT_BODY_LIMIT);
  // The picture forms and API calls, and Stripe's webhook.
  expect(larger.length).toBeGreaterThanOrEqual(6);
  const body = "x".repeat(DEFAULT_BODY_LIMIT + 1024);
  for (const route of larger) {
    expect(body.length).toBeLessThan(route.handle.bodyLimit!);
    const answer = await rawRequest(scratch.shop.baseUrl, {
      method: "POST",
      path: urlOf(route.path, "no-such-id"),
      headers: {
        "Content-Type": "multipart/form-data; boundary=declared-limit",
        "Content-Length": String(body.length),
      },
      body,
    });
    // Refused for what it is (no account, no form of ours), never for its size.
    expect(answer.status, route.id).not.toBe(413);
    expect(answer.status, route.id).toBeLessThan(500);
  }
  // And a route that declares nothing keeps the default.
  const over = await rawRequest(scratch.shop.baseUrl, {
    method: "POST",
    path: "/dashboard/addreview",
    headers: {
      "Content-Type": "multipart/form-data; boundary=declared-limit",
      "Content-Length": String(body.length),
    },
    body,
  });
  expect(over.status).toBe(413);
});

test("every route that declares its pages kept has an anonymous visitor's page kept", async () => {
  const kept = routes.filter(({ handle }) => handle.pageCache);
  expect(kept.length).toBeGreaterThanOrEqual(8);
  const tools = (await (await fetch(`${scratch.shop.baseUrl}/api/tools`)).json()) as {
    _id: string;
  }[];
  for (const route of kept) {
    const url = `${scratch.shop.baseUrl}${urlOf(route.path, tools[0]!._id)}`;
    const first = await fetch(url);
    expect(first.status, route.id).toBe(200);
    const again = await fetch(url);
    expect(again.headers.get("X-Page-Cache"), route.id).toBe("hit");
  }
});
