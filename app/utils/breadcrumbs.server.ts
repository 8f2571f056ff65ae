import { absoluteUrl } from "./public-url.server";

/** One step of a page's breadcrumbs: its name and, but for the page itself, its address. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's breadcrumbs from Home down to the page itself (the last step), with their
 * `BreadcrumbList` structured data in the shop's absolute addresses.
 */
export function breadcrumbTrail(steps: Crumb[]) {
  const trail = [{ name: "Home", path: "/" }, { name: "Tools", path: "/tools" }, ...steps];
  return {
    crumbs: trail,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    },
  };
}

/** The catalogue page of a category (`/tools?category=<slug>`). */
export const categoryPagePath = (slug: string) => `/tools?category=${encodeURIComponent(slug)}`;
