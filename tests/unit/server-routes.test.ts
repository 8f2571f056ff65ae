// server/routes.ts: a URL reaches the route Remix would give it, so a route's declared facts
// (`handle`) apply however its URL is spelled, and to nothing else.
import type { ServerBuild } from "@remix-run/node";
import { expect, it } from "vitest";
import { routeFor, serverHandleFor } from "../../server/routes";

type Module = ServerBuild["routes"][string]["module"];

const route = (id: string, path: string | undefined, handle?: object, extra: object = {}) => ({
  [id]: { id, path, parentId: "root", ...extra, module: { handle } as Module },
});

const upload = { bodyLimit: 6 * 1024 * 1024 };
const build = {
  routes: {
    root: { id: "root", path: "", module: {} as Module },
    ...route("routes/_index", undefined, { pageCache: { shows: [] } }, { index: true }),
    ...route("routes/dashboard.addproduct", "dashboard/addproduct", upload),
    ...route("routes/tools.$id", "tools/:id", { pageCache: { shows: ["catalogue"] } }),
    ...route("routes/api.$", "api/*"),
    ...route("routes/api.images", "api/images", upload),
  },
} as unknown as ServerBuild;

it("finds a route's handle however its URL is spelled, as Remix matches it", () => {
  for (const path of [
    "/dashboard/addproduct",
    "/Dashboard/AddProduct",
    "/dashboard/addproduct/",
    "/%64ashboard/addproduct",
    "/dashboard/addproduct.data",
  ])
    expect(serverHandleFor(build, path), path).toEqual(upload);
  expect(serverHandleFor(build, "/_root.data")).toEqual({ pageCache: { shows: [] } });
  expect(routeFor(build, "/tools/abc")?.params).toEqual({ id: "abc" });
});

it("gives nothing to a URL its route does not declare for, or that no route takes", () => {
  expect(serverHandleFor(build, "/api/images/extra")).toEqual({});
  expect(serverHandleFor(build, "/dashboard/addproduct/x")).toEqual({});
  expect(serverHandleFor(build, "/nowhere")).toEqual({});
  expect(routeFor(build, "/api/images")?.route.id).toBe("routes/api.images");
  expect(routeFor(build, "/api/other")?.route.id).toBe("routes/api.$");
});
