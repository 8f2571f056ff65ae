import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Response as ExpressResponse } from "express";
import {
  onPublicChange,
  outsideWriteVersion,
  type PublicData,
} from "#app/models/public-changes.server.ts";
import { attributeKeys } from "#app/models/taxonomy.server.ts";
import type { PageCacheRule, ServerHandle } from "#app/utils/route-handle.ts";
import { chooseEncoding, type Encoding as SharedEncoding } from "./accept-encoding";
import { sendResponse, writeResponse } from "./http";
import { gunzipped, prepareBody } from "./prepared-body";
import { answeredLine } from "./request-log";

const DEFAULT_MAX_BYTES = 96 * 1024 * 1024;
/** The most query parameters a kept page's request may carry (a catalogue's filters included). */
const MAX_QUERY_NAMES = 32;

interface Entry {
  key: string;
  shows: PublicData[];
  sameForEveryone: boolean;
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

/** A request the cache may answer: its route keeps pages, and the request is one to share. */
export interface Keeping {
  key: string;
  rule: PageCacheRule;
}

/**
 * Anonymous visitors' public pages and JSON (the routes whose `handle.pageCache` says so), kept
 * as the app answered them the first time, as prepared bytes (brotli, gzip and identity) with an
 * ETag. Only requests that carry no cookie and no credentials are served from here or stored
 * (the public JSON excepted: the same for everyone); a response that sets a cookie, carries a
 * script (whose CSP nonce would be shared) or is not a 200 is never stored. An entry is dropped
 * as soon as a model announces a change to what it shows, or another process writes to the
 * database.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private rendering = new Map<string, Promise<Entry | Rendered>>();
  private bytes = 0;
  /** Bumped by every change: a render that started before one is served but not kept. */
  private generation = 0;
  private seenVersion: number | null = null;
  /** helmet's headers for a page without script, taken from the first response it dressed. */
  private securityHeaders: OutgoingHttpHeaders | null = null;

  private readonly maxBytes: number;
  /** Sees each request the front door answers, before it is answered (the request log). */
  private readonly frontDoorLog: (line: string) => void;

  constructor({
    maxBytes = DEFAULT_MAX_BYTES,
    frontDoorLog = () => {},
  }: {
    maxBytes?: number;
    /** Where the front door writes the request log's line of each page it answers. */
    frontDoorLog?: (line: string) => void;
  } = {}) {
    this.maxBytes = maxBytes;
    this.frontDoorLog = frontDoorLog;
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
   * Express's path (guards, render, fill) takes the request. A page is kept under a path and
   * query that passed every guard on its way in, so there is nothing left to check.
   */
  readonly frontDoor = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!this.securityHeaders || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const startedAt = performance.now();
    this.noticeOutsideWrites();
    const entry = this.entries.get(keyOf(req.url ?? "/"));
    if (!entry || (!entry.sameForEveryone && carriesCredentials(req))) return false;
    const encoding = encodingFor(req.headers["accept-encoding"]);
    if (encoding === "identity" && !entry.identity) return false;
    this.touch(entry);
    const [status, length] = this.write(req, res, entry, "hit", encoding);
    this.frontDoorLog(answeredLine(req, status, length, startedAt));
    return true;
  };

  /**
   * Whether this request is one to answer from the cache: a GET or HEAD of a route that keeps
   * its pages, without a cookie or credential unless the route's answer is the same for
   * everyone, and with no query parameter the route does not read. Null sends it to the app.
   */
  keeping(req: IncomingMessage, handle: ServerHandle): Keeping | null {
    const rule = handle.pageCache;
    if (!rule || (req.method !== "GET" && req.method !== "HEAD")) return null;
    if (!rule.sameForEveryone && carriesCredentials(req)) return null;
    const url = req.url ?? "/";
    // Remix's data requests (a client navigation, which only script makes) are not kept.
    if (/\.data(\?|$)/.test(url)) return null;
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1 || url.length));
    const names = [...query.keys()];
    const known = rule.query ?? [];
    const repeatable = rule.attributeQuery ? attributeKeys() : undefined;
    if (names.length > MAX_QUERY_NAMES) return null;
    const unknown = (name: string, at: number) =>
      repeatable?.has(name) ? false : !known.includes(name) || names.indexOf(name) !== at;
    if (names.some(unknown)) return null;
    return { key: keyOf(url), rule };
  }

  /**
   * Answers a request `keeping` accepted: from its kept page, else with what `render` (the app)
   * answers, kept for the next visitors when it may be. Requests that arrive while a page is
   * rendered wait for that one rendering.
   */
  async respond(
    req: IncomingMessage,
    res: ExpressResponse,
    { key, rule }: Keeping,
    render: () => Promise<Response>,
  ): Promise<void> {
    this.securityHeaders ??= securityHeadersOf(res);
    this.noticeOutsideWrites();
    const entry = this.entries.get(key);
    if (entry) {
      this.touch(entry);
      return this.send(req, res, entry, "hit");
    }
    // A HEAD answer has no body to keep.
    if (req.method === "HEAD") return sendResponse(res, await render());
    const waiting = this.rendering.get(key);
    if (waiting) {
      // Rendered once for everyone who asked meanwhile; a page that cannot be kept is rendered
      // again for each of them.
      const shared = await waiting;
      if ("etag" in shared) return this.send(req, res, shared, "miss");
      return sendResponse(res, await render());
    }
    const nonce = String(res.locals.cspNonce ?? "");
    const pending = this.fill(key, rule, nonce, render).finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    const rendered = await pending;
    if ("etag" in rendered) await this.send(req, res, rendered, "miss");
    else writeResponse(res, rendered.status, rendered.headers, rendered.body);
  }

  private noticeOutsideWrites() {
    const version = outsideWriteVersion();
    if (this.seenVersion !== null && version !== this.seenVersion) this.forget();
    this.seenVersion = version;
  }

  private async fill(
    key: string,
    { shows, sameForEveryone, quickWithQuery }: PageCacheRule,
    nonce: string,
    render: () => Promise<Response>,
  ): Promise<Entry | Rendered> {
    const generation = this.generation;
    const response = await render();
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
    // A search's page is one of many, each seldom asked again: compressed quickly.
    const prepared = await prepareBody(response.body, nonce, !!quickWithQuery && key.includes("?"));
    if ("personal" in prepared) return rendered(prepared.personal);
    const entry: Entry = {
      ...prepared,
      key,
      shows,
      sameForEveryone: sameForEveryone === true,
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
  ): [status: number, length: number | undefined] {
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, this.headersFor(entry, state, "notModified")).end();
      return [304, undefined];
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

const carriesCredentials = (req: IncomingMessage) =>
  Boolean(req.headers.cookie || req.headers.authorization);

/**
 * A kept page's key: its path and its query, sorted. No host: pages build absolute URLs from
 * PUBLIC_URL, never from the Host a request brought, so a made-up Host neither gets a page of
 * its own nor makes a new entry.
 */
function keyOf(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  return `${url.slice(0, at)}?${query}`;
}

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
