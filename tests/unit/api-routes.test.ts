// The API dispatcher (server/api-routes.ts) on a build of its own: which requests it answers,
// what it hands the route modules, and what they answer. Driven over real HTTP through Express.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { byMethod } from "#app/utils/api.server.ts";
import { apiCall } from "../../server/api-routes";
import { sendResponse } from "../../server/http";

type Module = ServerBuild["routes"][string]["module"];

// A resource route of the API: it declares that it is answered outside Remix.
const route = (id: string, path: string | undefined, module: object, parentId = "root") => ({
  [id]: { id, path, parentId, module: { handle: { outsideRemix: true }, ...module } as Module },
});

const echo = async ({
  request,
  params,
  context,
}: {
  request: Request;
  params: object;
  context: object;
}) =>
  Response.json({
    method: request.method,
    url: request.url,
    params,
    context,
    body: request.method === "GET" || request.method === "HEAD" ? null : await request.text(),
  });

const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null } as unknown as Module },
    ...route("routes/api.$", "api/*", {
      loader: () => Response.json({ error: "No such API route" }, { status: 404 }),
    }),
    ...route("routes/api.things.$id", "api/things/:id", {
      loader: echo,
      action: ({ request }: { request: Request }) =>
        byMethod(request, { PUT: async () => new Response(null, { status: 204 }) }),
    }),
    ...route("routes/api.echo", "api/echo", {
      action: (args: Parameters<typeof echo>[0]) =>
        byMethod(args.request, { POST: () => echo(args) }),
    }),
    ...route("routes/api.read-only", "api/read-only", { loader: echo }),
    ...route("routes/api.cookies", "api/cookies", {
      loader: () => {
        const headers = new Headers([["X-Extra", "yes"]]);
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/");
        return new Response("two cookies", { status: 201, headers });
      },
    }),
    ...route("routes/api.thrown", "api/thrown", {
      loader: () => {
        throw Response.json({ error: "Thrown on purpose" }, { status: 409 });
      },
    }),
    ...route("routes/api.broken", "api/broken", {
      loader: () => {
        throw new Error("a bug");
      },
    }),
    ...route("routes/api.not-a-response", "api/not-a-response", { loader: () => ({ ok: 1 }) }),
    // A page under /api: Remix's to render, never the catch-all's.
    ...route("routes/api.docs", "api/docs", { default: () => null, loader: echo }),
    // A resource route that does not declare it: Remix's.
    ...route("routes/api.undeclared", "api/undeclared", { handle: {}, loader: echo }),
  },
} as unknown as ServerBuild;

let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  // As server/answer.ts: what the dispatcher does not take reaches "Remix".
  app.use((req, res, next) => {
    const context = () => ({
      cspNonce: "n",
      clientAddress: req.ip ?? "",
      countSignInAttempt: async () => false,
    });
    const call = apiCall(build, req, context);
    if (!call) return void res.status(299).send("remix");
    call.then((response) => sendResponse(res, response)).catch(next);
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("apiCall", () => {
  it("gives a GET to the loader with the route's params and the load context", async () => {
    const response = await fetch(`${base}/api/things/42?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "GET",
      url: `${base}/api/things/42?x=1`,
      params: { id: "42" },
      context: { cspNonce: "n", clientAddress: "127.0.0.1" },
      body: null,
    });
  });

  it("gives other methods to the action, with the body as sent", async () => {
    const response = await fetch(`${base}/api/echo`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"toolId":"t"}',
    });
    expect(((await response.json()) as { body: string }).body).toBe('{"toolId":"t"}');
    expect((await fetch(`${base}/api/things/1`, { method: "PUT" })).status).toBe(204);
  });

  it("matches as Remix does: any case, percent-encoded, a trailing slash", async () => {
    for (const path of ["/API/Things/7", "/api/th%69ngs/7", "/api/things/7/"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { params: object }).params, path).toEqual({ id: "7" });
    }
  });

  it("answers a method a call does not take with 405 and every method it does", async () => {
    const readOnly = await fetch(`${base}/api/read-only`, { method: "POST" });
    expect(readOnly.status).toBe(405);
    expect(readOnly.headers.get("Allow")).toBe("GET, HEAD");
    expect(await readOnly.json()).toEqual({ error: "Use GET" });

    const writeOnly = await fetch(`${base}/api/echo`);
    expect(writeOnly.status).toBe(405);
    expect(writeOnly.headers.get("Allow")).toBe("POST");

    const both = await fetch(`${base}/api/things/1`, { method: "DELETE" });
    expect(both.status).toBe(405);
    expect(both.headers.get("Allow")).toBe("GET, HEAD, PUT");
  });

  it("sends status, headers and every Set-Cookie of the route's Response", async () => {
    const response = await fetch(`${base}/api/cookies`);
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Extra")).toBe("yes");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.text()).toBe("two cookies");
  });

  it("answers a thrown Response with it, and a bug with a logged 500", async () => {
    const thrown = await fetch(`${base}/api/thrown`);
    expect(thrown.status).toBe(409);
    expect(await thrown.json()).toEqual({ error: "Thrown on purpose" });

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const path of ["/api/broken", "/api/not-a-response"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(500);
      expect(await response.json(), path).toEqual({ error: "Unexpected Server Error" });
    }
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("answers unknown calls from the catch-all", async () => {
    const response = await fetch(`${base}/api/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API route" });
  });

  it("leaves pages, undeclared routes, other paths and Remix's .data requests to Remix", async () => {
    for (const path of [
      "/api/docs",
      "/api/undeclared",
      "/tools",
      "/api/things/1.data",
      "/apis/things/1",
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(299);
    }
  });
});
