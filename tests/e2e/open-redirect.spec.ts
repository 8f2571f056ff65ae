// The open redirect of the second audit, in a browser with JavaScript on and off: signing in from
// a link whose redirectTo hides another site behind a dot segment or an encoded slash lands on
// the shop (open-redirect.api.spec.ts sends the whole corpus to every route over HTTP).
import { expect, test } from "./support/test";
import { createCustomer, fillLogin } from "./support/accounts";

const PAYLOADS = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%5Cevil.example",
];

for (const payload of PAYLOADS) {
  test(`signing in from a link with redirectTo=${payload} stays on the shop`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const customer = await createCustomer(testInfo);
    // Nothing may leave the machine: a request to the other site fails the test on its own.
    const leftTheShop: string[] = [];
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.origin === new URL(baseURL!).origin) return route.continue();
      leftTheShop.push(url.href);
      return route.abort();
    });
    await page.goto(`/login?${new URLSearchParams({ redirectTo: payload })}`);
    await fillLogin(page, customer.email, customer.password);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

    // Signed in, the same link sends the visitor on at once: still to the shop.
    await page.goto(`/login?${new URLSearchParams({ redirectTo: payload })}`);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(leftTheShop).toEqual([]);
  });
}
