// Documents for the accountant (issue 47): an account's company (sign-up, the profile, the API),
// the address book's one billing address, the bill-to an order keeps from its payment, and the
// invoice and credit note that print it, with part and document numbers never broken across
// lines. This file runs on SQLite and on PostgreSQL.
import { describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import {
  addAddress,
  listAddresses,
  setBillingAddress,
  type Address,
} from "#app/models/address.server.ts";
import { fulfilOrder, getOrder, writeOrder } from "#app/models/order.server.ts";
import { getUserById, updateProfile } from "#app/models/user.server.ts";
import { loader as invoiceApi } from "#app/routes/api.orders.$id.invoice.ts";
import { loader as creditNoteApi } from "#app/routes/api.refunds.$id.credit-note.ts";
import { action as usersApi } from "#app/routes/api.users.$key.ts";
import { action as addressBook } from "#app/routes/dashboard.myprofile_.addresses.tsx";
import { action as updateProfilePage } from "#app/routes/dashboard.myprofile_.updateprofile.tsx";
import { action as signup } from "#app/routes/signup.tsx";
import { pdfText } from "#tests/support/pdf-text.ts";
import { multipartRequest } from "#tests/support/images.ts";
import {
  answer,
  formPost,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
} from "#tests/support/route-args.ts";
import { FILLED_PROFILE } from "#tests/fixtures/accounts.ts";
import { OHIO_ADDRESS } from "#tests/fixtures/addresses.ts";
import { insertRefund } from "#tests/fixtures/after-sale.ts";
import { delivery, insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

type Buyer = Awaited<ReturnType<typeof userWithToken>>;

const BILLING = {
  ...OHIO_ADDRESS,
  name: "Accounts Payable",
  company: null,
  street: "9 Ledger Row",
  city: "Columbus",
  zip: "43215",
};

const billingOf = async (userId: string) =>
  (await listAddresses({ userId: userId }))
    .filter((address) => address.billing)
    .map((address) => address.id);

/** A document's lines as one line: an address may wrap in its column, where a number may not. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** An answer a page's action threw (a 404) or returned. */
const settled = (call: Promise<unknown>) =>
  call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

describe("the billing address", () => {
  it("is one entry of a book at most: marking one, added so or afterwards, unmarks the other", async () => {
    const { user } = await userWithToken();
    const first = (await addAddress({ userId: user.id }, { ...OHIO_ADDRESS, billing: true }))!;
    const shipTo = (await addAddress({ userId: user.id }, OHIO_ADDRESS))!;
    expect(await billingOf(user.id)).toEqual([first.id]);

    const second = (await addAddress({ userId: user.id }, { ...BILLING, billing: true }))!;
    expect(await billingOf(user.id)).toEqual([second.id]);
    expect((await setBillingAddress(user.id, shipTo.id, true))?.billing).toBe(1);
    expect(await billingOf(user.id)).toEqual([shipTo.id]);
    // Unmarked, the book has none; another's address (or none by that id) changes nothing.
    expect((await setBillingAddress(user.id, shipTo.id, false))?.billing).toBe(0);
    expect(await billingOf(user.id)).toEqual([]);
    await setBillingAddress(user.id, second.id, true);
    const stranger = await userWithToken();
    expect(await setBillingAddress(stranger.user.id, first.id, true)).toBeUndefined();
    expect(await setBillingAddress(user.id, "0".repeat(24), true)).toBeUndefined();
    expect(await billingOf(user.id)).toEqual([second.id]);
  });

  it("stays one when marks of one book race", async () => {
    const { user } = await userWithToken();
    const entries: Address[] = [];
    for (let index = 0; index < 4; index += 1)
      entries.push(
        (await addAddress({ userId: user.id }, { ...OHIO_ADDRESS, street: `${index} Race St` }))!,
      );
    await Promise.all([
      ...entries.map((entry) => setBillingAddress(user.id, entry.id, true)),
      addAddress({ userId: user.id }, { ...BILLING, billing: true }),
    ]);
    expect(await billingOf(user.id)).toHaveLength(1);
  });

  it("is marked on the address book page, added so or with an entry's button, only one's own", async () => {
    const { user } = await userWithToken();
    const cookie = await sessionCookie(user.id);
    const post = (fields: [string, string][]) =>
      settled(addressBook(routeArgs(formPost("/dashboard/myprofile/addresses", fields, cookie))));
    const typed = Object.entries({ ...BILLING, state: "oh" }).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );

    const added = (await post([...typed, ["billing", "on"]])) as Response;
    expect(added.status).toBe(302);
    const [entry] = await listAddresses({ userId: user.id });
    expect(entry).toMatchObject({ street: "9 Ledger Row", billing: 1 });

    const other = (await addAddress({ userId: user.id }, OHIO_ADDRESS))!;
    const marked = (await post([
      ["intent", "make-billing"],
      ["addressId", other.id],
    ])) as Response;
    expect(marked.status).toBe(302);
    expect(marked.headers.get("Location")).toBe("/dashboard/myprofile/addresses");
    expect(await billingOf(user.id)).toEqual([other.id]);
    await post([
      ["intent", "clear-billing"],
      ["addressId", other.id],
    ]);
    expect(await billingOf(user.id)).toEqual([]);

    const strangers = (await addAddress(
      { userId: (await userWithToken()).user.id },
      OHIO_ADDRESS,
    ))!;
    const refused = (await post([
      ["intent", "make-billing"],
      ["addressId", strangers.id],
    ])) as Response;
    expect(refused.status).toBe(404);
    expect((await listAddresses({ userId: strangers.userId! }))[0]?.billing).toBe(0);
  });
});

describe("the company an account buys for", () => {
  it("is optional on sign-up", async () => {
    const account = (email: string, company?: string) =>
      signup(
        routeArgs(
          formRequest("/signup", {
            name: "Dana Whitfield",
            email,
            ...(company === undefined ? {} : { company }),
            password: "secret-pw",
            confirmPassword: "secret-pw",
          }),
        ),
      );
    const stamp = Date.now();
    const withCompany = `company-${stamp}@billing.example`;
    expect(((await account(withCompany, " Whitfield Renovations ")) as Response).status).toBe(302);
    const without = `no-company-${stamp}@billing.example`;
    expect(((await account(without, "")) as Response).status).toBe(302);
    const companies = await db
      .selectFrom("users")
      .select(["email", "company"])
      .where("email", "in", [withCompany, without])
      .orderBy("email")
      .execute();
    expect(companies).toEqual([
      { email: withCompany, company: "Whitfield Renovations" },
      { email: without, company: null },
    ]);
  });

  it("is optional on the profile, whose spec fields stay required, and in the API", async () => {
    const { user, auth } = await userWithToken();
    const cookie = { Cookie: await sessionCookie(user.id) };
    const profile = FILLED_PROFILE;
    const save = async (fields: Record<string, string>) =>
      updateProfilePage(
        routeArgs(multipartRequest("/dashboard/myprofile/updateprofile", fields, cookie)),
      );
    expect(((await save({ ...profile, company: "Forge & Sons Ltd" })) as Response).status).toBe(
      302,
    );
    expect((await getUserById(user.id))?.company).toBe("Forge & Sons Ltd");
    // Left empty, none; a spec field left empty is still refused, and the company with it waits.
    expect(((await save({ ...profile, company: "" })) as Response).status).toBe(302);
    expect((await getUserById(user.id))?.company).toBeNull();
    const refused = await save({ ...profile, education: "", company: "Kept Back Co" });
    expect(JSON.stringify(refused)).toContain("This field is required");
    expect((await getUserById(user.id))?.company).toBeNull();

    const put = (body: unknown) =>
      answer(
        usersApi({
          ...routeArgs(jsonRequest(`/api/users/${user.email}`, "PUT", body, auth)),
          params: { key: user.email },
        }),
      );
    // Issue 48: the API calls the profile's company name `companyName` (`company` is a company's id).
    expect((await put({ companyName: "Forge Holdings" })).body.user.companyName).toBe(
      "Forge Holdings",
    );
    // The spec's call of dashboard load (displayName alone) leaves it as it is.
    expect((await put({ displayName: "Jordan Forge" })).body.user.companyName).toBe(
      "Forge Holdings",
    );
    expect((await put({ companyName: null })).body.user.companyName).toBeNull();
    const tooLong = await put({ companyName: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
  });
});

/** An order of two lines written by the shop's own `writeOrder` for `buyer`, unpaid. */
async function placeOrder(buyer: Buyer, { sku = "FL-BITS-3", purchaseOrder = "PO-4471" } = {}) {
  const drill = await insertTool({ name: "Billing Drill", price: 8_999, available_qyt: 100 });
  const bits = await insertTool({ name: "Billing Bits", price: 1_300, available_qyt: 100 });
  const written = await db.transaction().execute((trx) =>
    writeOrder(trx, {
      ...delivery,
      address: "Dana Whitfield, 214 Foundry Lane, Dayton, OH 45402",
      customer: buyer.user,
      lines: [
        { toolId: drill.id, name: drill.name, qyt: 1, price: drill.price },
        { toolId: bits.id, name: bits.name, sku, qyt: 3, price: bits.price },
      ],
      totals: orderTotals(12_899, null, null),
      purchaseOrder,
    }),
  );
  if (!("order" in written)) throw new Error("the stock is there");
  return { order: written.order, bits };
}

/** The order paid as the payment providers' confirmations pay it. */
async function pay(orderId: string) {
  const order = (await getOrder(orderId))!;
  const paid = await fulfilOrder({
    paymentId: `sb_${orderId}`,
    orderId,
    amount: order.amount,
    currency: "usd",
  });
  expect(paid).toBe("fulfilled");
  return (await getOrder(orderId))!;
}

const download = async (call: Promise<unknown>) => {
  const response = (await settled(call)) as Response;
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
};
const invoiceText = (orderId: string, buyer: Buyer) =>
  download(
    invoiceApi(
      routeArgs(getRequest(`/api/orders/${orderId}/invoice`, buyer.auth), { id: orderId }),
    ),
  );
const creditNoteText = (refundId: string, buyer: Buyer) =>
  download(
    creditNoteApi(
      routeArgs(getRequest(`/api/refunds/${refundId}/credit-note`, buyer.auth), { id: refundId }),
    ),
  );

describe("whom the invoice bills", () => {
  it("is the company, the buyer and the billing address as they stood when the order was paid", async () => {
    const buyer = await userWithToken();
    await updateProfile(buyer.user.id, { company: "Whitfield Renovations" });
    await addAddress({ userId: buyer.user.id }, { ...BILLING, billing: true });
    const { order, bits } = await placeOrder(buyer);
    // Placing keeps nothing yet: the invoice is made at the payment.
    expect(order).toMatchObject({ billToCompany: null, billToName: null, billToAddress: null });
    const paid = await pay(order.id);
    expect(paid).toMatchObject({
      billToCompany: "Whitfield Renovations",
      billToName: buyer.user.displayName,
      billToAddress: "Accounts Payable, 9 Ledger Row, Columbus, OH 43215",
    });
    const billed = [
      "Whitfield Renovations",
      buyer.user.displayName,
      "Accounts Payable, 9 Ledger Row, Columbus, OH 43215",
      buyer.user.email,
    ];
    const first = await invoiceText(order.id, buyer);
    expect(flat(first)).toContain(["Bill to", ...billed].join(" "));
    expect(first).toContain("Ship to");
    expect(flat(first)).toContain("214 Foundry Lane, Dayton, OH 45402");

    // Later edits of the profile and the book change no invoice already issued.
    await updateProfile(buyer.user.id, { company: "Renamed Renovations LLC" });
    await db.updateTable("addresses").set({ street: "1 Moved Avenue" }).execute();
    expect(await invoiceText(order.id, buyer)).toBe(first);

    // Its credit note credits whom the invoice billed.
    const refund = await insertRefund(db, order.id, {
      amount: 1_300,
      reason: "One pack arrived damaged",
      lines: [{ toolId: bits.id, qyt: 1, amount: 1_300 }],
    });
    const note = await creditNoteText(refund.id, buyer);
    expect(flat(note)).toContain(["Credit to", ...billed].join(" "));
    expect(note).not.toContain("Renamed Renovations");
  });

  it("is the address shipped to without a billing address; the billing entry's own company without the profile's", async () => {
    const buyer = await userWithToken();
    const shipped = await pay((await placeOrder(buyer)).order.id);
    expect(shipped).toMatchObject({
      billToCompany: null,
      billToName: buyer.user.displayName,
      billToAddress: "Dana Whitfield, 214 Foundry Lane, Dayton, OH 45402",
    });
    expect(flat(await invoiceText(shipped.id, buyer))).toContain(
      ["Bill to", buyer.user.displayName, shipped.address, buyer.user.email].join(" "),
    );

    await addAddress(
      { userId: buyer.user.id },
      {
        ...BILLING,
        name: buyer.user.displayName,
        company: "Ledger Co",
        billing: true,
      },
    );
    const billed = await pay((await placeOrder(buyer)).order.id);
    // Neither the buyer's name nor the company is said twice.
    expect(billed).toMatchObject({
      billToCompany: "Ledger Co",
      billToAddress: "9 Ledger Row, Columbus, OH 43215",
    });
  });

  it("of an order paid before orders kept it is the customer by name and email, as then", async () => {
    const buyer = await userWithToken();
    const paid = await pay((await placeOrder(buyer)).order.id);
    await db
      .updateTable("orders")
      .set({ billToCompany: null, billToName: null, billToAddress: null })
      .where("id", "=", paid.id)
      .execute();
    expect(flat(await invoiceText(paid.id, buyer))).toContain(
      ["Bill to", buyer.user.displayName, buyer.user.email, "Ship to"].join(" "),
    );
  });
});

describe("numbers on the documents", () => {
  it("are never broken across lines: a long part number and a long PO reference stay whole", async () => {
    const buyer = await userWithToken();
    // 40 characters, the longest part number, wider at 8 points than the lines' name column.
    const sku = "FL-WWWWWWWWWW-MMMMMMMMMM-WWWWWWWWW-MMMMM";
    const purchaseOrder = "PO-2026-WAREHOUSE-EAST-MAINTENANCE-00042";
    const { order } = await placeOrder(buyer, { sku, purchaseOrder });
    const paid = await pay(order.id);
    const text = await invoiceText(order.id, buyer);
    expect(text).toContain(`Part no. ${sku}`);
    expect(text).toContain(`PO reference ${purchaseOrder}`);
    expect(text).toContain(`Order number ${paid.number}`);
    expect(text).toContain(paid.invoiceNumber!);
  });
});
