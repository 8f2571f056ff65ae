// Price groups (issue 40), with JavaScript on and off: an admin adds, edits and deletes a group,
// puts the demo customer in it on Manage Users, and the member sees their prices on /tools and
// home. A shop of the worker's own: the shared one keeps the demo's groups and members.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "#db/seed.ts";
import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

const groupRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

const DRILL = "Forgeline 18V Brushless Drill Driver";
const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("an admin adds, edits and deletes a price group, and puts the demo customer in it", async ({
  page,
  browser,
  shopDb,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  const name = `Trade ${testInfo.project.name} ${newId().slice(-4)}`;
  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Price Groups" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Price groups");
  await expect(groupRow(page, "Distributor").getByRole("cell")).toHaveText([
    "Distributor",
    "15%",
    "Hand tools 20%",
    "1",
    /Edit\s*Delete/,
  ]);

  // Refused: a name another group has, a discount of three decimals.
  await page.getByLabel("Name").fill("distributor");
  await page.getByLabel("Discount (%)").fill("12.345");
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(
    page.getByText(
      "Enter a discount from 0 to 99.99 percent, with at most two decimals (like 12.5)",
    ),
  ).toBeVisible();
  await page.getByLabel("Discount (%)").fill("10");
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByText("A price group already has that name")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} added`);
  await expect(groupRow(page, name).getByRole("cell")).toHaveText([
    name,
    "10%",
    "None",
    "0",
    /Edit\s*Delete/,
  ]);

  await groupRow(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  // The list has an add form with the same fields: wait for the edit page before filling.
  await expect(page).toHaveURL(/\/dashboard\/price-groups\/[^/]+\/edit$/);
  await expect(page.getByLabel("Discount (%)")).toHaveValue("10");
  await page.getByLabel("Drills & drivers (%)").fill("100");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Drills & drivers (%)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Drills & drivers (%)").fill("12.5");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} saved`);
  await expect(groupRow(page, name).getByRole("cell").nth(2)).toHaveText("Drills & drivers 12.5%");

  // Manage Users: the demo customer into the group; an admin cannot be put in one.
  await page.goto(`/dashboard/manageusers?q=${DEMO_CUSTOMER.email}`);
  const customerRow = page.getByRole("row").filter({ hasText: DEMO_CUSTOMER.email });
  await expect(customerRow.getByRole("cell").nth(4)).toContainText("List prices");
  await customerRow
    .getByRole("link", { name: `Change the price group of ${DEMO_CUSTOMER.displayName}` })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/manageusers\/[^/]+\/price-group/);
  await page.getByLabel("Price group").selectOption({ label: `${name} (10% off)` });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText(
    `${DEMO_CUSTOMER.displayName} now pays ${name} prices`,
  );
  await expect(page).toHaveURL(/\/dashboard\/manageusers\?q=/);
  await expect(customerRow.getByRole("cell").nth(4)).toContainText(name);
  const admin = await shopDb
    .selectFrom("users")
    .select("id")
    .where("email", "=", demoAdmin.email)
    .executeTakeFirstOrThrow();
  const refused = await page.goto(`/dashboard/manageusers/${admin.id}/price-group`);
  expect(refused?.status()).toBe(400);
  await expect(
    page.getByText("An admin is in no price group: admins pay list prices"),
  ).toBeVisible();

  // The member sees their prices: $149.00 less 12.5% on Drills & drivers is $130.37.
  const member = await browser.newContext({ baseURL, javaScriptEnabled });
  const memberPage = await member.newPage();
  await signIn(memberPage, DEMO_CUSTOMER);
  const onTools = await memberPage.goto("/tools?q=FL-DD18-K2");
  expect(onTools?.headers()["cache-control"]).toBe("private, no-store");
  const drill = card(memberPage, DRILL);
  await expect(drill.getByRole("definition").first()).toHaveText(
    `$130.37 list price $149.00${name} price`,
  );
  await expect(drill.locator("del")).toHaveText("list price $149.00");
  // Home's newest tools (other tests of this shop may have added newer ones than the drill).
  const home = await memberPage.goto("/");
  expect(home?.headers()["cache-control"]).toBe("private, no-store");
  await expect(memberPage.getByText(`${name} price`).first()).toBeVisible();
  await expect(memberPage.locator("article del").first()).toContainText("list price");

  await page.goto("/dashboard/price-groups");
  await confirmAction(
    page,
    groupRow(page, name),
    `Delete ${name}`,
    `Are You Sure Want To Delete ${name}? Its 1 member goes back to list prices`,
  );
  await expect(page.getByRole("status")).toContainText(`${name} deleted`);
  await expect(groupRow(page, name)).toHaveCount(0);
  const customer = await shopDb
    .selectFrom("users")
    .select("priceGroupId")
    .where("email", "=", DEMO_CUSTOMER.email)
    .executeTakeFirstOrThrow();
  expect(customer.priceGroupId).toBeNull();
  await memberPage.goto("/tools?q=FL-DD18-K2");
  await expect(card(memberPage, DRILL).getByRole("definition").first()).toHaveText("$149.00");
  await member.close();
});
