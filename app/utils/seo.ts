import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Forgeline Tools";

interface MetaContext {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; data: unknown } | undefined)[];
}

/** The shop's public origin, which the root loader passes down from PUBLIC_URL. */
function originOf(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * A public page's title, description, canonical address and the Open Graph / Twitter card tags
 * that link previews read, all with absolute URLs. The canonical address keeps only `page`
 * (a search or a sort is the same page to a search engine).
 */
export function publicPageMeta(
  { location, matches }: MetaContext,
  page: { title: string; description: string; image?: string; type?: "website" | "product" },
): MetaDescriptor[] {
  const origin = originOf(matches);
  const pageNumber = new URLSearchParams(location.search).get("page");
  const keep = pageNumber && pageNumber !== "1" ? `?page=${encodeURIComponent(pageNumber)}` : "";
  const url = `${origin}${location.pathname}${keep}`;
  const image = page.image ? new URL(page.image, `${origin}/`).href : null;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}
