// The patched route matcher (patches/README.md) keeps the matches of each pathname: the server
// bundle's CommonJS build, loaded as the server loads it. Kept matches must never leak between
// callers: each gets objects of its own.
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { expect, test } from "vitest";

const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "tool", path: "tools/:id" },
      { id: "tools", path: "tools" },
      { id: "missing", path: "*" },
    ],
  },
];

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => match.route.id);

test("a pathname matched again gives the same matches, as new objects", () => {
  const first = matchRoutes(routes, "/tools/abc")!;
  const second = matchRoutes(routes, "/tools/abc")!;
  expect(ids(first)).toEqual(["root", "tool"]);
  expect(second).toEqual(first);
  expect(second).not.toBe(first);
  expect(second[1]).not.toBe(first[1]);
  expect(second[1]!.params).not.toBe(first[1]!.params);
  // The matches of one call share their params, as the unpatched matcher's do.
  expect(second[0]!.params).toBe(second[1]!.params);
});

test("what one caller does to its matches is not what the next one gets", () => {
  const first = matchRoutes(routes, "/tools/xyz")!;
  // Typed read-only, but plain objects: a caller (a loader, say) can still write to them.
  (first[1]!.params as Record<string, string>).id = "changed";
  first[1]!.pathname = "/elsewhere";
  first.pop();
  const again = matchRoutes(routes, "/tools/xyz")!;
  expect(ids(again)).toEqual(["root", "tool"]);
  expect(again[1]).toMatchObject({ params: { id: "xyz" }, pathname: "/tools/xyz" });
});

test("each pathname gets its own matches, and no match stays no match", () => {
  expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "home"]);
  expect(ids(matchRoutes(routes, "/tools"))).toEqual(["root", "tools"]);
  expect(matchRoutes(routes, "/nowhere")![1]!.params).toEqual({ "*": "nowhere" });
  expect(matchRoutes([{ id: "only", path: "/only" }], "/other")).toBeNull();
  expect(matchRoutes([{ id: "only", path: "/only" }], "/other")).toBeNull();
  // Long pathnames are matched without being kept, the same way.
  const long = `/tools/${"a".repeat(300)}`;
  expect(matchRoutes(routes, long)![1]!.params).toEqual({ id: "a".repeat(300) });
});
