// The benchmark's floor pages (bench/minimal/app/markup.ts) must be the shop's page exactly: a
// page React wrote, read back into elements, renders to the same bytes.
import { createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { toElement } from "../../bench/minimal/app/markup";
import { bodyMarkup } from "../../bench/minimal/markup-tree";

const page = h(
  Fragment,
  null,
  h(
    "a",
    { href: "/tools?q=saw&sort=price", className: "p-4 text-sm", "aria-current": "page" },
    "Saws & <blades>",
  ),
  h(
    "form",
    { method: "post", noValidate: true },
    h("label", { htmlFor: "qyt", tabIndex: -1 }, "Quantity"),
    h("input", { id: "qyt", name: "qyt", required: true, readOnly: true, autoComplete: "off" }),
    h(
      "select",
      { name: "sort", value: "name", onChange: () => undefined },
      h("option", { value: "name" }, "Name"),
      h("option", { value: "price" }, "Price"),
    ),
  ),
  h(
    "div",
    { style: { marginTop: "1rem", WebkitLineClamp: "3" }, "data-state": "idle" },
    'It\'s "quoted"',
  ),
  h("script", {
    type: "application/ld+json",
    dangerouslySetInnerHTML: { __html: '{"name":"A & B"}' },
  }),
  h("img", { src: "/a.svg", alt: "", width: 400, height: 300 }),
);

test("a page React wrote, read back by bodyMarkup, renders to the same bytes", () => {
  const body = renderToStaticMarkup(page);
  const html = `<!DOCTYPE html><html><head><title>t</title></head><body class="x">${body}</body></html>`;
  const again = renderToStaticMarkup(h(Fragment, null, bodyMarkup(html).map(toElement)));
  expect(again).toBe(body);
});
