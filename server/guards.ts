// Checks every request passes before anything reads its body or runs an action: how large a
// body may be for its route, and where a cookie-carrying write may come from.
import type { NextFunction, Request, Response } from "express";

const KB = 1024;
const MB = 1024 * KB;

/** A route class and the largest body it takes. */
interface BodyClass {
  name: string;
  limit: number;
  matches: (path: string, contentType: string) => boolean;
}

// Pages whose forms carry a picture, and the API calls that take one (multipart).
const UPLOAD_PATHS = [
  /^\/dashboard\/addproduct$/,
  /^\/dashboard\/manageproducts\/[^/]+\/edit$/,
  /^\/dashboard\/myprofile\/updateprofile$/,
  /^\/api\/images$/,
  /^\/api\/tools$/,
];

// First match wins. An image is at most 5 MB; its form's other fields fit in the rest.
export const BODY_CLASSES: BodyClass[] = [
  {
    name: "upload",
    limit: 6 * MB,
    matches: (path, type) =>
      type === "multipart/form-data" && UPLOAD_PATHS.some((pattern) => pattern.test(path)),
  },
  // Stripe's signed events: larger than our own JSON, never near a megabyte.
  { name: "webhook", limit: 512 * KB, matches: (path) => path === "/api/stripe/webhook" },
  { name: "json", limit: 64 * KB, matches: (path) => path.startsWith("/api/") },
  { name: "form", limit: 64 * KB, matches: () => true },
];

/**
 * The path as the router will read it: percent-decoded, lower case (routes match either case),
 * without the `.data` suffix of JavaScript's form posts or a trailing slash. A spelling that
 * slips past this lands in a smaller class, never a larger one.
 */
export function routePath(url: string): string {
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

export function bodyLimitFor(url: string, contentType: string | undefined): BodyClass {
  const path = routePath(url);
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return BODY_CLASSES.find((bodyClass) => bodyClass.matches(path, type))!;
}

const isApi = (req: Request) => routePath(req.originalUrl).startsWith("/api/");

function refuse(req: Request, res: Response, status: number, message: string) {
  // The body is never read: close the connection after answering instead of draining it.
  if (req.headers["content-length"] || req.headers["transfer-encoding"])
    res.set("Connection", "close");
  if (isApi(req)) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

/**
 * 413 for a body over its route class's limit, told by Content-Length before a byte is read
 * (Node's parser never delivers more than Content-Length says). A body of unstated length
 * (chunked) gets 411: browsers, fetch and Stripe always state it.
 */
export function limitBodies(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"])
      return refuse(req, res, 411, "Send the body with a Content-Length.");
    return next();
  }
  const bodyClass = bodyLimitFor(req.originalUrl, req.headers["content-type"]);
  if (Number(length) > bodyClass.limit) {
    const limit =
      bodyClass.limit >= MB ? `${bodyClass.limit / MB} MB` : `${bodyClass.limit / KB} KB`;
    return refuse(req, res, 413, `That is too large to send here: at most ${limit}.`);
  }
  next();
}

/** Whether `origin` is one the shop answers to: its PUBLIC_URL, else the address this request came to. */
export function isOwnOrigin(origin: string, publicUrl: string | undefined, requestOrigin: string) {
  return origin === (publicUrl ?? requestOrigin);
}

/**
 * A write that rides on the browser's cookies must come from one of our own pages: a foreign
 * `Origin` (or the browser saying `Sec-Fetch-Site: cross-site`) is refused with 403, for pages,
 * the API and logout alike. Calls with a bearer token carry no ambient credential: exempt.
 */
export function sameOriginWrites(publicUrl: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.headers.authorization?.startsWith("Bearer ")) return next();
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    const requestOrigin = `${req.protocol}://${req.get("host")}`;
    const foreign =
      site === "cross-site" ||
      (origin !== undefined && !isOwnOrigin(origin, publicUrl, requestOrigin));
    if (foreign)
      return refuse(req, res, 403, "This request did not come from the shop's own pages.");
    next();
  };
}
