import { expect, test } from "./support/test";

test("the API reference page lists every operation, from the OpenAPI document", async ({
  page,
  request,
}) => {
  const document = await (await request.get("/api/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.info.title);

  const sandbox = page.locator("#post-api-sandbox-confirm-payment");
  await expect(sandbox.getByRole("heading", { level: 3 })).toHaveText(
    "POST/api/sandbox/confirm-payment",
  );
  await expect(sandbox.getByRole("table", { name: /Request body/ })).toContainText("cardNumber");
  await expect(sandbox).toContainText("402");

  await page
    .getByRole("navigation", { name: "Operations" })
    .getByRole("link", { name: "POST /api/login" })
    .click();
  await expect(page).toHaveURL(/#post-api-login$/);
  const operations = Object.values(document.paths as Record<string, object>).reduce<number>(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  await expect(page.locator("article")).toHaveCount(operations);
});
