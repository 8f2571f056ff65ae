// The address book's JSON API (issue 37) over HTTP, against the shared shop with fresh customers
// of each test: the session cookie or a bearer token, bad input, the book's limit, and another
// customer's address.
import { expect, test } from "@playwright/test";
import { MAX_ADDRESSES } from "#app/schemas/address.ts";
import { createCustomer, type Account } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";

const baseUrl = () => process.env.E2E_BASE_URL!;

const ADDRESS = {
  name: "Dana Whitfield",
  company: "Whitfield Renovations",
  street: "214 Foundry Lane",
  city: "Dayton",
  state: "oh",
  zip: "45402",
  phone: "+1 937 555 0142",
};

/** A call as `account` with a bearer token (API clients) or the session cookie (a browser). */
async function caller(account: Account, how: "bearer" | "cookie") {
  const headers: Record<string, string> =
    how === "bearer"
      ? { Authorization: await bearerToken(baseUrl(), account) }
      : { Cookie: await signInCookie(baseUrl(), account), Origin: baseUrl() };
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

for (const how of ["bearer", "cookie"] as const) {
  test(`a customer saves, lists and deletes their addresses (${how})`, async () => {
    const customer = await createCustomer(test.info());
    const call = await caller(customer, how);
    expect(await (await call("GET", "/api/addresses")).json()).toEqual([]);

    const created = await call("POST", "/api/addresses", ADDRESS);
    expect(created.status).toBe(201);
    const address = await created.json();
    expect(address).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...ADDRESS,
      state: "OH",
      billing: false,
    });
    const withoutCompany = await call("POST", "/api/addresses", {
      ...ADDRESS,
      company: undefined,
      zip: "45402-1234",
    });
    expect(withoutCompany.status).toBe(201);
    expect(await withoutCompany.json()).toMatchObject({ company: null, zip: "45402-1234" });

    const listed = await (await call("GET", "/api/addresses")).json();
    expect(listed.map((entry: { zip: string }) => entry.zip)).toEqual(["45402", "45402-1234"]);

    const deleted = await call("DELETE", `/api/addresses/${address._id}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await call("DELETE", `/api/addresses/${address._id}`)).status).toBe(404);
    expect(await (await call("GET", "/api/addresses")).json()).toHaveLength(1);
  });
}

test("bad fields are refused with 400 and a message for each, and nothing is saved", async () => {
  const customer = await createCustomer(test.info());
  const call = await caller(customer, "bearer");
  const refused = await call("POST", "/api/addresses", {
    ...ADDRESS,
    state: "ZZ",
    zip: "4540",
    phone: "call me",
    street: "",
    city: "x".repeat(101),
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({
    error: "Invalid fields",
    fieldErrors: {
      state: ["Choose a US state (two letters, like OH)"],
      zip: ["Enter a ZIP code of 5 digits, or 5 and 4 (like 45402 or 45402-1234)"],
      phone: ["Enter a phone number of 7 to 20 digits (+, spaces, dashes and brackets allowed)"],
      street: ["This field is required"],
      city: ["Use at most 100 characters"],
    },
  });
  const wrongTypes = await call("POST", "/api/addresses", { ...ADDRESS, zip: 45402 });
  expect(wrongTypes.status).toBe(400);
  expect((await wrongTypes.json()).fieldErrors).toHaveProperty("zip");
  const notJson = await fetch(`${baseUrl()}/api/addresses`, {
    method: "POST",
    headers: {
      Authorization: await bearerToken(baseUrl(), customer),
      "Content-Type": "application/json",
    },
    body: "{not json",
  });
  expect(notJson.status).toBe(400);
  expect(await (await call("GET", "/api/addresses")).json()).toEqual([]);
});

test("one address of a book is the billing address: added so or marked, the one before unmarked", async () => {
  const customer = await createCustomer(test.info());
  const call = await caller(customer, "bearer");
  const first = await (await call("POST", "/api/addresses", { ...ADDRESS, billing: true })).json();
  expect(first.billing).toBe(true);
  const second = await (
    await call("POST", "/api/addresses", { ...ADDRESS, street: "9 Ledger Row", billing: true })
  ).json();
  const billing = async () =>
    ((await (await call("GET", "/api/addresses")).json()) as { _id: string; billing: boolean }[])
      .filter((entry) => entry.billing)
      .map((entry) => entry._id);
  expect(await billing()).toEqual([second._id]);

  const marked = await call("PATCH", `/api/addresses/${first._id}`, { billing: true });
  expect(marked.status).toBe(200);
  expect(await marked.json()).toEqual({ ...first, billing: true });
  expect(await billing()).toEqual([first._id]);
  const unmarked = await call("PATCH", `/api/addresses/${first._id}`, { billing: false });
  expect((await unmarked.json()).billing).toBe(false);
  expect(await billing()).toEqual([]);

  // Anything but a yes or no is refused, and so is another customer's address.
  for (const body of [{ billing: "yes" }, {}, { billing: true, street: "1 Elsewhere" }]) {
    const refused = await call("PATCH", `/api/addresses/${first._id}`, body);
    expect(refused.status, JSON.stringify(body)).toBe(400);
  }
  const other = await caller(await createCustomer(test.info()), "bearer");
  const stranger = await other("PATCH", `/api/addresses/${first._id}`, { billing: true });
  expect(stranger.status).toBe(404);
  expect(await stranger.json()).toEqual({ error: "No such address in your address book" });
  expect(await billing()).toEqual([]);
});

test("another customer's address is not theirs to delete: 404, and it stays", async () => {
  const owner = await createCustomer(test.info());
  const address = await insertAddress(e2eDatabase(), owner.id);
  const other = await caller(await createCustomer(test.info()), "bearer");
  expect((await other("DELETE", `/api/addresses/${address.id}`)).status).toBe(404);
  expect(await (await other("GET", "/api/addresses")).json()).toEqual([]);
  const mine = await (await caller(owner, "bearer"))("GET", "/api/addresses");
  expect((await mine.json()).map((entry: { _id: string }) => entry._id)).toEqual([address.id]);
});

test(`a book of ${MAX_ADDRESSES} addresses takes no more: 409 saying so`, async () => {
  const customer = await createCustomer(test.info());
  for (let index = 0; index < MAX_ADDRESSES; index += 1)
    await insertAddress(e2eDatabase(), customer.id, { street: `${index + 1} Foundry Lane` });
  const call = await caller(customer, "bearer");
  const refused = await call("POST", "/api/addresses", ADDRESS);
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({
    error: `Your address book is full (${MAX_ADDRESSES} addresses): delete one before adding another`,
  });
  expect(await (await call("GET", "/api/addresses")).json()).toHaveLength(MAX_ADDRESSES);
});

test("signed out, every call answers 401", async () => {
  for (const [method, path, body] of [
    ["GET", "/api/addresses", undefined],
    ["POST", "/api/addresses", ADDRESS],
    ["DELETE", "/api/addresses/000000000000000000000000", undefined],
    ["PATCH", "/api/addresses/000000000000000000000000", { billing: true }],
  ] as const) {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: body && JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(await response.json(), `${method} ${path}`).toHaveProperty("error");
  }
});

test("an admin has an address book of their own too, and cannot reach a customer's", async () => {
  const admin = await createCustomer(test.info(), "admin");
  const customer = await createCustomer(test.info());
  const address = await insertAddress(e2eDatabase(), customer.id);
  const call = await caller(admin, "bearer");
  expect(await (await call("GET", "/api/addresses")).json()).toEqual([]);
  expect((await call("POST", "/api/addresses", ADDRESS)).status).toBe(201);
  expect((await call("DELETE", `/api/addresses/${address.id}`)).status).toBe(404);
});
