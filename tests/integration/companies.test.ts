// Companies (issue 48): the admins' API, membership rules (one company each, never without a
// company admin, shop admins in none), invitations (single use, expiry, refusals), the company's
// address book at placing, and who reads a company's orders.
import { describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { changeMembership } from "#app/models/company-member.server.ts";
import { acceptInvitation, inviteToCompany } from "#app/models/company-invitation.server.ts";
import { getUserById, makeAdmin } from "#app/models/user.server.ts";
import { loader as companiesList, action as companiesPost } from "#app/routes/api.companies.ts";
import { loader as companyGet, action as companyPut } from "#app/routes/api.companies.$id.ts";
import { loader as ownCompany } from "#app/routes/api.company.ts";
import { action as invitations } from "#app/routes/api.company.invitations.ts";
import { action as usersApi } from "#app/routes/api.users.$key.ts";
import { loader as orderApi } from "#app/routes/api.orders.$id.ts";
import { loader as addressesApi, action as addAddressApi } from "#app/routes/api.addresses.ts";
import { companyWithMembers } from "#tests/fixtures/companies.ts";
import { insertAddress, insertCompanyAddress } from "#tests/fixtures/addresses.ts";
import { insertPriceGroup } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { orderTool, placeToolOrder } from "#tests/fixtures/placing.ts";
import {
  insertDemoShippingAndTax,
  insertTool,
  payInSandbox,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { answer, getRequest, jsonRequest, routeArgs } from "#tests/support/route-args.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";

/** A company with its admin and a buyer, each with a bearer token for the API. */
async function company(overrides: Parameters<typeof companyWithMembers>[1] = {}) {
  const made = await companyWithMembers(db, overrides);
  const token = async (id: string) => {
    const { issueAccessToken } = await import("#app/services/access-token.server.ts");
    const user = (await getUserById(id))!;
    return { user, auth: { Authorization: `Bearer ${await issueAccessToken(user)}` } };
  };
  return { ...made, adminAuth: await token(made.admin.id), buyerAuth: await token(made.buyer.id) };
}

const call = (
  handler: (args: ReturnType<typeof routeArgs>) => Promise<Response>,
  request: Request,
  params: Record<string, string> = {},
) => answer(handler(routeArgs(request, params)));

/** The token of the newest invitation mailed to `email`, read from the outbox's copy. */
async function mailedToken(email: string) {
  const mail = await db
    .selectFrom("outbox")
    .select(["text", "subject"])
    .where("to", "=", email)
    .where("kind", "=", "company-invitation")
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  return { token: /join-company\?token=([\w-]+)/.exec(mail.text)![1]!, subject: mail.subject };
}

describe("the admins' companies API", () => {
  it("creates, lists, reads and changes a company in dollars, its price group by id or name", async () => {
    const admin = await userWithToken("admin");
    const group = await insertPriceGroup(db);
    const created = await call(
      companiesPost,
      jsonRequest(
        "/api/companies",
        "POST",
        {
          name: "Anvil Works",
          taxId: "31-1234567",
          priceGroup: group.name,
          paymentTerms: "net30",
          creditLimit: 5000.5,
        },
        admin.auth,
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Anvil Works",
      priceGroup: group.name,
      paymentTerms: "net30",
      creditLimit: 5000.5,
      members: 0,
      billingAddress: null,
    });
    const id = created.body._id as string;
    const listed = await call(companiesList, getRequest("/api/companies", admin.auth));
    expect(listed.body.map((row: { _id: string }) => row._id)).toContain(id);

    const put = await call(
      companyPut,
      jsonRequest(
        `/api/companies/${id}`,
        "PUT",
        { creditLimit: 100, priceGroup: null },
        admin.auth,
      ),
      { id },
    );
    expect(put.body).toMatchObject({ name: "Anvil Works", creditLimit: 100, priceGroup: null });
    expect(
      (await call(companyGet, getRequest(`/api/companies/${id}`, admin.auth), { id })).body.taxId,
    ).toBe("31-1234567");

    const badGroup = await call(
      companiesPost,
      jsonRequest("/api/companies", "POST", { name: "X", priceGroup: "no-such" }, admin.auth),
    );
    expect(badGroup.status).toBe(400);
    const badTerms = await call(
      companiesPost,
      jsonRequest("/api/companies", "POST", { name: "X", paymentTerms: "net90" }, admin.auth),
    );
    expect(badTerms.status).toBe(400);
    const missing = await call(companyGet, getRequest("/api/companies/nope", admin.auth), {
      id: "nope",
    });
    expect(missing.status).toBe(404);
    const customer = await userWithToken();
    expect((await call(companiesList, getRequest("/api/companies", customer.auth))).status).toBe(
      403,
    );
  });
});

describe("membership through PUT /api/users/{email}", () => {
  it("puts a customer in a company as its first admin, mirrors its price group, and keeps the profile's name apart", async () => {
    const admin = await userWithToken("admin");
    const group = await insertPriceGroup(db);
    const { company: firm } = await companyWithMembers(db, { priceGroupId: group.id });
    const customer = await userWithToken();
    const put = (email: string, body: unknown) =>
      call(usersApi, jsonRequest(`/api/users/${email}`, "PUT", body, admin.auth), { key: email });
    const joined = await put(customer.user.email, {
      company: firm.id,
      companyRole: "admin",
      spendingLimit: 2500,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.user).toMatchObject({
      company: firm.id,
      companyRole: "admin",
      spendingLimit: 2500,
      companyName: null,
    });
    expect((await getUserById(customer.user.id))?.priceGroupId).toBe(group.id);
    // The price group is the company's: the per-customer setter refuses.
    const group2 = await insertPriceGroup(db);
    const refused = await put(customer.user.email, { priceGroup: group2.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(firm.name);
    // Their own profile's company name is `companyName`.
    const own = await call(
      usersApi,
      jsonRequest(
        `/api/users/${customer.user.email}`,
        "PUT",
        { companyName: "Anvil Renovations" },
        customer.auth,
      ),
      { key: customer.user.email },
    );
    expect(own.body.user).toMatchObject({ companyName: "Anvil Renovations", company: firm.id });
    // A customer cannot put themself in a company.
    const self = await call(
      usersApi,
      jsonRequest(`/api/users/${customer.user.email}`, "PUT", { company: null }, customer.auth),
      { key: customer.user.email },
    );
    expect(self.status).toBe(403);
  });

  it("refuses another company's member, a shop admin and the company's last admin", async () => {
    const admin = await userWithToken("admin");
    const first = await companyWithMembers(db);
    const second = await companyWithMembers(db);
    const put = (email: string, body: unknown) =>
      call(usersApi, jsonRequest(`/api/users/${email}`, "PUT", body, admin.auth), { key: email });
    const moved = await put(first.buyer.email, { company: second.company.id });
    expect(moved.status).toBe(409);
    const otherAdmin = await userWithToken("admin");
    expect((await put(otherAdmin.user.email, { company: first.company.id })).status).toBe(409);
    // Nor is a company's member made a shop admin (the API, or Manage Users' Make Admin).
    expect((await put(first.buyer.email, { role: "admin" })).status).toBe(409);
    expect(await makeAdmin(first.buyer.id)).toBe(false);
    // The admin is the first company's only one: neither demoted nor taken out.
    expect((await put(first.admin.email, { companyRole: "buyer" })).status).toBe(409);
    expect((await put(first.admin.email, { company: null })).status).toBe(409);
    // With another admin, the first may go; a buyer's limit changes in place.
    expect((await put(first.buyer.email, { companyRole: "admin" })).status).toBe(200);
    const out = await put(first.admin.email, { company: null });
    expect(out.body.user).toMatchObject({ company: null, companyRole: null, spendingLimit: null });
    expect((await put(first.buyer.email, { spendingLimit: 99.99 })).body.user).toMatchObject({
      companyRole: "admin",
      spendingLimit: 99.99,
    });
  });

  it("never leaves a company without an admin when two admins step down at once", async () => {
    const { company: firm, admin } = await companyWithMembers(db);
    const second = await userWithToken();
    expect(
      await changeMembership(second.user.id, {
        companyId: firm.id,
        role: "admin",
        spendingLimit: null,
      }),
    ).toBe("saved");
    const outcomes = await Promise.all(
      [admin.id, second.user.id].map((id) =>
        changeMembership(id, { companyId: firm.id, role: "buyer", spendingLimit: null }),
      ),
    );
    expect(outcomes.sort()).toEqual(["last-admin", "saved"]);
    const admins = await db
      .selectFrom("users")
      .select("id")
      .where("companyId", "=", firm.id)
      .where("companyRole", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
  });
});

describe("invitations", () => {
  it("mails a link that joins once, with the role and limit invited", async () => {
    const made = await company();
    const invited = `invited-${Date.now()}@buyers.example`;
    const sent = await call(
      invitations,
      jsonRequest(
        "/api/company/invitations",
        "POST",
        { email: invited, role: "buyer", spendingLimit: 750 },
        made.adminAuth.auth,
      ),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: invited, role: "buyer", spendingLimit: 750 });
    const { token, subject } = await mailedToken(invited);
    expect(subject).toContain(made.company.name);
    // The table keeps no token.
    const rows = await db.selectFrom("company_invitations").select("id").execute();
    expect(rows.map((row) => row.id)).not.toContain(token);

    const newcomer = await userWithToken();
    expect(await acceptInvitation(token, newcomer.user.id)).toEqual({
      status: "joined",
      company: made.company.name,
    });
    expect(await getUserById(newcomer.user.id)).toMatchObject({
      companyId: made.company.id,
      companyRole: "buyer",
      spendingLimit: 75_000,
    });
    const again = await userWithToken();
    expect(await acceptInvitation(token, again.user.id)).toEqual({ status: "gone" });
  });

  it("expires, gives way to a newer one, and stays usable when a refused account follows it", async () => {
    const made = await company();
    const email = `later-${Date.now()}@buyers.example`;
    const invite = () =>
      inviteToCompany(
        { companyId: made.company.id, email, role: "buyer", spendingLimit: null },
        made.admin,
      );
    await invite();
    await invite();
    // Two mails, two links; the first invitation was ended by the second (both may share a
    // millisecond: which is which is read from the invitations' rows).
    const mails = await db
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", email)
      .where("kind", "=", "company-invitation")
      .execute();
    const tokens = mails.map((mail) => /join-company\?token=([\w-]+)/.exec(mail.text)![1]!);
    expect(new Set(tokens).size).toBe(2);
    const live = await db
      .selectFrom("company_invitations")
      .select("id")
      .where("email", "=", email)
      .where("usedAt", "is", null)
      .executeTakeFirstOrThrow();
    const newer = tokens.find((token) => tokenDigest(token) === live.id)!;
    const older = tokens.find((token) => token !== newer)!;
    const someone = await userWithToken();
    expect(await acceptInvitation(older, someone.user.id)).toEqual({ status: "gone" });
    // A member of another company, and a shop admin, are refused; the link still works.
    const other = await companyWithMembers(db);
    expect(await acceptInvitation(newer, other.buyer.id)).toEqual({ status: "other-company" });
    const shopAdmin = await userWithToken("admin");
    expect(await acceptInvitation(newer, shopAdmin.user.id)).toEqual({ status: "shop-admin" });
    expect(await acceptInvitation(newer, made.buyer.id)).toEqual({ status: "already-member" });
    advanceClock(7 * 24 + 1);
    expect(await acceptInvitation(newer, someone.user.id)).toEqual({ status: "gone" });
  });

  it("is the company admins' alone, and an address already a member is refused", async () => {
    const made = await company();
    const body = { email: made.buyer.email, role: "buyer" };
    const post = (auth: Record<string, string>, payload: unknown = body) =>
      call(invitations, jsonRequest("/api/company/invitations", "POST", payload, auth));
    expect((await post(made.buyerAuth.auth)).status).toBe(403);
    expect((await post((await userWithToken()).auth)).status).toBe(404);
    expect((await post((await userWithToken("admin")).auth)).status).toBe(404);
    expect((await post(made.adminAuth.auth)).status).toBe(409);
    expect((await post(made.adminAuth.auth, { email: "x@y.example", role: "owner" })).status).toBe(
      400,
    );
  });
});

describe("GET /api/company", () => {
  it("answers a member with the company, its members' roles and limits and its balance; 404 to anyone else", async () => {
    const made = await company({ buyerLimit: 50_000 });
    const read = await call(ownCompany, getRequest("/api/company", made.buyerAuth.auth));
    expect(read.status).toBe(200);
    expect(read.body.company).toMatchObject({
      _id: made.company.id,
      members: 2,
      creditLimit: 10000,
    });
    expect(read.body.members).toEqual([
      expect.objectContaining({ _id: made.admin.id, companyRole: "admin", spendingLimit: null }),
      expect.objectContaining({ _id: made.buyer.id, companyRole: "buyer", spendingLimit: 500 }),
    ]);
    // Nothing bought on account yet: nothing owed, the whole limit left.
    expect(read.body).toMatchObject({ balance: 0, creditLeft: 10000 });
    const stranger = await userWithToken();
    expect((await call(ownCompany, getRequest("/api/company", stranger.auth))).status).toBe(404);
  });
});

describe("the company's address book and orders", () => {
  it("ships a member's order to the company's address, refuses anyone else's, and marks it the company's", async () => {
    const { standardId } = await insertDemoShippingAndTax();
    const made = await company();
    const dock = await insertCompanyAddress(db, made.company.id);
    const own = await insertAddress(db, made.buyer.id);
    const tool = await insertTool({ price: 1_000, minimum_qyt: 1, available_qyt: 50 });
    const chosen = (addressId: string) => ({
      toolId: tool.id,
      qyt: 2,
      addressId,
      shippingMethodId: standardId,
      date: deliveryDate(),
    });
    const order = await orderTool({ customer: made.buyer, ...chosen(dock.id) });
    expect(order.companyId).toBe(made.company.id);
    expect(order.address).toContain(dock.street);
    // Paid by card, its invoice bills the company: its name and its billing address.
    expect(await payInSandbox(order)).toMatchObject({
      billToCompany: made.company.name,
      billToAddress: made.company.billingAddress,
    });
    // Their own book is out of reach while they buy for the company, as is it for a stranger.
    const noSuchAddress = { status: "refused", problem: "invalid", field: "addressId" };
    expect(await placeToolOrder({ customer: made.buyer, ...chosen(own.id) })).toMatchObject(
      noSuchAddress,
    );
    const stranger = await userWithToken();
    expect(await placeToolOrder({ customer: stranger.user, ...chosen(dock.id) })).toMatchObject(
      noSuchAddress,
    );
    const strangerOrder = await orderTool({
      customer: stranger.user,
      toolId: tool.id,
      qyt: 1,
      date: deliveryDate(),
      address: "1 Elm St, Dayton, OH 45402",
      phone: "+1 555 010 2030",
    });
    expect(strangerOrder.companyId).toBeNull();

    // The API's book: the company's for its members; its buyers read it, its admins add to it.
    const book = await call(addressesApi, getRequest("/api/addresses", made.buyerAuth.auth));
    expect(book.body.map((entry: { _id: string }) => entry._id)).toEqual([dock.id]);
    const entry = {
      name: "Yard 2",
      street: "9 Mill Road",
      city: "Dayton",
      state: "OH",
      zip: "45402",
      phone: "+1 555 010 2030",
    };
    const byBuyer = await call(
      addAddressApi,
      jsonRequest("/api/addresses", "POST", entry, made.buyerAuth.auth),
    );
    expect(byBuyer.status).toBe(403);
    const byAdmin = await call(
      addAddressApi,
      jsonRequest("/api/addresses", "POST", entry, made.adminAuth.auth),
    );
    expect(byAdmin.status).toBe(201);
    const billed = await call(
      addAddressApi,
      jsonRequest("/api/addresses", "POST", { ...entry, billing: true }, made.adminAuth.auth),
    );
    expect(billed.status).toBe(400);

    // The company's admin reads the buyer's order; a buyer of it or a stranger does not.
    const read = (auth: Record<string, string>) =>
      call(orderApi, getRequest(`/api/orders/${order.id}`, auth), { id: order.id });
    expect((await read(made.adminAuth.auth)).status).toBe(200);
    const otherBuyer = await userWithToken();
    await changeMembership(otherBuyer.user.id, {
      companyId: made.company.id,
      role: "buyer",
      spendingLimit: null,
    });
    const { issueAccessToken } = await import("#app/services/access-token.server.ts");
    const otherAuth = {
      Authorization: `Bearer ${await issueAccessToken((await getUserById(otherBuyer.user.id))!)}`,
    };
    expect((await read(otherAuth)).status).toBe(404);
    expect((await read(stranger.auth)).status).toBe(404);
  });
});
