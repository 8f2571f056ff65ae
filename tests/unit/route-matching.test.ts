// Route matching with the backported upstream changes (patches/README.md): the static handler's
// branches flattened and ranked once, each route's matcher compiled once per branch. The matches
// must be those of a plain `matchRoutes`, which flattens the routes anew on every call. The
// CommonJS build, as the server bundle loads it.
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { expect, test } from "vitest";

type MatchRoutesImpl = (
  routes: Router.AgnosticDataRouteObject[],
  location: string,
  basename: string,
  allowPartial: boolean,
  branches: unknown,
) => Router.AgnosticRouteMatch[] | null;
const router = createRequire(import.meta.url)("@remix-run/router") as typeof Router & {
  UNSAFE_matchRoutesImpl: MatchRoutesImpl;
};

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "tool", path: "tools/:id" },
      { id: "tools", path: "tools" },
      { id: "optional", path: "blogs/:slug?" },
      { id: "files", path: "files/*" },
      { id: "missing", path: "*" },
    ],
  },
];

const shape = (matches: Router.AgnosticRouteMatch[] | null) =>
  matches?.map(({ params, pathname, pathnameBase, route }) => ({
    params,
    pathname,
    pathnameBase,
    id: route.id,
  })) ?? null;

test("the static handler's precomputed branches match as matchRoutes does", () => {
  const handler = router.createStaticHandler(routes) as Router.StaticHandler & {
    _internalRouteBranches: unknown;
  };
  for (const path of [
    "/",
    "/tools",
    "/tools/",
    "/tools/a%20b",
    "/blogs",
    "/blogs/first",
    "/files/a/b.txt",
    "/nope/at/all",
  ]) {
    const precomputed = router.UNSAFE_matchRoutesImpl(
      handler.dataRoutes,
      path,
      "/",
      false,
      handler._internalRouteBranches,
    );
    expect(shape(precomputed), path).toEqual(shape(router.matchRoutes(handler.dataRoutes, path)));
  }
  expect(shape(router.matchRoutes(handler.dataRoutes, "/tools/7"))?.at(-1)).toEqual({
    params: { id: "7" },
    pathname: "/tools/7",
    pathnameBase: "/tools/7",
    id: "tool",
  });
});

test("matchPath still compiles the pattern it is given", () => {
  expect(router.matchPath("/orders/:id", "/orders/42")?.params).toEqual({ id: "42" });
  expect(router.matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
  expect(router.matchPath("/a", "/b")).toBeNull();
});
