import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gzip } from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import {
  onPublicChange,
  outsideWriteVersion,
  type PublicData,
} from "~/models/public-changes.server";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** The public pages and JSON an anonymous visitor gets, and what each of them shows. */
const PUBLIC_PATHS: { path: RegExp; shows: PublicData[] }[] = [
  { path: /^\/$/, shows: ["catalogue", "reviews"] },
  { path: /^\/(api\/)?tools(\/[^/]+)?$/, shows: ["catalogue"] },
  { path: /^\/(api\/)?reviews$/, shows: ["reviews"] },
  { path: /^\/(blogs|portfolio)$/, shows: [] },
];

/** Bodies above this keep no identity copy: the rare client without gzip gets it unzipped. */
const KEEP_IDENTITY_BELOW = 1024 * 1024;

interface Entry {
  key: string;
  shows: PublicData[];
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  identity: Buffer | null;
  bytes: number;
}

/** A response that is not kept: sent once, as the app answered it. */
interface Rendered {
  status: number;
  headers: Headers;
  body: Buffer;
}

function sendAsRendered(res: ExpressResponse, { status, headers, body }: Rendered) {
  res.status(status);
  for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.end(body);
}

type Encoding = "br" | "gzip" | "identity";

/** Which of our prepared encodings the client takes ("q=0" refusals are not looked at). */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

async function prepare(
  key: string,
  shows: PublicData[],
  type: string,
  body: Buffer,
): Promise<Entry> {
  const small = body.length < KEEP_IDENTITY_BELOW;
  // The best compression for pages (done once); a quicker one for the whole-catalogue JSON.
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: small ? 11 : 5 } }),
    gzipped(body, { level: small ? 9 : 6 }),
  ]);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const identity = small ? body : null;
  return {
    key,
    shows,
    type,
    etag,
    br,
    gzip: gz,
    identity,
    bytes: br.length + gz.length + (identity?.length ?? 0),
  };
}

/**
 * Anonymous visitors' public pages and JSON, rendered once and kept as prepared bytes (brotli,
 * gzip and identity) with an ETag. Only requests that carry no cookie and no credentials are
 * served from here or stored; a response that sets a cookie, carries a script (whose CSP nonce
 * would be shared) or is not a 200 is never stored. An entry is dropped as soon as a model
 * announces a change to what it shows, or another process writes to the database.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private rendering = new Map<string, Promise<Entry | Rendered>>();
  private bytes = 0;
  /** Bumped by every change: a render that started before one is served but not kept. */
  private generation = 0;
  private seenVersion: number | null = null;

  constructor(
    private render: (request: Request, context: AppLoadContext) => Promise<Response>,
    private maxBytes = 96 * 1024 * 1024,
  ) {
    onPublicChange((what) => this.forget(what));
  }

  /** Drops every entry that shows `what` (everything when not given). */
  forget(what?: PublicData): void {
    this.generation++;
    for (const entry of this.entries.values()) {
      if (!what || entry.shows.includes(what)) this.remove(entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  readonly middleware = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const shows = this.cacheable(req);
    if (!shows) return next();
    this.serve(req, res, shows).then((served) => (served ? undefined : next()), next);
  };

  private cacheable(req: ExpressRequest): PublicData[] | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    // Any cookie (a session, a flash message) or credential: this visitor's page is their own.
    if (req.headers.cookie || req.headers.authorization) return null;
    return PUBLIC_PATHS.find(({ path }) => path.test(req.path))?.shows ?? null;
  }

  private async serve(req: ExpressRequest, res: ExpressResponse, shows: PublicData[]) {
    this.noticeOutsideWrites();
    // The host is part of the key: pages carry absolute URLs (JSON-LD) built from it.
    const key = `${req.headers.host ?? ""}${req.originalUrl}`;
    const entry = this.entries.get(key);
    if (entry) {
      // Least recently used goes first: a hit moves to the back.
      this.entries.delete(key);
      this.entries.set(key, entry);
      await this.send(req, res, entry, "hit");
      return true;
    }
    const waiting = this.rendering.get(key);
    if (waiting) {
      // Rendered once for everyone who asked meanwhile; a page that cannot be kept is rendered
      // again for each of them by the app.
      const shared = await waiting;
      if (!("etag" in shared)) return false;
      await this.send(req, res, shared, "miss");
      return true;
    }
    const nonce = (res.locals.cspNonce as string | undefined) ?? randomBytes(16).toString("base64");
    const pending = this.fill(req, key, shows, nonce).finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    const rendered = await pending;
    if ("etag" in rendered) await this.send(req, res, rendered, "miss");
    else sendAsRendered(res, rendered);
    return true;
  }

  private noticeOutsideWrites() {
    const version = outsideWriteVersion();
    if (this.seenVersion !== null && version !== this.seenVersion) this.forget();
    this.seenVersion = version;
  }

  private async fill(
    req: ExpressRequest,
    key: string,
    shows: PublicData[],
    nonce: string,
  ): Promise<Entry | Rendered> {
    const generation = this.generation;
    const url = new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`);
    const headers = new Headers();
    for (const name of ["accept", "accept-language", "user-agent"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await this.render(new Request(url, { headers }), {
      cspNonce: nonce,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    });
    const body = Buffer.from(await response.arrayBuffer());
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
      !body.includes(nonce);
    if (!storable) return { status: response.status, headers: response.headers, body };
    const entry = await prepare(key, shows, response.headers.get("content-type") ?? "", body);
    if (generation === this.generation && entry.bytes <= this.maxBytes) this.keep(entry);
    return entry;
  }

  private keep(entry: Entry) {
    const old = this.entries.get(entry.key);
    if (old) this.remove(old);
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  private async send(req: ExpressRequest, res: ExpressResponse, entry: Entry, state: string) {
    res.setHeader("Content-Type", entry.type);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding");
    // Browsers ask again each time (a 304 when nothing changed), so stock is never stale.
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("X-Page-Cache", state);
    if (req.headers["if-none-match"] === entry.etag) {
      res.status(304).end();
      return;
    }
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const body =
      encoding === "identity" ? (entry.identity ?? (await gunzipped(entry.gzip))) : entry[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }
}

/** The cache in front of the built app's Remix handler (production builds only). */
export function pageCache(build: () => ServerBuild) {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return new PageCache((request, context) => {
    handle ??= createRequestHandler(build(), "production");
    return handle(request, context);
  }).middleware;
}
