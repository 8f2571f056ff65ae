// The JSON API, answered straight from the Remix build's resource-route modules that declare
// `handle.outsideRemix`. Remix's request pipeline (a static handler built per request, the route
// tree flattened and its data strategy run, the body piped through web streams both ways) cost
// an order more CPU than the order it placed; here a call costs its own work. Pages, and the
// Remix-only `.data` spellings, still go to Remix. The same in development and production
// (server/answer.ts). See docs/decisions/0012-api-outside-remix.md.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest } from "express";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { routeFor } from "./routes";

type RouteModule = ServerBuild["routes"][string]["module"];

/** A resource route (no page to render) that asks to be answered outside Remix. */
const declaresOutsideRemix = (module: RouteModule) =>
  typeof module.default !== "function" &&
  (module.handle as ServerHandle | undefined)?.outsideRemix === true;

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

/** Loader-only routes answer other methods 405, as byMethod does for the actions. */
const readOnly = () =>
  Response.json({ error: "Use GET" }, { status: 405, headers: { Allow: "GET, HEAD" } });

/**
 * The answer of a request whose best match is a resource route that declares `outsideRemix`,
 * from that route's loader (GET, HEAD) or action (any other method), with the load context Remix
 * would give it; null for any other request (Remix's to answer). A route without a loader gives its action
 * every method: each API action picks its own with `byMethod`, which answers the rest 405 and
 * names them. A thrown Response is the answer; any other error is logged and answered 500.
 */
export function apiCall(
  build: ServerBuild,
  req: ExpressRequest,
  context: () => AppLoadContext,
): Promise<Response> | null {
  if (req.path.endsWith(".data")) return null;
  const match = routeFor(build, req.path);
  if (!match || !declaresOutsideRemix(match.route.module)) return null;
  return call(match.route, { ...match.params }, req, context);
}

async function call(
  route: ServerBuild["routes"][string],
  params: Record<string, string | undefined>,
  req: ExpressRequest,
  context: () => AppLoadContext,
): Promise<Response> {
  const { module } = route;
  const reads = req.method === "GET" || req.method === "HEAD";
  const handler = reads ? (module.loader ?? module.action) : module.action;
  if (!handler) return readOnly();
  try {
    const request = fetchRequest(req, await readBody(req));
    const response: unknown = await handler({ request, params, context: context() });
    if (!(response instanceof Response))
      throw new Error(`${route.id} answered something other than a Response`);
    // byMethod names the action's methods; the route's loader takes GET too.
    const allow = response.headers.get("Allow");
    if (response.status !== 405 || !allow || !module.loader) return response;
    const headers = new Headers(response.headers);
    headers.set("Allow", `GET, HEAD, ${allow}`);
    return new Response(response.body, { status: 405, headers });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    console.error(thrown);
    return Response.json({ error: "Unexpected Server Error" }, { status: 500 });
  }
}
