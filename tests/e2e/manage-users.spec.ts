import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";

function userRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test("an admin makes a customer an admin after confirming, and takes it back", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, demoAdmin);
  const searched = `/dashboard/manageusers?q=${encodeURIComponent(customer.email)}`;
  await page.goto(searched);
  const row = userRow(page, customer.email);
  await expect(row.getByRole("cell").first()).toHaveText(customer.id.slice(-10));
  await expect(row).toContainText("Customer");

  const roleOf = async () =>
    (
      await e2eDatabase()
        .selectFrom("users")
        .select("role")
        .where("id", "=", customer.id)
        .executeTakeFirstOrThrow()
    ).role;
  // Make Admin asks first, like Delete: a dialog with JavaScript, a page without.
  const ask = async (label: string, question: string) => {
    const row = userRow(page, customer.email);
    await row
      .getByRole("button", { name: label })
      .or(row.getByRole("link", { name: label }))
      .click();
    const yes = javaScriptEnabled
      ? page.getByRole("dialog", { name: question }).getByRole("button", { name: "Yes" })
      : page.getByRole("button", { name: "Yes" });
    if (!javaScriptEnabled)
      await expect(page.getByRole("heading", { name: question })).toBeVisible();
    await yes.click();
  };
  await ask(
    "Make Admin",
    `Are You Sure Want To Make ${customer.displayName} (${customer.email}) An Admin`,
  );
  await expect(page.getByRole("status")).toContainText("Make Admin Successfull");
  // Back on the list as it was asked from: the same search, not the whole list, at the row.
  await expect(page).toHaveURL(`${searched}#user-${customer.id}`);
  await expect(userRow(page, customer.email)).toContainText("Admin");
  expect(await roleOf()).toBe("admin");

  // And back: another admin's rights can be removed.
  await ask(
    "Remove Admin",
    `Are You Sure Want To Remove Admin Rights From ${customer.displayName} (${customer.email})`,
  );
  await expect(page.getByRole("status")).toContainText(
    `${customer.displayName} is no longer an admin`,
  );
  expect(await roleOf()).toBeNull();
});

test("an admin deletes a user after confirming; the user's orders stay", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, demoAdmin);
  const searched = `/dashboard/manageusers?q=${encodeURIComponent(customer.email)}`;
  await page.goto(searched);
  await userRow(page, customer.email)
    .getByRole("link", { name: "Delete" })
    .or(userRow(page, customer.email).getByRole("button", { name: "Delete" }))
    .click();

  const question = `Are You Sure Want To Delete ${customer.displayName} (${customer.email})`;
  if (testInfo.project.use.javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toBeHidden();
    await userRow(page, customer.email).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: question }).getByRole("button", { name: "Yes" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/dashboard/manageusers/${customer.id}/delete\\?`));
    await expect(page.getByRole("heading", { name: question })).toBeVisible();
    // No leads back to the list as it was: the same search, at the row.
    await page.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL(`${searched}#user-${customer.id}`);
    await userRow(page, customer.email).getByRole("link", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
  }

  await expect(page).toHaveURL(searched);
  await expect(page.getByRole("status")).toContainText(`${customer.displayName} was deleted`);
  await expect(userRow(page, customer.email)).toHaveCount(0);
  expect(
    await e2eDatabase().selectFrom("users").select("id").where("id", "=", customer.id).execute(),
  ).toEqual([]);
});

test("an admin cannot delete themself", async ({ page }) => {
  await signIn(page, demoAdmin);
  // The demo admin is the shop's oldest account: found by searching, not on the first page.
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(demoAdmin.email)}`);
  const own = userRow(page, demoAdmin.email);
  await expect(own).toContainText("This is you");
  await expect(
    own.getByRole("button", { name: "Delete" }).or(own.getByRole("link", { name: "Delete" })),
  ).toHaveCount(0);
  const admin = await e2eDatabase()
    .selectFrom("users")
    .select("id")
    .where("email", "=", demoAdmin.email)
    .executeTakeFirstOrThrow();
  const forged = await page.request.post(`/dashboard/manageusers/${admin.id}/delete`, {
    form: {},
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
});
