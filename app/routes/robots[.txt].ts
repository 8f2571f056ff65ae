import { absoluteUrl } from "#app/utils/public-url.server.ts";

// GET /robots.txt: crawlers keep to the public pages; the dashboard, the API, sign-in, the
// mailed links' pages and the order and payment steps are no place for them.
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /purchase/",
    "Disallow: /login",
    "Disallow: /signup",
    "Disallow: /auth/",
    "Disallow: /forgot-password",
    "Disallow: /reset-password",
    "Disallow: /verify-email",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
