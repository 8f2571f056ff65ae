// On a page without script the app's links are plain anchors: the same href and classes that
// React Router's would carry, without the router's work; the site's navigation is Remix's NavLink,
// which marks the current page on the server too. (With script they are all Remix's own; the
// end-to-end specs with JavaScript on click through them.)
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { expect, test } from "vitest";
import { Link } from "#app/components/link.tsx";
import { SiteNav } from "#app/components/site-nav.tsx";
import { PageShipsScript } from "#app/utils/page-scripts.ts";

// A data router on the server, as Remix's: the signed-in navigation holds a form (Logout).
async function onScriptFreePage(path: string, element: ReactElement) {
  const { query, dataRoutes } = createStaticHandler([{ path: "*", element }]);
  const context = await query(new Request(`http://shop.example${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return renderToStaticMarkup(
    h(PageShipsScript.Provider, {
      value: false,
      children: h(StaticRouterProvider, {
        router: createStaticRouter(dataRoutes, context),
        context,
        hydrate: false,
      }),
    }),
  );
}

test("a link is an anchor with its own attributes, and nothing only a router reads", async () => {
  const html = await onScriptFreePage(
    "/",
    h(Link, { to: "/tools/abc", prefetch: "intent", replace: true, className: "card" }, "Drill"),
  );
  expect(html).toBe('<a href="/tools/abc" class="card">Drill</a>');
});

test("the site's navigation marks the page being seen, with no script to do it", async () => {
  const current = async (path: string, user: { displayName: string } | null = null) =>
    [
      ...(await onScriptFreePage(path, h(SiteNav, { user, cartLines: 2 }))).matchAll(
        /<a [^>]*aria-current="page"[^>]*>([^<]*)</g,
      ),
    ].map((match) => match[1]);
  // Each link stands twice: in the bar, and in the small screens' menu.
  expect(await current("/")).toEqual(["Home", "Home"]);
  expect(await current("/tools")).toEqual(["Tools", "Tools"]);
  expect(await current("/tools/abc")).toEqual(["Tools", "Tools"]);
  expect(await current("/Tools")).toEqual(["Tools", "Tools"]);
  expect(await current("/toolshed")).toEqual([]);
  // The cart stands once, in view on every screen, with its number of lines.
  expect(await current("/cart")).toEqual(["Cart (2)"]);
  expect(await current("/dashboard/myorders", { displayName: "Lee" })).toEqual([
    "Dashboard",
    "Dashboard",
  ]);
});
