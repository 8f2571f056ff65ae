import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { sendEnquiry } from "./support/enquiry";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

test("a distributor's enquiry from the home page is read by an admin, newest first", async ({
  page,
  shopDb,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${newId().slice(-6)}`;
  // An older enquiry, already in the books.
  await shopDb
    .insertInto("enquiries")
    .values({
      id: newId(),
      name: `Earlier Distributor ${tag}`,
      email: `earlier-${tag}@dist.example`,
      company: "Earlier Supply",
      phone: null,
      message: "We asked first.",
      createdAt: "2025-06-01T09:00:00.000Z",
    })
    .execute();

  await page.goto("/#enquiry");
  await sendEnquiry(page, {
    name: `Ana Ruiz ${tag}`,
    email: `ana-${tag}@ruiz-supply.example`,
    company: "Ruiz Supply",
    phone: "+1 512 555 0199",
    message: "We run four hardware stores in Texas.",
  });
  await expect(page.getByRole("status")).toContainText("Thank you for your enquiry");

  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Distributor enquiries, newest first" });
  const rows = table.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Ana Ruiz ${tag}`);
  await expect(rows.nth(0)).toContainText(`ana-${tag}@ruiz-supply.example`);
  await expect(rows.nth(0)).toContainText("+1 512 555 0199");
  await expect(rows.nth(0)).toContainText("Ruiz Supply");
  await expect(rows.nth(0)).toContainText("We run four hardware stores in Texas.");
  await expect(rows.nth(1)).toContainText(`Earlier Distributor ${tag}`);
  await expect(rows.nth(1)).toContainText("Jun 1, 2025");
});
