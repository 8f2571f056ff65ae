import { expect, test } from "./support/test";
import { blogArticles } from "../../app/content/blog-articles";
import { portfolio } from "../../app/content/portfolio";

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
