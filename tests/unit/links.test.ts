// On a page without script the app's links are plain anchors: the same href, classes and
// aria-current that React Router's would carry, without the router's work. (With script they are
// Remix's own; the end-to-end specs with JavaScript on click through them.)
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { expect, test } from "vitest";
import { Link, NavLink } from "#app/components/link.tsx";
import { PageShipsScript } from "#app/utils/page-scripts.ts";

const onScriptFreePage = (path: string, link: ReactElement) =>
  renderToStaticMarkup(
    h(
      MemoryRouter,
      { initialEntries: [path] },
      h(PageShipsScript.Provider, { value: false }, link),
    ),
  );

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");

test("a link is an anchor with its own attributes, and nothing only a router reads", () => {
  const html = onScriptFreePage(
    "/",
    h(Link, { to: "/tools/abc", prefetch: "intent", replace: true, className: "card" }, "Drill"),
  );
  expect(html).toBe('<a href="/tools/abc" class="card">Drill</a>');
});

test("a nav link is current on its page and in its folder, unless it must end there", () => {
  const tools = (path: string) =>
    onScriptFreePage(path, h(NavLink, { to: "/tools", className: navClass }, "Tools"));
  expect(tools("/tools")).toBe('<a href="/tools" aria-current="page" class="on">Tools</a>');
  expect(tools("/tools/abc")).toContain('aria-current="page"');
  expect(tools("/Tools")).toContain('class="on"');
  expect(tools("/toolshed")).toBe('<a href="/tools" class="off">Tools</a>');

  const home = (path: string) =>
    onScriptFreePage(path, h(NavLink, { to: "/", end: true, className: navClass }, "Home"));
  expect(home("/")).toContain('class="on"');
  expect(home("/blogs")).toContain('class="off"');
});

test("a nav link with a plain class gets React Router's `active` when current", () => {
  const profile = (path: string) =>
    onScriptFreePage(path, h(NavLink, { to: "/dashboard/myprofile", className: "me" }, "Lee"));
  expect(profile("/dashboard/myprofile")).toContain('class="me active"');
  expect(profile("/")).toContain('class="me"');
});
