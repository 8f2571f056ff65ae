import { expect, test } from "./support/test";
import { blogArticles } from "#app/content/blog-articles.ts";
import { portfolio } from "#app/content/portfolio.ts";
import { e2eDatabase } from "./support/database";

test("the blog shows every question with its full answer", async ({ page }) => {
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions and answers");
  for (const article of blogArticles) {
    const section = page.locator(`article#${article.slug}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(article.question);
    await expect(section.locator("p")).toHaveCount(article.answer.length + 1);
  }
  await page.getByRole("link", { name: blogArticles[2]!.question }).click();
  await expect(page).toHaveURL(new RegExp(`#${blogArticles[2]!.slug}$`));
});

test("the portfolio page", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolio.name);
  for (const heading of ["Skills", "Projects", "Experience", "Education"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const project of portfolio.projects)
    await expect(page.getByRole("heading", { name: project.name })).toBeVisible();
});

test("any other path is a 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Professional tools, ordered by the case.",
  );
});

test("browsing pages ship no script at all; the sign-in page does", async ({ page }) => {
  const tool = await e2eDatabase().selectFrom("tools").select("id").executeTakeFirstOrThrow();
  const browsing = ["/", "/tools", "/tools?q=drill&page=1", `/tools/${tool.id}`, "/blogs"];
  for (const path of [...browsing, "/portfolio", "/no/such/page"]) {
    await page.goto(path);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    // JSON-LD is data for search engines, not a script that runs.
    const scripts = page.locator(
      'script:not([type="application/ld+json"]), link[rel=modulepreload]',
    );
    await expect(scripts).toHaveCount(0);
  }
  const login = await page.request.get("/login");
  expect(await login.text()).toMatch(/<script[^>]*type="module"/);
});
