// Checks every request passes before anything reads its body or runs an action: how large a
// body may be for its route, and where a cookie-carrying write may come from.
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { DEFAULT_BODY_LIMIT, MB, KB } from "#app/utils/route-handle.ts";
import { currentBuild, serverHandleFor, type BuildSource } from "./routes";

/**
 * The path as the router will read it: percent-decoded, lower case (routes match either case),
 * without the `.data` suffix of JavaScript's form posts or a trailing slash.
 */
function routePath(url: string): string {
  const raw = url.split("?")[0] ?? "/";
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** Whether the router will read this request's path as one of the JSON API's. */
const isApi = (req: Request) => routePath(req.originalUrl).startsWith("/api/");

const PAGE_METHODS = ["GET", "HEAD", "POST"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
// A host name or address, with an optional port: what a Host header may be.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function refuse(req: Request, res: Response, status: number, message: string) {
  // The body is never read: close the connection after answering instead of draining it.
  if (req.headers["content-length"] || req.headers["transfer-encoding"])
    res.set("Connection", "close");
  if (isApi(req)) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/**
 * Requests no page or call of ours can mean, answered 4xx before the router sees them (it would
 * throw on several): a Host that is no host, a path that does not decode or holds control
 * characters, Remix's retired `?_data=` requests, methods a page (GET, HEAD, POST) or the API
 * does not take, and a page post that is not a form.
 */
export function wellFormedRequests(req: Request, res: Response, next: NextFunction) {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) return refuse(req, res, 400, "Bad Host header.");
  const forwardedHost = req.headers["x-forwarded-host"];
  if (forwardedHost !== undefined && !HOST.test(String(forwardedHost).split(",")[0]!.trim()))
    return refuse(req, res, 400, "Bad X-Forwarded-Host header.");
  const [path = "/", query = ""] = req.originalUrl.split("?");
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refuse(req, res, 400, "The address is not valid.");
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded))
    return refuse(req, res, 400, "The address is not valid.");
  if (new URLSearchParams(query).has("_data"))
    return refuse(req, res, 400, "This shop does not answer ?_data requests.");
  const api = isApi(req);
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(req.method)) {
    res.set("Allow", allowed.join(", "));
    return refuse(req, res, 405, `Use ${allowed.join(", ")} here.`);
  }
  // A page's actions are HTML forms, even the ones without fields (a confirmation's Yes): any
  // other body is no submission of ours, and must not act.
  const type = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!api && req.method === "POST" && !FORM_TYPES.includes(type))
    return refuse(
      req,
      res,
      415,
      "Send this as a form (application/x-www-form-urlencoded or multipart).",
    );
  next();
}

/**
 * 413 for a body over the limit its route declares (`handle.bodyLimit`, else 64 KB), told by
 * Content-Length before a byte is read (Node's parser never delivers more than Content-Length
 * says). A body of unstated length (chunked) gets 411: browsers, fetch and Stripe always state it.
 */
export function limitBodies(build: BuildSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"])
        return refuse(req, res, 411, "Send the body with a Content-Length.");
      return next();
    }
    try {
      const limit = bodyLimitOf(await currentBuild(build), req.path);
      if (Number(length) <= limit) return next();
      const stated = limit >= MB ? `${limit / MB} MB` : `${limit / KB} KB`;
      refuse(req, res, 413, `That is too large to send here: at most ${stated}.`);
    } catch (error) {
      next(error);
    }
  };
}

/** The largest body the route at `path` takes. */
const bodyLimitOf = (build: ServerBuild, path: string) =>
  serverHandleFor(build, path).bodyLimit ?? DEFAULT_BODY_LIMIT;

/** Whether `origin` is one the shop answers to: its PUBLIC_URL, else the address this request came to. */
export function isOwnOrigin(origin: string, publicUrl: string | undefined, requestOrigin: string) {
  return origin === (publicUrl ?? requestOrigin);
}

/**
 * A write that rides on the browser's cookies must come from one of our own pages: a foreign
 * `Origin` (or the browser saying `Sec-Fetch-Site: cross-site`) is refused with 403, for pages,
 * the API and logout alike. An API call with a bearer token carries no ambient credential: exempt.
 * A page's `Origin` must also name the host Remix compares it with (X-Forwarded-Host, else Host),
 * which Remix would otherwise answer with a 500.
 */
export function sameOriginWrites(publicUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const api = isApi(req);
    if (api && req.headers.authorization?.startsWith("Bearer ")) return next();
    const origin = req.headers.origin;
    const foreign = () => {
      if (req.headers["sec-fetch-site"] === "cross-site") return true;
      if (origin === undefined) return false;
      if (!isOwnOrigin(origin, publicUrl, `${req.protocol}://${req.get("host")}`)) return true;
      const remixHost =
        String(req.headers["x-forwarded-host"] ?? "")
          .split(",")[0]!
          .trim() || req.get("host");
      return !api && new URL(origin).host !== remixHost;
    };
    if (foreign())
      return refuse(req, res, 403, "This request did not come from the shop's own pages.");
    next();
  };
}
