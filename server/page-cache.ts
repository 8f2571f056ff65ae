import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { gunzipped, prepareBody } from "./prepared-body";
import { freshNonce } from "#app/utils/random.server.ts";
import type { RequestLogger } from "./request-log";
import {
  onPublicChange,
  outsideWriteVersion,
  type PublicData,
} from "#app/models/public-changes.server.ts";
import {
  chooseEncoding,
  clientAddress,
  writeResponse,
  type Encoding as SharedEncoding,
} from "./http";

/**
 * The public pages and JSON, and what each of them shows. A page differs for a signed-in
 * visitor (their name in the navigation, their messages), so only visitors without a cookie or a
 * credential share it; the public JSON is the same for everyone who asks.
 */
const PUBLIC_PATHS: { path: RegExp; shows: PublicData[]; sameForEveryone?: true }[] = [
  { path: /^\/$/, shows: ["catalogue", "reviews"] },
  { path: /^\/tools(\/[^/]+)?$/, shows: ["catalogue"] },
  { path: /^\/reviews$/, shows: ["reviews"] },
  { path: /^\/api\/tools(\/[^/]+)?$/, shows: ["catalogue"], sameForEveryone: true },
  { path: /^\/api\/reviews$/, shows: ["reviews"], sameForEveryone: true },
  { path: /^\/(blogs|portfolio)$/, shows: [] },
];

const DEFAULT_MAX_BYTES = 96 * 1024 * 1024;

interface Entry {
  key: string;
  shows: PublicData[];
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  identity: Buffer | null;
  bytes: number;
  /** The headers of a hit, made once per way it is sent: no object is built per request. */
  hitHeaders: Partial<Record<Encoding | "notModified", OutgoingHttpHeaders>>;
}

/** A response that is not kept: sent once, as the app answered it. */
interface Rendered {
  status: number;
  headers: Headers;
  body: Buffer;
}

type Encoding = SharedEncoding | "identity";

