import type { Page } from "@playwright/test";
import { newId } from "#db/id.ts";
import { createCustomer, dashboardNav, signIn } from "./support/accounts";
import { expect, test } from "./support/own-shop";

function reviewForm(page: Page) {
  return {
    company: page.getByLabel("Company"),
    rating: page.getByLabel("Rating"),
    comments: page.getByLabel("Your comments"),
  };
}

function homeReviews(page: Page) {
  return page.getByRole("region", { name: "What our customers say" }).getByRole("figure");
}

test("each empty review field says 'This field is required', and nothing is stored", async ({
  page,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Add A Review" }).click();
  await expect(page.getByRole("heading", { name: "Add A Review" })).toBeVisible();
  await expect(page.getByText(`(${customer.displayName})`)).toBeVisible();

  const form = reviewForm(page);
  await page.getByRole("button", { name: "Add review" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(3);
  for (const field of [form.company, form.rating, form.comments])
    await expect(field).toHaveAttribute("aria-invalid", "true");

  await form.company.fill("Kerr Joinery");
  await form.comments.fill("Good clamps.");
  await page.getByRole("button", { name: "Add review" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(1);
  await expect(form.rating).toHaveAttribute("aria-invalid", "true");
  await expect(form.company).toHaveValue("Kerr Joinery");

  expect(
    await shopDb.selectFrom("reviews").select("id").where("userId", "=", customer.id).execute(),
  ).toEqual([]);
});

test("a new review comes first on the home page, with its rating image and the default avatar", async ({
  page,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  await page.goto("/dashboard/addreview");
  const form = reviewForm(page);
  await form.company.fill("Kerr Joinery");
  await form.rating.selectOption("3");
  // Plain text: markup a customer types is shown as typed, never run or rendered.
  const comments = `<b>Sturdy</b> clamps <img src=x onerror=alert(1)> (${testInfo.project.name})`;
  await form.comments.fill(comments);
  await page.getByRole("button", { name: "Add review" }).click();

  await expect(page).toHaveURL(/\/#reviews$/);
  await expect(page.getByRole("status")).toContainText("Review Added Succesfull");
  const card = homeReviews(page).first();
  await expect(card).toContainText(customer.displayName);
  await expect(card).toContainText("Kerr Joinery");
  await expect(card.getByText(comments, { exact: true })).toBeVisible();
  await expect(card.locator("b")).toHaveCount(0);
  await expect(card.getByRole("img", { name: "3 out of 5 stars" })).toHaveAttribute(
    "src",
    "/images/ratings/3.svg",
  );
  await expect(card.locator("figcaption img")).toHaveAttribute("src", "/images/avatar-default.svg");
  await expect(homeReviews(page)).toHaveCount(3);
});

test("a second review replaces the first, signed with the profile's photo", async ({
  page,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  await shopDb
    .updateTable("users")
    .set({ photoURL: "/images/reviewers/priya-raman.svg" })
    .where("id", "=", customer.id)
    .execute();
  await signIn(page, customer);
  await page.goto("/dashboard/addreview");
  const form = reviewForm(page);
  await form.company.fill("Kerr Joinery");
  await form.rating.selectOption("2");
  await form.comments.fill("The first clamps slipped.");
  await page.getByRole("button", { name: "Add review" }).click();
  await expect(homeReviews(page).first()).toContainText("The first clamps slipped.");

  await page.goto("/dashboard/addreview");
  await expect(
    page.getByText("You have already reviewed us. Sending this form replaces your review"),
  ).toBeVisible();
  await expect(form.company).toHaveValue("Kerr Joinery");
  await expect(form.rating).toHaveValue("2");
  await expect(form.comments).toHaveValue("The first clamps slipped.");
  await form.rating.selectOption("5");
  await form.comments.fill("Support swapped them within a week. Now they hold.");
  await page.getByRole("button", { name: "Replace my review" }).click();

  await expect(page.getByRole("status")).toContainText("Review Added Succesfull");
  const card = homeReviews(page).first();
  await expect(card).toContainText("Support swapped them within a week. Now they hold.");
  await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toHaveAttribute(
    "src",
    "/images/ratings/5.svg",
  );
  await expect(card.locator("figcaption img")).toHaveAttribute(
    "src",
    "/images/reviewers/priya-raman.svg",
  );
  await expect(page.getByText("The first clamps slipped.")).toHaveCount(0);
  const stored = await shopDb
    .selectFrom("reviews")
    .select(["rating", "description"])
    .where("userId", "=", customer.id)
    .execute();
  expect(stored).toEqual([
    { rating: 5, description: "Support swapped them within a week. Now they hold." },
  ]);
});

test("every review on pages of 12, newest first, from the home page; a new one shows at once", async ({
  page,
  shopDb,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  // Older than any review the other tests write, so "newest first" stays theirs.
  const archive = Array.from({ length: 14 }, (_, index) => ({
    id: newId(),
    name: `Archive ${testInfo.project.name} ${index}`,
    company: "Archive Co",
    rating: 4,
    description: `Archived review ${index}.`,
    img: null,
    createdAt: new Date(Date.UTC(2019, 0, index + 1)).toISOString(),
  }));
  await shopDb.insertInto("reviews").values(archive).execute();

  // An anonymous visitor, as the page cache serves them.
  const visitor = await browser.newPage({ baseURL, javaScriptEnabled });
  await visitor.goto("/");
  await visitor.getByRole("link", { name: "Read all reviews" }).click();
  await expect(visitor).toHaveURL(/\/reviews$/);
  await expect(visitor.getByRole("heading", { name: "What our customers say" })).toBeVisible();
  // A browsing page: no script at all.
  await expect(visitor.locator("html[data-static]")).toHaveCount(1);
  await expect(visitor.locator("script[src]")).toHaveCount(0);
  await expect(visitor.getByRole("figure")).toHaveCount(12);

  const pages = visitor.getByRole("navigation", { name: "Pages" });
  // The last page holds the oldest.
  await pages
    .getByRole("link", { name: /^Page \d+$/ })
    .last()
    .click();
  await expect(visitor).toHaveURL(/\/reviews\?page=\d+$/);
  await expect(visitor.getByRole("figure").last()).toContainText(archive[0]!.name);

  // The cached first page gives way to a review written now.
  await visitor.goto("/reviews");
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  await page.goto("/dashboard/addreview");
  const form = reviewForm(page);
  await form.company.fill("Fresh Joinery");
  await form.rating.selectOption("4");
  await form.comments.fill(`Written just now (${testInfo.project.name}).`);
  await page.getByRole("button", { name: "Add review" }).click();
  await expect(page.getByRole("status")).toContainText("Review Added Succesfull");
  await visitor.goto("/reviews");
  await expect(visitor.getByRole("figure").first()).toContainText(customer.displayName);
  await visitor.close();
});
