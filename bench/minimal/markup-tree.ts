// Reads a page the shop rendered back into the elements React would need to render it again:
// the floor pages of the benchmark (app/markup.ts). The shop's HTML is React's own static markup,
// so the same elements render the same bytes, which bench/run.ts checks before it measures.
import { Parser } from "htmlparser2";
import type { MarkupNode } from "./app/markup";

type MarkupElement = Exclude<MarkupNode, string>;

// React's names for the attributes the shop's pages use whose HTML spelling differs.
const PROP_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  novalidate: "noValidate",
  readonly: "readOnly",
};
// Written as `name=""` when true; React leaves out a boolean prop that is an empty string.
const BOOLEAN = new Set([
  "noValidate",
  "readOnly",
  "required",
  "disabled",
  "checked",
  "selected",
  "hidden",
  "open",
  "multiple",
]);
// Their text is not escaped markup: React sends it as it is only from dangerouslySetInnerHTML.
const RAW_TEXT = new Set(["script", "style"]);

/** `a:b;c-d:e` as React's style object, `{ a: "b", cD: "e" }`, which React writes back as it was. */
function styleObject(css: string): Record<string, string> {
  const declarations = css.split(";").filter((declaration) => declaration.includes(":"));
  return Object.fromEntries(
    declarations.map((declaration) => {
      const colon = declaration.indexOf(":");
      const property = declaration.slice(0, colon).trim();
      const name = property.startsWith("--")
        ? property
        : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return [name, declaration.slice(colon + 1).trim()];
    }),
  );
}

function props(attributes: Record<string, string>): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [attribute, value] of Object.entries(attributes)) {
    const name = PROP_NAMES[attribute] ?? attribute;
    named[name] = name === "style" ? styleObject(value) : BOOLEAN.has(name) ? true : value;
  }
  return named;
}

/**
 * React writes a select's value as `selected` on its option, and asks for it back as the select's
 * value (it warns of `selected` on an option).
 */
function chooseByValue(select: MarkupElement) {
  for (const option of select[2]) {
    if (typeof option === "string" || option[0] !== "option" || !option[1].selected) continue;
    delete option[1].selected;
    select[1].defaultValue = option[1].value;
  }
}

/** What lies between a document's `<body …>` and `</body>`, as written. */
export const bodyHtml = (html: string) =>
  html.slice(html.indexOf(">", html.indexOf("<body")) + 1, html.lastIndexOf("</body>"));

/** The children of the page's `<body>`. */
export function bodyMarkup(html: string): MarkupNode[] {
  const body: MarkupNode[] = [];
  const open: MarkupElement[] = [];
  let inBody = false;
  const children = () => open.at(-1)?.[2] ?? body;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === "body") inBody = true;
        else if (inBody) open.push([tag, props(attributes), []]);
      },
      ontext(text) {
        if (!inBody) return;
        const parent = open.at(-1);
        if (parent && RAW_TEXT.has(parent[0])) {
          const raw = (parent[1].dangerouslySetInnerHTML as { __html: string } | undefined)?.__html;
          parent[1].dangerouslySetInnerHTML = { __html: (raw ?? "") + text };
          return;
        }
        const siblings = children();
        // The parser may hand one text over in pieces: as two nodes, React's stream would write a
        // marker between them.
        if (typeof siblings.at(-1) === "string") siblings[siblings.length - 1] += text;
        else siblings.push(text);
      },
      onclosetag(tag) {
        if (tag === "body") inBody = false;
        else if (inBody) {
          const element = open.pop()!;
          if (tag === "select") chooseByValue(element);
          children().push(element);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  return body;
}
