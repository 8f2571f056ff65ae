// Webhooks (issue 50), with JavaScript on and off: an admin registers an endpoint (refused
// without an event), sees its secret once, an order placed over the API reaches a receiver on
// loopback signed with that secret, the endpoint's page lists the delivery, and Resend sends the
// same event again.
import { newId } from "#db/id.ts";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { startReceiver } from "#tests/support/webhook-receiver.ts";
import { createCustomer, dashboardNav, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

test("an admin registers an endpoint, sees its deliveries and resends one", async ({
  page,
  baseURL,
  shopDb,
}, testInfo) => {
  const receiver = await startReceiver();
  try {
    const url = `${receiver.url}/${testInfo.project.name}-${newId().slice(-4)}`;
    await signIn(page, demoAdmin);
    await page.goto("/dashboard");
    await dashboardNav(page).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webhooks");

    await page.getByLabel("URL").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Choose at least one event")).toBeVisible();

    await page.getByLabel("URL").fill(url);
    await page.getByRole("checkbox", { name: /order\.placed/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByRole("heading", { name: /added: copy the secret now/ })).toBeVisible();
    const secret = await page
      .getByRole("textbox", { name: "The endpoint's signing secret" })
      .inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    receiver.useSecret(secret);

    // An order placed over the API: the background sender delivers it, signed.
    const tool = await insertTool(shopDb, { available_qyt: 50, minimum_qyt: 1 });
    const customer = await createCustomer(testInfo, null, shopDb);
    const placed = await fetch(`${baseURL}/api/orders`, {
      method: "POST",
      headers: {
        Authorization: await bearerToken(baseURL!, customer),
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        toolId: tool.id,
        qyt: 1,
        date: deliveryDate(),
        address: "1 Hook Street",
        phone: "+1 555 010 2030",
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { _id: string };
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({
      type: "order.placed",
      verified: true,
      data: { _id: order._id },
    });

    // Shown once: the list no longer shows the secret; the endpoint's page lists the delivery.
    await page.goto("/dashboard/webhooks");
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.getByRole("link", { name: `Open ${url}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(url);
    const row = page.getByRole("row").filter({ hasText: receiver.received[0]!.id });
    await expect(row.getByRole("cell")).toHaveText([
      new RegExp(`^order\\.placed`),
      "Delivered",
      "1",
      "200",
      /\d/,
      "Resend",
    ]);
    await row.getByRole("button", { name: /^Resend/ }).click();
    await expect(page.getByRole("status")).toContainText("Delivery queued to be sent again");
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    await page.reload();
    await expect(row.getByRole("cell").nth(2)).toHaveText("2");
  } finally {
    await receiver.stop();
  }
});
