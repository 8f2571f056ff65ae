import { expect, test } from "./support/test";
import { e2eDatabase } from "./support/database";
import { enquiryForm, sendEnquiry } from "./support/enquiry";

// Other tests send enquiries at the same time: what was stored is found by a unique email.
function enquiriesFrom(email: string) {
  return e2eDatabase().selectFrom("enquiries").select("id").where("email", "=", email).execute();
}

test("an empty enquiry says what is required and stores nothing", async ({ page }, testInfo) => {
  await page.goto("/#enquiry");
  const form = enquiryForm(page);
  await form.getByRole("button", { name: "Send enquiry" }).click();

  await expect(form.getByText("This field is required")).toHaveCount(4);
  const name = form.getByLabel("Your name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = await name.getAttribute("aria-describedby");
  await expect(page.locator(`#${describedBy}`)).toHaveText("This field is required");
  await expect(form.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");

  // Still incomplete with an email: refused, and nothing stored under that email.
  const email = `incomplete-${testInfo.project.name}-${Date.now()}@enquiry.example`;
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("This field is required")).toHaveCount(3);
  expect(await enquiriesFrom(email)).toEqual([]);
});

test("a bad email is pointed out and what was typed is kept", async ({ page }) => {
  await page.goto("/#enquiry");
  const form = enquiryForm(page);
  await form.getByLabel("Your name").fill("Ana Ruiz");
  await form.getByLabel("Email").fill("ana@");
  await form.getByLabel("Company").fill("Ruiz Supply");
  await form.getByLabel("Tell us about your business").fill("Four hardware stores in Texas.");
  await form.getByRole("button", { name: "Send enquiry" }).click();

  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("Ana Ruiz");
  await expect(form.getByLabel("Tell us about your business")).toHaveValue(
    "Four hardware stores in Texas.",
  );
});

test("a valid enquiry is stored and thanked", async ({ page }, testInfo) => {
  const email = `ana+${testInfo.project.name}-${Date.now()}@ruiz-supply.example`;
  await page.goto("/#enquiry");
  const form = enquiryForm(page);
  await sendEnquiry(page, {
    name: "Ana Ruiz",
    email,
    company: "Ruiz Supply",
    phone: "+1 512 555 0199",
    message: "We run four hardware stores in Texas.",
  });

  await expect(page.getByRole("status")).toContainText("Thank you for your enquiry");
  const stored = await e2eDatabase()
    .selectFrom("enquiries")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  expect(stored).toMatchObject({
    name: "Ana Ruiz",
    company: "Ruiz Supply",
    phone: "+1 512 555 0199",
  });
  // The form is empty again for the next visitor.
  await expect(form.getByLabel("Your name")).toHaveValue("");
});
