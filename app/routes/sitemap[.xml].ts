import {
  listCategoriesForSitemap,
  listLiveToolsForSitemap,
  newestReviewDate,
} from "#app/models/sitemap.server.ts";
import { categoryPagePath } from "#app/utils/breadcrumbs.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";

// The public pages whose content does not come from the database.
const STATIC_PAGES = ["/blogs", "/portfolio"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const latest = (a: string, b: string | undefined) => (b && b > a ? b : a);

function entry(path: string, lastModified?: string) {
  const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : "";
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
}

// GET /sitemap.xml: the home page, the catalogue, every category's page and every live tool (from the database, so a
// deleted tool leaves it at once), the reviews, and the other public pages.
export async function loader() {
  const [tools, newestReview, categories] = await Promise.all([
    listLiveToolsForSitemap(),
    newestReviewDate(),
    listCategoriesForSitemap(),
  ]);
  // The home page and the catalogue change with any tool they show: the latest tool change's day.
  const newest = tools.reduce<string | undefined>(
    (latest, tool) => (latest && latest > tool.lastModified ? latest : tool.lastModified),
    undefined,
  );
  const urls = [
    entry("/", newest),
    entry("/tools", newest),
    // Each category's page changes with its tools too: the catalogue's latest change.
    ...categories.map((category) =>
      entry(categoryPagePath(category.slug), latest(category.updatedAt, newest)),
    ),
    ...tools.map((tool) => entry(`/tools/${tool.id}`, tool.lastModified)),
    entry("/reviews", newestReview),
    ...STATIC_PAGES.map((path) => entry(path)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
