// The JSON API (`/api/...`), answered straight from the Remix build's resource-route modules.
// Remix's request pipeline (a static handler built per request, the route tree flattened and its
// data strategy run, the body piped through web streams both ways) cost an order more CPU than
// the order it placed; here a call costs its own work. Pages, and the Remix-only `.data`
// spellings, still go to Remix. See docs/decisions/0012-api-outside-remix.md.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/router";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeResponse } from "./http";
import { isApi } from "./guards";

type RouteModule = ServerBuild["routes"][string]["module"];

interface ApiRoute {
  id: string;
  path: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: RouteModule;
}

/** A route's whole path: its own joined to its parents' (the flat routes' parent is the root). */
function fullPath(build: ServerBuild, id: string): string {
  const route = build.routes[id]!;
  const own = route.path ?? "";
  if (!route.parentId) return own;
  const parent = fullPath(build, route.parentId);
  return [parent, own].filter(Boolean).join("/");
}

/**
 * Every route but the root, as one flat list Remix's own matcher ranks: a page under /api (the
 * API reference) must win over the API's catch-all exactly as it does in Remix.
 */
function flatRoutes(build: ServerBuild): ApiRoute[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId !== undefined)
    .map((route) => ({
      id: route.id,
      path: `/${fullPath(build, route.id)}`,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: route.module,
    }));
}

const isResourceRoute = (module: RouteModule) => typeof module.default !== "function";

/** The request as a Fetch `Request`, as the route modules expect it; the body already read. */
function fetchRequest(req: ExpressRequest, body: Buffer<ArrayBuffer> | undefined): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  // `req.hostname` and `req.protocol` follow TRUST_PROXY, as Remix's Express adapter does.
  const host = req.get("X-Forwarded-Host") ?? req.get("host") ?? "localhost";
  const port = host.match(/:(\d+)$/)?.[1];
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  return new Request(url, { method: req.method, headers, body });
}

/**
 * The body, whole. The guards before (limitBodies) refused anything over the route's limit by
 * its Content-Length and any body of unstated length, so this never holds more than they allow.
 * Its chunks are joined here: `node:stream/consumers` makes a `Blob` of them first, which cost
 * 3 to 4% of an order's CPU time (`node --cpu-prof`).
 */
function readBody(req: ExpressRequest): Promise<Buffer<ArrayBuffer> | undefined> {
  if (req.method === "GET" || req.method === "HEAD") return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

async function send(res: ExpressResponse, response: Response, allow?: string) {
  const headers = allow ? new Headers(response.headers) : response.headers;
  if (allow) headers.set("Allow", allow);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  writeResponse(res, response.status, headers, body);
}

/** Loader-only routes answer other methods 405, as byMethod does for the actions. */
const readOnly = () =>
  Response.json({ error: "Use GET" }, { status: 405, headers: { Allow: "GET, HEAD" } });

/**
 * Express middleware: an `/api/...` request whose best match is a resource route is answered by
 * that route's loader (GET, HEAD) or action (any other method), with the load context Remix
 * would give it. A route without a loader gives its action every method: each API action picks
 * its own with `byMethod`, which answers the rest 405 and names them. A thrown Response is the
 * answer; any other error is logged and answered 500.
 */
export function apiRoutes(
  build: ServerBuild,
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
) {
  const routes = flatRoutes(build);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!isApi(req) || req.path.endsWith(".data")) return next();
    const match = matchRoutes(routes, req.path)?.at(-1);
    if (!match || !isResourceRoute(match.route.module)) return next();
    const { module } = match.route;
    const reads = req.method === "GET" || req.method === "HEAD";
    const handler = reads ? (module.loader ?? module.action) : module.action;
    try {
      if (!handler) return await send(res, readOnly());
      const request = fetchRequest(req, await readBody(req));
      const args = { request, params: match.params, context: loadContext(req, res) };
      const response: unknown = await handler(args);
      if (!(response instanceof Response))
        throw new Error(`${match.route.id} answered something other than a Response`);
      // byMethod names the action's methods; the route's loader takes GET too.
      const allow = response.headers.get("Allow");
      const withLoader = response.status === 405 && allow && module.loader;
      await send(res, response, withLoader ? `GET, HEAD, ${allow}` : undefined);
    } catch (thrown) {
      if (thrown instanceof Response) return send(res, thrown).catch(next);
      console.error(thrown);
      if (!res.headersSent) res.status(500).json({ error: "Unexpected Server Error" });
      else res.destroy();
    }
  };
}
