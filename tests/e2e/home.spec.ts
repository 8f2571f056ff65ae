import { expect, test } from "./support/test";
import { seedReviews } from "#db/seed-data.ts";

test("home shows the hero, six tools, the stats, the promo and the latest three reviews", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Professional tools, ordered by the case.",
  );
  await expect(page.getByRole("region", { name: "Our tools" }).getByRole("article")).toHaveCount(6);

  const stats = page.getByRole("region", { name: "Trusted across the trade" });
  await expect(stats.getByRole("listitem")).toHaveText([
    "5000+Clients",
    "200+Products",
    "50+Service centres",
    "150+Sales agents",
  ]);
  await expect(page.getByRole("heading", { name: "Stock up for the season" })).toBeVisible();

  const reviews = page.getByRole("region", { name: "What our customers say" }).getByRole("figure");
  await expect(reviews).toHaveCount(3);
  const latest = seedReviews.slice(-3).reverse();
  for (const [index, review] of latest.entries()) {
    const card = reviews.nth(index);
    await expect(card).toContainText(review.name);
    await expect(card).toContainText(review.description);
    await expect(
      card.getByRole("img", { name: `${review.rating} out of 5 stars` }),
    ).toHaveAttribute("src", `/images/ratings/${review.rating}.svg`);
    await expect(card.locator("figcaption img")).toHaveAttribute(
      "src",
      review.img ?? "/images/avatar-default.svg",
    );
  }
});

test("every image on the home page loads", async ({ page, request }) => {
  await page.goto("/");
  const sources = await page
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  for (const src of new Set(sources)) {
    const response = await request.get(src!);
    expect(response.status(), src!).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }
});

test("the navigation bar and the footer", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Tools", "Blogs", "My Portfolio", "Login"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Blogs", exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole("contentinfo")).toContainText(
    `Copyright © ${new Date().getFullYear()} Forgeline Tools`,
  );
});

test("on a phone the menu opens and navigates", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Tools", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All tools");
});
