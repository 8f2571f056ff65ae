// Which route of the Remix build a request's URL reaches, by Remix's own matcher and ranking over
// the build's route tree: how the HTTP layer reads what a route declares about itself (its
// `handle`, app/utils/route-handle.ts) without writing any route's URL down again.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerHandle } from "#app/utils/route-handle.ts";

type BuildRoute = ServerBuild["routes"][string];

/** The build's routes as the nested tree Remix builds from its flat manifest. */
function treeOf(build: ServerBuild, parentId?: string): AgnosticRouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: treeOf(build, route.id),
    })) as AgnosticRouteObject[];
}

// Made once per build: in development, Vite hands out a new build when the app changes.
const trees = new WeakMap<ServerBuild, AgnosticRouteObject[]>();

/**
 * The route a URL's path reaches (the deepest match), and its params. A `.data` path (Remix's
 * single fetch: a form posted with JavaScript, a client navigation) reaches the route of the
 * path without it, as in Remix.
 */
export function routeFor(build: ServerBuild, path: string): RouteOfPath {
  let known = routesOfPaths.get(build);
  if (!known) routesOfPaths.set(build, (known = new Map()));
  const kept = known.get(path);
  if (kept !== undefined) return kept;
  const found = matchPath(build, path);
  if (path.length <= MAX_KEPT_PATH_LENGTH) {
    if (known.size >= MAX_KEPT_PATHS) known.clear();
    known.set(path, found);
  }
  return found;
}

type RouteOfPath = { route: BuildRoute; params: Record<string, string | undefined> } | null;

/**
 * React Router 6's public `matchRoutes` flattens and ranks the whole route tree on every call,
 * and the HTTP layer asks for a request's route up to three times (body limit, page cache, API):
 * that was a tenth of a signed-in page's CPU. Each build keeps the routes of the paths it has
 * seen, at most this many, and starts afresh when full, so made-up paths cost little memory.
 */
const MAX_KEPT_PATHS = 2_000;
const MAX_KEPT_PATH_LENGTH = 256;
const routesOfPaths = new WeakMap<ServerBuild, Map<string, RouteOfPath>>();

function matchPath(build: ServerBuild, path: string): RouteOfPath {
  let tree = trees.get(build);
  if (!tree) trees.set(build, (tree = treeOf(build)));
  const pathname = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
  const match = matchRoutes(tree, pathname)?.at(-1);
  if (!match) return null;
  return { route: build.routes[match.route.id!] as BuildRoute, params: match.params };
}

/** What the route a URL reaches declares for the server; nothing for a URL no route takes. */
export function serverHandleFor(build: ServerBuild, path: string): ServerHandle {
  const handle = routeFor(build, path)?.route.module.handle;
  return typeof handle === "object" && handle !== null ? (handle as ServerHandle) : {};
}

/**
 * The Remix build as the server holds it: the bundle's own, or in development a function that
 * gives Vite's latest. (Remix's handler derives its routes from a function's build on every
 * request, so a fixed build is never wrapped in one: rendered pages took twice the CPU.)
 */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export const currentBuild = (source: BuildSource) =>
  typeof source === "function" ? source() : source;
