import { expect, test } from "./support/test";
import { e2eDatabase } from "./support/database";

// Without PUBLIC_URL (demo mode) the shop's address is http://localhost and its own port.
const origin = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL!).port}`;

test("public pages carry a canonical address and link-preview tags with absolute URLs", async ({
  page,
  baseURL,
}) => {
  await page.goto("/tools?q=drill&page=1");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin(baseURL)}/tools`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "All tools — Forgeline Tools",
  );

  const tool = await e2eDatabase()
    .selectFrom("tools")
    .select(["id", "name", "img"])
    .where("deletedAt", "is", null)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  await page.goto(`/tools/${tool.id}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin(baseURL)}/tools/${tool.id}`,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${origin(baseURL)}${tool.img}`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
});

test("the sitemap lists every live tool, and robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const live = await e2eDatabase()
    .selectFrom("tools")
    .select("id")
    .where("deletedAt", "is", null)
    .execute();
  for (const tool of live) expect(xml).toContain(`<loc>${origin(baseURL)}/tools/${tool.id}</loc>`);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await robots.text();
  expect(text).toContain("Disallow: /dashboard");
  expect(text).toContain(`Sitemap: ${origin(baseURL)}/sitemap.xml`);
});