/** Which of our prepared encodings the client takes. */
const encodingFor = (acceptEncoding: string | undefined): Encoding =>
  chooseEncoding(acceptEncoding) ?? "identity";

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
  private readonly maxBytes: number;
  private readonly log: RequestLogger | undefined;
  /** helmet's headers for a page without script, taken from the first response it dressed. */
  private securityHeaders: OutgoingHttpHeaders | null = null;

  constructor(
    private render: (request: Request, context: AppLoadContext) => Promise<Response>,
    { maxBytes = DEFAULT_MAX_BYTES, log }: { maxBytes?: number; log?: RequestLogger } = {},
  ) {
    this.maxBytes = maxBytes;
    this.log = log;
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

  /**
   * Answers a request from a kept page without Express: the path every anonymous visitor's
   * repeat visit takes, so it is one map look-up and one write. Says false when it cannot (not a
   * kept page, or the rare client that takes neither brotli nor gzip of a large body), and
   * Express's path (guards, render, fill) takes the request. The key is a host and URL that
   * already passed every guard on its way in, so there is nothing left to check.
   */
  readonly frontDoor = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!this.securityHeaders || !this.cacheable(req)) return false;
    this.noticeOutsideWrites();
    const entry = this.entries.get(keyOf(req));
    if (!entry) return false;
    const encoding = encodingFor(req.headers["accept-encoding"]);
    if (encoding === "identity" && !entry.identity) return false;
    this.touch(entry);
    const started = performance.now();
    const [status, length] = this.write(req, res, entry, "hit", encoding);
    this.log?.(req, status, length, performance.now() - started);
    return true;
  };

  readonly middleware = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const shows = this.cacheable(req);
    if (!shows) return next();
    this.securityHeaders ??= securityHeadersOf(res);
    this.serve(req, res, shows).then((served) => (served ? undefined : next()), next);
  };

  private cacheable(req: IncomingMessage): PublicData[] | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const path = (req.url ?? "/").split("?", 1)[0]!;
    const route = PUBLIC_PATHS.find((candidate) => candidate.path.test(path));
    if (!route) return null;
    // Any cookie (a session, a flash message) or credential: this visitor's page is their own.
    if (!route.sameForEveryone && (req.headers.cookie || req.headers.authorization)) return null;
    return route.shows;
  }

  private async serve(req: ExpressRequest, res: ExpressResponse, shows: PublicData[]) {
    this.noticeOutsideWrites();
    const key = keyOf(req);
    const entry = this.entries.get(key);
    if (entry) {
      this.touch(entry);
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
    const nonce = (res.locals.cspNonce as string | undefined) ?? freshNonce();
    const pending = this.fill(req, key, shows, nonce).finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    const rendered = await pending;
    if ("etag" in rendered) await this.send(req, res, rendered, "miss");
    else writeResponse(res, rendered.status, rendered.headers, rendered.body);
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
      clientAddress: clientAddress(req),
    });
    const rendered = (body: Buffer) => ({
      status: response.status,
      headers: response.headers,
      body,
    });
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(response.headers.get("cache-control") ?? "");
    if (!storable) return rendered(Buffer.from(await response.arrayBuffer()));
    const prepared = await prepareBody(response.body, nonce);
    if ("personal" in prepared) return rendered(prepared.personal);
    const entry: Entry = {
      ...prepared,
      key,
      shows,
      type: response.headers.get("content-type") ?? "",
      bytes: prepared.br.length + prepared.gzip.length + (prepared.identity?.length ?? 0),
      hitHeaders: {},
    };
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

  /** Least recently used goes first: a hit moves to the back. */
  private touch(entry: Entry) {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  private async send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    state: "hit" | "miss",
  ) {
    const encoding = encodingFor(req.headers["accept-encoding"]);
    // Only a large body keeps no identity copy; unzipping it for the rare client is worth a wait.
    const body = encoding === "identity" && !entry.identity ? await gunzipped(entry.gzip) : null;
    this.write(req, res, entry, state, encoding, body);
  }

  private write(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    state: "hit" | "miss",
    encoding: Encoding,
    unzipped: Buffer | null = null,
  ): [status: number, length: number] {
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, this.headersFor(entry, state, "notModified")).end();
      return [304, 0];
    }
    const body = unzipped ?? (encoding === "identity" ? entry.identity! : entry[encoding]);
    res
      .writeHead(200, this.headersFor(entry, state, encoding, body.length))
      .end(req.method === "HEAD" ? undefined : body);
    return [200, body.length];
  }

  private headersFor(
    entry: Entry,
    state: "hit" | "miss",
    sent: Encoding | "notModified",
    length = 0,
  ): OutgoingHttpHeaders {
    const kept = state === "hit" ? entry.hitHeaders[sent] : undefined;
    if (kept) return kept;
    const headers: OutgoingHttpHeaders = {
      ...this.securityHeaders,
      "Content-Type": entry.type,
      ETag: entry.etag,
      Vary: "Accept-Encoding",
      // Browsers ask again each time (a 304 when nothing changed), so stock is never stale.
      "Cache-Control": "no-cache",
      "X-Page-Cache": state,
    };
    if (sent !== "notModified") {
      if (sent !== "identity") headers["Content-Encoding"] = sent;
      headers["Content-Length"] = length;
    }
    if (state === "hit") entry.hitHeaders[sent] = headers;
    return headers;
  }
}

// The host is part of the key: pages carry absolute URLs (JSON-LD) built from it.
const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""}${req.url ?? "/"}`;

/**
 * The headers helmet gave a kept page's first response, for the front door to send again.
 * Without the CSP nonce: a kept page carries no script (see `fill`), and a nonce sent to every
 * visitor would be no secret.
 */
function securityHeadersOf(res: ServerResponse): OutgoingHttpHeaders {
  const headers = { ...res.getHeaders() };
  const policy = headers["content-security-policy"];
  if (typeof policy === "string")
    headers["content-security-policy"] = policy.replace(/ 'nonce-[^']*'/g, "");
  return headers;
}

/** The cache in front of the built app's Remix handler (production builds only). */
export function pageCache(build: () => ServerBuild, log: RequestLogger) {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return new PageCache(
    (request, context) => {
      handle ??= createRequestHandler(build(), "production");
      return handle(request, context);
    },
    { log },
  );
}
