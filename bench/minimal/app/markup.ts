// Another page's markup as data the minimal app sends: rendered again by React (`/markup/N`), what
// that much markup costs in the yardstick's own setup, or as the finished string it already is
// (`/bytes/N`), what sending those bytes costs with nothing rendered. Floors under a rendered
// page's cost (bench/run.ts).
import { createElement, type ReactNode } from "react";

/** Text, or an element: its tag, its React props and its children. */
export type MarkupNode = string | [tag: string, props: Record<string, unknown>, MarkupNode[]];

/** A page of the shop: its body as elements to render, and as the HTML the shop wrote. */
export interface MarkupPage {
  tree: MarkupNode[];
  body: string;
}

/**
 * Where bench/minimal/server.ts leaves the pages' markup before it loads the build. A loader
 * would hand it to the route instead, and also send it to the browser as data, work the shop's
 * pages without script never do.
 */
export const MARKUP_PAGES = Symbol.for("bench.markupPages");

export function markupPage(index: number): MarkupPage {
  const pages = (globalThis as { [MARKUP_PAGES]?: MarkupPage[] })[MARKUP_PAGES];
  return pages?.[index] ?? { tree: [], body: "" };
}

/** The element for a node, made per render as JSX would be. */
export const toElement = (node: MarkupNode, key: number): ReactNode =>
  typeof node === "string"
    ? node
    : createElement(node[0], { ...node[1], key }, ...node[2].map(toElement));
