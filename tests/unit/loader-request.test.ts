// What a loader or an action reads of its request (URL, headers, signal, posted form) once
// Remix's server runtime has stripped its own search params (`index`, `_routes`, `_data`). The
// CommonJS build, as the server bundle loads it.
import { createRequire } from "node:module";
import { expect, test } from "vitest";

interface RouteArgs {
  request: Request;
}
interface CallArgs {
  loadContext: unknown;
  params: Record<string, string>;
  request: Request;
  routeId: string;
  singleFetch: boolean;
}
const { callRouteLoader, callRouteAction } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/data.js",
) as {
  callRouteLoader(args: CallArgs & { loader: (args: RouteArgs) => unknown }): Promise<unknown>;
  callRouteAction(args: CallArgs & { action: (args: RouteArgs) => unknown }): Promise<unknown>;
};

/** The request a loader of a single-fetch app is given for `request`. */
async function seenByLoader(request: Request, singleFetch = true): Promise<Request> {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    params: {},
    request,
    routeId: "routes/tools",
    singleFetch,
    loader: ({ request: given }) => {
      seen = given;
      return null;
    },
  });
  return seen!;
}

const base = "http://shop.test/tools";

test("a URL with nothing of Remix's reaches the loader as it was, headers and all", async () => {
  for (const url of [base, `${base}?q=drill&sort=price&page=2`]) {
    const request = new Request(url, { headers: { cookie: "a=1", "accept-language": "en" } });
    const seen = await seenByLoader(request);
    expect(seen.url).toBe(url);
    expect(seen.method).toBe("GET");
    expect(seen.headers.get("cookie")).toBe("a=1");
    expect(seen.headers.get("accept-language")).toBe("en");
  }
});

test("Remix's own search params are still taken out, and the visitor's kept", async () => {
  expect((await seenByLoader(new Request(`${base}?index&q=saw`))).url).toBe(`${base}?q=saw`);
  expect((await seenByLoader(new Request(`${base}?q=saw&_routes=root`))).url).toBe(`${base}?q=saw`);
  expect((await seenByLoader(new Request(`${base}?_data=root&q=saw`), false)).url).toBe(
    `${base}?q=saw`,
  );
  // A visitor's `index` with a value is theirs: Remix keeps it.
  expect((await seenByLoader(new Request(`${base}?index=2`))).url).toBe(`${base}?index=2`);
  // A query Remix rewrites as it strips (a space as %20) still reads the same.
  const spaced = await seenByLoader(new Request(`${base}?index&q=hex%20key`));
  expect(new URL(spaced.url).searchParams.get("q")).toBe("hex key");
});

test("the loader's signal aborts when the request's does", async () => {
  const controller = new AbortController();
  const seen = await seenByLoader(new Request(base, { signal: controller.signal }));
  expect(seen.signal.aborted).toBe(false);
  controller.abort();
  expect(seen.signal.aborted).toBe(true);
});

test("an action reads the posted form, with or without Remix's params in the URL", async () => {
  for (const url of [base, `${base}?index`]) {
    let fields: Record<string, FormDataEntryValue> = {};
    let seenUrl = "";
    await callRouteAction({
      loadContext: {},
      params: {},
      request: new Request(url, { method: "POST", body: new URLSearchParams({ quantity: "12" }) }),
      routeId: "routes/tools",
      singleFetch: true,
      action: async ({ request }) => {
        seenUrl = request.url;
        fields = Object.fromEntries(await request.formData());
        return null;
      },
    });
    expect(seenUrl).toBe(base);
    expect(fields).toEqual({ quantity: "12" });
  }
});
