// API keys (issue 50), with JavaScript on and off: an admin creates a key on its page (refused
// without a scope), sees it once, the key reads orders through the API and not customers, the
// list shows its last use, and Revoke ends it at once.
import type { Page } from "@playwright/test";
import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

const keyRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

test("an admin creates a key with scopes, sees it once, and revokes it", async ({
  page,
  baseURL,
}, testInfo) => {
  const name = `Warehouse ${testInfo.project.name} ${newId().slice(-4)}`;
  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "API Keys" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API keys");

  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Choose at least one scope")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByRole("checkbox", { name: /orders:read/ }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`^${name} created`) })).toBeVisible();
  const key = await page.getByRole("textbox", { name: "The key" }).inputValue();
  expect(key).toMatch(/^flk_[\w-]{43}$/);
  await expect(keyRow(page, name).getByRole("cell")).toHaveText([
    name,
    "orders:read",
    `flk_…${key.slice(-4)}`,
    / by Shop Admin$/,
    "Never",
    /Revoke/,
  ]);

  const orders = await fetch(`${baseURL}/api/allorders`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(orders.status).toBe(200);
  const users = await fetch(`${baseURL}/api/allusers`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(users.status).toBe(403);
  expect(await users.json()).toEqual({ error: "This API key lacks the scope customers:read" });

  // Shown once: the list again shows only its last four characters, and its last use.
  await page.goto("/dashboard/api-keys");
  await expect(page.getByRole("textbox", { name: "The key" })).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(keyRow(page, name).getByRole("cell").nth(4)).not.toHaveText("Never");

  await confirmAction(
    page,
    keyRow(page, name),
    `Revoke ${name}`,
    `Revoke ${name}? Every call made with it is refused from now on`,
  );
  await expect(page.getByRole("status")).toContainText(`${name} revoked`);
  await expect(keyRow(page, name).getByRole("cell").nth(5)).toHaveText(/^Revoked/);
  const after = await fetch(`${baseURL}/api/allorders`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(after.status).toBe(401);
});
