// Every route that takes a `redirectTo`, fed the known open-redirect payloads: the address it
// sends the visitor to must be a path of this shop, as a document request (JavaScript off) and
// as the `.data` request Remix's client makes (JavaScript on).
import { expect, test } from "@playwright/test";
import { SLOW } from "./support/test";
import { OPEN_REDIRECT_PAYLOADS } from "#tests/support/open-redirect-payloads.ts";
import { createCustomer, type Account } from "./support/accounts";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { signInCookie } from "#tests/fixtures/over-http.ts";

test.describe.configure({ mode: "serial" });

let scratch: ScratchShop;
let customer: Account;
let cookie: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scratch = await startScratchShop();
  customer = await createCustomer(test.info(), null, scratch.db);
  cookie = await signInCookie(scratch.shop.baseUrl, customer);
});
test.afterAll(async () => scratch?.dispose());

/** Where the answer sends the browser: a Location, or single fetch's redirect header. */
function target(response: Response): string | null {
  return response.headers.get("X-Remix-Redirect") ?? response.headers.get("Location");
}

/** Whether a browser on the shop, following `location` (decoded as far as anyone would), stays. */
function staysOnShop(location: string, origin: string): boolean {
  let decoded = location;
  for (let round = 0; round < 4; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return (
    location.startsWith("/") &&
    !/^\/[/\\]/.test(location) &&
    !/^\/[/\\]/.test(decoded) &&
    new URL(location, origin).origin === origin &&
    new URL(decoded, origin).origin === origin
  );
}

const FORMS = ["", ".data"] as const;

test("a signed-in visit to a sign-in page goes on to a path of the shop, whatever redirectTo says", async () => {
  test.setTimeout(180_000);
  const { baseUrl } = scratch.shop;
  const offSite: string[] = [];
  for (const page of ["/login", "/signup", "/forgot-password"]) {
    for (const form of FORMS) {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const path = `${page}${form}?${new URLSearchParams({ redirectTo: payload })}`;
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        await response.arrayBuffer();
        const location = target(response);
        if (!location || !staysOnShop(location, baseUrl))
          offSite.push(`${path}: ${response.status} -> ${location}`);
      }
    }
  }
  expect(offSite).toEqual([]);
});

test("signing in or up with a hostile redirectTo lands on a path of the shop", SLOW, async () => {
  test.setTimeout(300_000);
  const { baseUrl } = scratch.shop;
  const offSite: string[] = [];
  for (const [index, payload] of OPEN_REDIRECT_PAYLOADS.entries()) {
    for (const form of FORMS) {
      const signIn = await fetch(`${baseUrl}/login${form}`, {
        method: "POST",
        headers: { Origin: baseUrl },
        body: new URLSearchParams({
          email: customer.email,
          password: customer.password,
          redirectTo: payload,
        }),
        redirect: "manual",
      });
      await signIn.arrayBuffer();
      const signUp = await fetch(`${baseUrl}/signup${form}`, {
        method: "POST",
        headers: { Origin: baseUrl },
        body: new URLSearchParams({
          name: `Redirect Probe ${index}`,
          email: `redirect-${index}${form.replace(".", "-")}@customers.example`,
          password: "probe-123",
          confirmPassword: "probe-123",
          redirectTo: payload,
        }),
        redirect: "manual",
      });
      await signUp.arrayBuffer();
      for (const [what, response] of [
        ["sign-in", signIn],
        ["sign-up", signUp],
      ] as const) {
        const location = target(response);
        if (!location || !staysOnShop(location, baseUrl))
          offSite.push(
            `${what}${form} ${JSON.stringify(payload)}: ${response.status} -> ${location}`,
          );
      }
    }
  }
  expect(offSite).toEqual([]);
});
