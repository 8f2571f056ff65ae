// The address book on My Profile (issue 37), with JavaScript on and off: a fresh customer of each
// test, on the shared shop (nobody else reads their book).
import type { Page } from "@playwright/test";
import { MAX_ADDRESSES } from "#app/schemas/address.ts";
import { newId } from "#db/id.ts";
import { createCustomer, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { e2eDatabase } from "./support/database";
import { expect, test } from "./support/test";
import { insertAddress } from "#tests/fixtures/addresses.ts";

const savedAddresses = (page: Page) => page.getByRole("list", { name: "Saved addresses" });

async function fillAddress(
  page: Page,
  values: {
    name: string;
    company: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
  },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Company (optional)").fill(values.company);
  await page.getByLabel("Street address").fill(values.street);
  await page.getByLabel("City").fill(values.city);
  await page.getByLabel("State", { exact: true }).selectOption(values.state);
  await page.getByLabel("ZIP code").fill(values.zip);
  await page.getByLabel("Phone").fill(values.phone);
}

const addressesOf = (userId: string) =>
  e2eDatabase().selectFrom("addresses").selectAll().where("userId", "=", userId).execute();

test("a customer saves an address from My Profile, sees it listed, and deletes it", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile");
  await page.getByRole("link", { name: "Address book" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Address book");
  await expect(page.getByText("No saved addresses yet.")).toBeVisible();

  await fillAddress(page, {
    name: "Dana Whitfield",
    company: "Whitfield Renovations",
    street: "214 Foundry Lane",
    city: "Dayton",
    state: "OH",
    zip: "45402-1234",
    phone: "+1 (937) 555-0142",
  });
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status")).toContainText("Address saved");
  await expect(page).toHaveURL(/\/dashboard\/myprofile\/addresses$/);
  const card = savedAddresses(page).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Dana Whitfield");
  await expect(card).toContainText("Whitfield Renovations");
  await expect(card).toContainText("214 Foundry Lane");
  await expect(card).toContainText("Dayton, OH 45402-1234");
  await expect(card).toContainText("Phone: +1 (937) 555-0142");
  const [stored] = await addressesOf(customer.id);
  expect(stored).toMatchObject({
    state: "OH",
    zip: "45402-1234",
    company: "Whitfield Renovations",
  });

  await confirmAction(
    page,
    card,
    "Delete the address of Dana Whitfield, 214 Foundry Lane",
    "Are You Sure Want To Delete Dana Whitfield, 214 Foundry Lane",
  );
  await expect(page.getByRole("status")).toContainText("Address deleted");
  await expect(page).toHaveURL(/\/dashboard\/myprofile\/addresses$/);
  await expect(page.getByText("No saved addresses yet.")).toBeVisible();
  expect(await addressesOf(customer.id)).toEqual([]);
});

test("one address is the billing address: ticked when added or chosen with its button, moved or dropped (issue 47)", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const delivery = await insertAddress(e2eDatabase(), customer.id);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/addresses");
  await expect(page.getByText("Billing address", { exact: true })).toHaveCount(0);

  await fillAddress(page, {
    name: "Accounts Payable",
    company: "",
    street: "9 Ledger Row",
    city: "Columbus",
    state: "OH",
    zip: "43215",
    phone: "+1 614 555 0199",
  });
  await page.getByLabel("Use as my billing address").check();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status")).toContainText("Address saved");
  const cards = savedAddresses(page).getByRole("listitem");
  const ledger = cards.filter({ hasText: "9 Ledger Row" });
  const shipTo = cards.filter({ hasText: delivery.street });
  await expect(ledger.getByText("Billing address", { exact: true })).toBeVisible();
  await expect(shipTo.getByText("Billing address", { exact: true })).toHaveCount(0);
  const billingOf = async () =>
    (await addressesOf(customer.id)).filter((entry) => entry.billing).map((entry) => entry.street);
  expect(await billingOf()).toEqual(["9 Ledger Row"]);

  // The other entry's button moves the mark: still one.
  await shipTo.getByRole("button", { name: /^Use for billing/ }).click();
  await expect(page.getByRole("status")).toContainText(
    `Invoices now bill ${delivery.name}, ${delivery.street}`,
  );
  await expect(shipTo.getByText("Billing address", { exact: true })).toBeVisible();
  await expect(ledger.getByText("Billing address", { exact: true })).toHaveCount(0);
  expect(await billingOf()).toEqual([delivery.street]);

  await shipTo.getByRole("button", { name: /^Stop billing here/ }).click();
  await expect(page.getByRole("status")).toContainText(
    "No billing address: invoices bill the delivery address",
  );
  await expect(page.getByText("Billing address", { exact: true })).toHaveCount(0);
  expect(await billingOf()).toEqual([]);
});

test("a state, ZIP and phone that are not a US address's are pointed out, and nothing is saved", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/addresses");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(6);

  await fillAddress(page, {
    name: "Dana Whitfield",
    company: "",
    street: "214 Foundry Lane",
    city: "Dayton",
    state: "OH",
    zip: "4540",
    phone: "call me",
  });
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(
    page.getByText("Enter a ZIP code of 5 digits, or 5 and 4 (like 45402 or 45402-1234)"),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Enter a phone number of 7 to 20 digits (+, spaces, dashes and brackets allowed)",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays.
  await expect(page.getByLabel("Street address")).toHaveValue("214 Foundry Lane");

  // A state that is not on the list (a forged post) is refused by the server too.
  const forged = await page.request.post("/dashboard/myprofile/addresses", {
    form: {
      name: "Dana Whitfield",
      street: "214 Foundry Lane",
      city: "Dayton",
      state: "ZZ",
      zip: "45402",
      phone: "+1 937 555 0142",
    },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Choose a US state (two letters, like OH)");
  expect(await addressesOf(customer.id)).toEqual([]);
});

test("a full address book says so instead of offering the form, and refuses one more", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  for (let index = 0; index < MAX_ADDRESSES; index += 1)
    await insertAddress(e2eDatabase(), customer.id, { street: `${index + 1} Foundry Lane` });
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/addresses");
  await expect(savedAddresses(page).getByRole("listitem")).toHaveCount(MAX_ADDRESSES);
  const full = `Your address book is full (${MAX_ADDRESSES} addresses): delete one before adding another`;
  await expect(page.getByText(full)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save address" })).toHaveCount(0);

  const refused = await page.request.post("/dashboard/myprofile/addresses", {
    form: {
      name: "One Too Many",
      street: "51 Foundry Lane",
      city: "Dayton",
      state: "OH",
      zip: "45402",
      phone: "+1 937 555 0142",
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain(full);
  expect(await addressesOf(customer.id)).toHaveLength(MAX_ADDRESSES);
});

test("another customer's address cannot be deleted, nor its confirmation seen", async ({
  page,
}, testInfo) => {
  const owner = await createCustomer(testInfo);
  const address = await insertAddress(e2eDatabase(), owner.id, {
    name: `Owner ${newId().slice(-4)}`,
  });
  await signIn(page, await createCustomer(testInfo));
  const response = await page.goto(`/dashboard/myprofile/addresses/${address.id}/delete`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(address.name)).toHaveCount(0);
  const post = await page.request.post(`/dashboard/myprofile/addresses/${address.id}/delete`, {
    form: {},
  });
  expect(post.status()).toBe(404);
  expect(await addressesOf(owner.id)).toHaveLength(1);
});
