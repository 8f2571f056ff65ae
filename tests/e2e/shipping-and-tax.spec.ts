// An admin's shipping methods and sales tax rates (issue 37), with JavaScript on and off. A shop of
// the worker's own: the shared one keeps the demo methods and rates that other specs read.
import type { Page } from "@playwright/test";
import { newId } from "#db/id.ts";
import { createCustomer, dashboardNav, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

const methodRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

const stateRow = (page: Page, state: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: state, exact: true }) });

async function fillMethod(
  page: Page,
  values: { name: string; price: string; freeAbove: string; days: string },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Price (USD)").fill(values.price);
  await page.getByLabel("Free above (USD, optional)").fill(values.freeAbove);
  await page.getByLabel("Days in transit").fill(values.days);
}

test.describe("as an admin", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoAdmin);
  });

  test("adds, edits and deletes a shipping method, with its days in transit", async ({
    page,
    shopDb,
  }, testInfo) => {
    const name = `Pallet freight ${testInfo.project.name} ${newId().slice(-4)}`;
    await page.goto("/dashboard");
    await dashboardNav(page).getByRole("link", { name: "Shipping" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping methods");
    await expect(methodRow(page, "Standard ground").getByRole("cell")).toHaveText([
      "Standard ground",
      "$15.00",
      "$500.00",
      "5 business days",
      /Edit\s*Delete/,
    ]);

    await fillMethod(page, { name, price: "89.50", freeAbove: "", days: "3" });
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByRole("status")).toContainText(`${name} added`);
    await expect(methodRow(page, name).getByRole("cell")).toHaveText([
      name,
      "$89.50",
      "Never free",
      "3 business days",
      /Edit\s*Delete/,
    ]);
    const stored = await shopDb
      .selectFrom("shipping_methods")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ price: 8950, freeAbove: null, daysInTransit: 3 });

    await methodRow(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await expect(page.getByLabel("Price (USD)")).toHaveValue("89.5");
    await expect(page.getByLabel("Days in transit")).toHaveValue("3");
    await page.getByLabel("Free above (USD, optional)").fill("2500");
    await page.getByLabel("Days in transit").fill("0");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText(`${name} saved`);
    await expect(methodRow(page, name).getByRole("cell").nth(2)).toHaveText("$2,500.00");
    await expect(methodRow(page, name).getByRole("cell").nth(3)).toHaveText("Same day");
    expect(
      await shopDb
        .selectFrom("shipping_methods")
        .select("daysInTransit")
        .where("id", "=", stored.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ daysInTransit: 0 });

    await confirmAction(
      page,
      methodRow(page, name),
      `Delete ${name}`,
      `Are You Sure Want To Delete ${name}`,
    );
    await expect(page.getByRole("status")).toContainText(`${name} deleted`);
    await expect(page).toHaveURL(/\/dashboard\/shipping$/);
    await expect(methodRow(page, name)).toHaveCount(0);
    expect(
      await shopDb
        .selectFrom("shipping_methods")
        .select("id")
        .where("id", "=", stored.id)
        .execute(),
    ).toEqual([]);
  });

  test("a taken name, a price with a fraction of a cent, days out of bounds and missing fields are pointed out", async ({
    page,
    shopDb,
  }) => {
    const count = async () =>
      (await shopDb.selectFrom("shipping_methods").select("id").execute()).length;
    const before = await count();
    await page.goto("/dashboard/shipping");
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(3);

    await fillMethod(page, { name: "Express", price: "12.345", freeAbove: "", days: "61" });
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByText("Enter a price in dollars, like 18 or 18.50")).toBeVisible();
    await expect(page.getByLabel("Price (USD)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter at most 60")).toBeVisible();
    await expect(page.getByLabel("Days in transit")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Days in transit").fill("1.5");
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByLabel("Days in transit")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a whole number")).toBeVisible();

    await page.getByLabel("Price (USD)").fill("12.50");
    await page.getByLabel("Days in transit").fill("2");
    await page.getByRole("button", { name: "Add method" }).click();
    await expect(page.getByText("A shipping method already has that name")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Express");
    expect(await count()).toBe(before);

    // Renaming a method to another's name is refused the same way.
    await methodRow(page, "Standard ground")
      .getByRole("link", { name: "Edit Standard ground" })
      .click();
    // The list has an add form with the same fields: wait for the edit page before filling.
    await expect(page).toHaveURL(/\/dashboard\/shipping\/[^/]+\/edit$/);
    await page.getByLabel("Name").fill("Express");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("A shipping method already has that name")).toBeVisible();
    await page.goto("/dashboard/shipping");
    await expect(methodRow(page, "Standard ground")).toHaveCount(1);
  });

  test("sets, replaces and removes a state's sales tax, and says how tax is rounded", async ({
    page,
    shopDb,
  }) => {
    await page.goto("/dashboard");
    await dashboardNav(page).getByRole("link", { name: "Sales Tax" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales tax");
    await expect(page.getByText("rounded half up to the cent")).toBeVisible();
    await expect(stateRow(page, "Ohio (OH)").getByRole("cell")).toHaveText([
      "Ohio (OH)",
      "5.75%",
      "Yes",
      /Remove/,
    ]);

    await page.getByLabel("State", { exact: true }).selectOption("WA");
    await page.getByLabel("Rate (percent)").fill("6.5");
    await page.getByRole("button", { name: "Save rate" }).click();
    await expect(page.getByRole("status")).toContainText("Sales tax for Washington saved");
    await expect(stateRow(page, "Washington (WA)").getByRole("cell")).toHaveText([
      "Washington (WA)",
      "6.5%",
      "No",
      /Remove/,
    ]);

    // The same state again replaces its rate.
    await page.getByLabel("State", { exact: true }).selectOption("WA");
    await page.getByLabel("Rate (percent)").fill("10.25");
    await page.getByLabel("Shipping is taxed too").check();
    await page.getByRole("button", { name: "Save rate" }).click();
    await expect(page.getByRole("status")).toContainText("Sales tax for Washington saved");
    await expect(stateRow(page, "Washington (WA)").getByRole("cell")).toHaveText([
      "Washington (WA)",
      "10.25%",
      "Yes",
      /Remove/,
    ]);
    expect(
      await shopDb.selectFrom("tax_rates").selectAll().where("state", "=", "WA").execute(),
    ).toEqual([{ state: "WA", rateBp: 1025, taxShipping: 1 }]);

    await confirmAction(
      page,
      stateRow(page, "Washington (WA)"),
      "Remove the rate of Washington",
      "Are You Sure Want To Delete the tax rate of Washington",
    );
    await expect(page.getByRole("status")).toContainText(
      "Washington no longer has a sales tax rate",
    );
    await expect(stateRow(page, "Washington (WA)")).toHaveCount(0);
    expect(
      await shopDb.selectFrom("tax_rates").select("state").where("state", "=", "WA").execute(),
    ).toEqual([]);
  });

  test("a rate outside 0 to 100 percent, or with a third decimal, and no state are refused", async ({
    page,
    shopDb,
  }) => {
    await page.goto("/dashboard/tax");
    await page.getByRole("button", { name: "Save rate" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    const message = "Enter a rate from 0 to 100 percent, with at most two decimals (like 5.75)";
    for (const rate of ["5.755", "101"]) {
      await page.getByLabel("State", { exact: true }).selectOption("OH");
      await page.getByLabel("Rate (percent)").fill(rate);
      await page.getByRole("button", { name: "Save rate" }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel("Rate (percent)")).toHaveAttribute("aria-invalid", "true");
    }
    expect(
      await shopDb.selectFrom("tax_rates").select("rateBp").where("state", "=", "OH").execute(),
    ).toEqual([{ rateBp: 575 }]);
  });
});

test("a customer is refused the shipping and tax pages, and their sidebar does not name them", async ({
  page,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  const method = await shopDb.selectFrom("shipping_methods").select("id").executeTakeFirstOrThrow();
  for (const path of [
    "/dashboard/shipping",
    `/dashboard/shipping/${method.id}/edit`,
    `/dashboard/shipping/${method.id}/delete`,
    "/dashboard/tax",
    "/dashboard/tax/OH/delete",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  }
  await expect(dashboardNav(page).getByRole("link", { name: "Shipping" })).toHaveCount(0);
  const forged = await page.request.post("/dashboard/tax", {
    form: { state: "OH", rate: "0" },
  });
  expect(forged.status()).toBe(403);
  expect(
    await shopDb.selectFrom("tax_rates").select("rateBp").where("state", "=", "OH").execute(),
  ).toEqual([{ rateBp: 575 }]);
});
