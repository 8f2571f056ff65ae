// The checkout's buyer (tests/fixtures/buyers.ts) in a test's own shop, signed in the way a
// spec talks to the shop: a browser's session, or a bearer token for the JSON API.
import type { Page, TestInfo } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { checkoutBuyer, type BuyerOptions } from "#tests/fixtures/buyers.ts";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { signIn } from "./accounts";

/** A new customer with a cart of 5 wrenches ($24.00) and 2 drills ($89.99), signed in on `page`. */
export async function signedInBuyer(
  page: Page,
  db: Database,
  testInfo: TestInfo,
  options: Omit<BuyerOptions, "label"> = {},
) {
  const buyer = await checkoutBuyer(db, { label: testInfo.project.name, ...options });
  await signIn(page, buyer.customer);
  return buyer;
}

/** The same buyer, with an Ohio address and a bearer token (`auth`) for the JSON API. */
export async function apiBuyer(db: Database, baseUrl: string, testInfo: TestInfo) {
  const buyer = await checkoutBuyer(db, { label: testInfo.project.name });
  const auth = { Authorization: await bearerToken(baseUrl, buyer.customer) };
  return { ...buyer, addressId: buyer.addressId!, auth };
}
