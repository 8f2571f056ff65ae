// What a route tells the HTTP layer (server/) about itself, declared beside its own code as
// `export const handle`. The server reads it from the Remix build for the route a URL matches
// (Remix's own matcher), so no route's URL is written down a second time.
import type { PublicData } from "#app/models/public-changes.server.ts";

export const KB = 1024;
export const MB = 1024 * KB;

/** The body limit of every route that declares none: a form's fields, or the API's JSON. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/** A form or API call that carries a picture: the image (at most 5 MB) and its other fields. */
export const UPLOAD_BODY_LIMIT = 6 * MB;

export interface ServerHandle {
  /** The largest request body this route takes, in bytes (DEFAULT_BODY_LIMIT when not given). */
  bodyLimit?: number;
  /** Anonymous visitors' GETs of this route are answered from kept bytes (server/page-cache.ts). */
  pageCache?: PageCacheRule;
  /**
   * A JSON API resource route answered straight from its loader and action (server/api-routes.ts,
   * docs/decisions/0012-api-outside-remix.md), without Remix's request pipeline: only for routes
   * that read nothing Remix adds to a request.
   */
  outsideRemix?: true;
}

export interface PageCacheRule {
  /** What the page shows: its kept copy is dropped when one of these changes. */
  shows: PublicData[];
  /**
   * The query parameters its loader reads. A request with any other (or one given twice) is
   * answered without the cache, so made-up parameters cannot fill it.
   */
  query?: readonly string[];
  /**
   * It also reads the catalogue's attribute keys as parameters, each possibly more than once
   * (`voltage=18 V&voltage=36 V`), as the taxonomy knows them at the time of the request: a
   * name the catalogue does not know still bypasses the cache.
   */
  attributeQuery?: true;
  /**
   * Its pages with a query string (searches: many, each seldom asked again) are compressed
   * quickly rather than as hard as can be, so a new search does not wait for brotli's best.
   */
  quickWithQuery?: true;
  /** The same for everyone who asks (public JSON): kept and served even to a signed-in client. */
  sameForEveryone?: true;
}
