import { describe, expect, it } from "vitest";
import { restockTool, updateTool } from "#app/models/tool.server.ts";
import { loader as robots } from "#app/routes/robots[.txt].ts";
import { loader as sitemap } from "#app/routes/sitemap[.xml].ts";
import { publicOrigin } from "#app/utils/public-url.server.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import { clearCatalogue, insertReview, insertTool } from "#tests/fixtures/in-process.ts";

describe("GET /sitemap.xml", () => {
  it("lists the public pages and every live tool with its lastmod, and no deleted tool", async () => {
    await clearCatalogue();
    const older = await insertTool({
      name: "Older",
      createdAt: "2026-03-04T10:00:00.000Z",
      updatedAt: "2026-03-04T10:00:00.000Z",
    });
    const newer = await insertTool({
      name: "Newer",
      createdAt: "2026-05-06T10:00:00.000Z",
      updatedAt: "2026-05-06T10:00:00.000Z",
    });
    const gone = await insertTool({ name: "Gone", deletedAt: new Date().toISOString() });
    await insertReview({ createdAt: "2026-04-01T09:00:00.000Z" });
    await insertReview({ createdAt: "2026-06-07T09:00:00.000Z" });

    const response = await sitemap();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const entries = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ].map(([, loc, lastmod]) => ({ loc, lastmod }));
    expect(entries).toEqual([
      { loc: `${publicOrigin}/`, lastmod: "2026-05-06" },
      { loc: `${publicOrigin}/tools`, lastmod: "2026-05-06" },
      { loc: `${publicOrigin}/tools/${newer.id}`, lastmod: "2026-05-06" },
      { loc: `${publicOrigin}/tools/${older.id}`, lastmod: "2026-03-04" },
      { loc: `${publicOrigin}/reviews`, lastmod: "2026-06-07" },
      { loc: `${publicOrigin}/blogs`, lastmod: undefined },
      { loc: `${publicOrigin}/portfolio`, lastmod: undefined },
    ]);
    expect(xml).not.toContain(gone.id);
  });

  it("moves a tool's lastmod, and the catalogue's, when an admin edits or restocks it", async () => {
    await clearCatalogue();
    const edited = await insertTool({
      name: "Edited",
      createdAt: "2026-03-04T10:00:00.000Z",
      updatedAt: "2026-03-04T10:00:00.000Z",
    });
    const restocked = await insertTool({
      name: "Restocked",
      createdAt: "2026-03-05T10:00:00.000Z",
      updatedAt: "2026-03-05T10:00:00.000Z",
    });
    const today = new Date().toISOString().slice(0, 10);
    const lastmods = async () =>
      Object.fromEntries(
        [...(await (await sitemap()).text()).matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)</g)].map(
          ([, loc, lastmod]) => [loc!.replace(publicOrigin, ""), lastmod],
        ),
      );
    expect(await lastmods()).toMatchObject({ "/tools": "2026-03-05" });
    const { name, img, description, price, minimum_qyt, available_qyt } = edited;
    const changed = { name, img, description, price: price + 100, minimum_qyt, available_qyt };
    await updateTool(edited.id, changed, available_qyt);
    await restockTool(restocked.id, 5, 1_000_000);
    expect(await lastmods()).toMatchObject({
      "/tools": today,
      [`/tools/${edited.id}`]: today,
      [`/tools/${restocked.id}`]: today,
    });
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the dashboard and the API, and points to the sitemap", async () => {
    const text = await robots().text();
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /api/");
    for (const mailed of ["/forgot-password", "/reset-password", "/verify-email"])
      expect(lines).toContain(`Disallow: ${mailed}`);
    expect(lines).toContain(`Sitemap: ${publicOrigin}/sitemap.xml`);
  });
});

describe("publicPageMeta", () => {
  const context = (pathname: string, search = "") => ({
    location: { pathname, search },
    matches: [{ id: "root", data: { origin: "https://shop.example" } }],
  });

  it("gives a canonical URL and link-preview tags with absolute URLs", () => {
    const meta = publicPageMeta(context("/tools/abc", "?ref=mail"), {
      title: "Drill — Forgeline Tools",
      description: "A drill.",
      image: "/uploads/abc.webp",
      type: "product",
    });
    expect(meta).toEqual([
      { title: "Drill — Forgeline Tools" },
      { name: "description", content: "A drill." },
      { tagName: "link", rel: "canonical", href: "https://shop.example/tools/abc" },
      { property: "og:site_name", content: "Forgeline Tools" },
      { property: "og:type", content: "product" },
      { property: "og:title", content: "Drill — Forgeline Tools" },
      { property: "og:description", content: "A drill." },
      { property: "og:url", content: "https://shop.example/tools/abc" },
      { property: "og:image", content: "https://shop.example/uploads/abc.webp" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Drill — Forgeline Tools" },
      { name: "twitter:description", content: "A drill." },
      { name: "twitter:image", content: "https://shop.example/uploads/abc.webp" },
    ]);
  });

  it("keeps the page number, and only it, in the canonical URL", () => {
    const canonical = (search: string) =>
      publicPageMeta(context("/tools", search), { title: "t", description: "d" }).find(
        (tag) => "rel" in tag && tag.rel === "canonical",
      );
    expect(canonical("?q=saw&page=2")).toMatchObject({ href: "https://shop.example/tools?page=2" });
    expect(canonical("?page=1")).toMatchObject({ href: "https://shop.example/tools" });
  });
});
