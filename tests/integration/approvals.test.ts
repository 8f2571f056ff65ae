// Issue 48's approvals: an order of a company's buyer above their spending limit is placed
// awaiting approval, whatever its source, holding its stock and asking no payment; the company's
// admins are mailed; one of them approves it (exactly once, also when two decide at once: it
// becomes payable, its hold restarted) or declines it with a note (its stock back, its buyer
// mailed). Unapproved, it expires or is cancelled like any unpaid order. Nobody else decides.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { getOrder, orderJson } from "#app/models/order.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { getUserById } from "#app/models/user.server.ts";
import { action as approveApi } from "#app/routes/api.orders.$id.approve.ts";
import { action as declineApi } from "#app/routes/api.orders.$id.decline.ts";
import { action as checkoutApi } from "#app/routes/api.checkout.ts";
import { action as createPaymentIntent } from "#app/routes/api.create-payment-intent.ts";
import { action as orderApi } from "#app/routes/api.orders.$id.ts";
import { loader as approvalsList } from "#app/routes/dashboard.approvals.tsx";
import {
  action as approvalPage,
  loader as approvalPageLoader,
} from "#app/routes/dashboard.approvals_.$id.tsx";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { env } from "#app/utils/env.server.ts";
import { orderStateOf } from "#app/utils/order-state.ts";
import { insertCompanyAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { companyWithMembers, insertMember } from "#tests/fixtures/companies.ts";
import {
  delivery,
  insertDemoShippingAndTax,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { acceptQuote, orderTool, placedOrder } from "#tests/fixtures/placing.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { advanceClock } from "#tests/support/clock.ts";
import {
  answer,
  formPost,
  getRequest,
  jsonRequest,
  routeArgs,
  unwrap,
} from "#tests/support/route-args.ts";

beforeAll(() => {
  // The shop's default hold; the setup file lengthens it for the fixtures of other files.
  env.ORDER_HOLD_HOURS = 48;
});

/** A member's bearer header, for the API. */
async function authOf(userId: string) {
  return { Authorization: `Bearer ${await issueAccessToken((await getUserById(userId))!)}` };
}

/** A company whose buyer may order `buyerLimit` cents at once, two admins, and a tool of $10.00. */
async function company(buyerLimit: number | null = 2_999) {
  const { company, admin, buyer } = await companyWithMembers(db, { buyerLimit });
  const second = await insertMember(db, company, { companyRole: "admin", label: "second-admin" });
  const tool = await insertTool({
    name: "Approval Clamp",
    price: 1_000,
    minimum_qyt: 1,
    available_qyt: 20,
  });
  return { company, admin, second, buyer, tool };
}

/** The spec's one-tool order of 3 clamps ($30.00: no shipping, no tax) by `customerId`. */
const orderThree = (customerId: string, toolId: string) =>
  orderTool({ ...delivery, toolId, qyt: 3, customer: { id: customerId } });

const mailsTo = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["kind", "subject", "text"])
    .where("to", "=", email)
    .where("kind", "!=", "verify-email")
    .orderBy("createdAt")
    .execute();

const decideAs = (userId: string, orderId: string, decision: "approve" | "decline", note = "") =>
  authOf(userId).then((auth) =>
    answer(
      (decision === "approve" ? approveApi : declineApi)(
        routeArgs(jsonRequest(`/api/orders/${orderId}/${decision}`, "POST", { note }, auth), {
          id: orderId,
        }),
      ),
    ),
  );

const payIntent = (userId: string, orderId: string) =>
  authOf(userId).then((auth) =>
    answer(
      createPaymentIntent(
        routeArgs(jsonRequest("/api/create-payment-intent", "POST", { orderId }, auth)),
      ),
    ),
  );

const stockOf = async (toolId: string) => (await getTool(toolId))!.available_qyt;

describe("placing above a spending limit", () => {
  it("places the order awaiting approval: stock held, nothing payable, the admins asked", async () => {
    const { admin, second, buyer, tool, company: firm } = await company(2_999);
    const order = await orderThree(buyer.id, tool.id);
    expect(order).toMatchObject({ paid: 0, approval: "awaiting", companyId: firm.id });
    expect(orderStateOf(order)).toBe("awaiting_approval");
    expect(orderJson(order)).toMatchObject({ state: "Awaiting approval", paid: false });
    expect(await stockOf(tool.id)).toBe(17);

    for (const member of [admin, second]) {
      const [mail, ...others] = await mailsTo(member.email);
      expect(others).toEqual([]);
      expect(mail?.kind).toBe("approval-requested");
      expect(mail?.subject).toBe(
        `Approval needed: ${order.number}, 3 × Approval Clamp — Forgeline Tools`,
      );
      expect(mail?.text).toContain("above their spending limit of $29.99");
      expect(mail?.text).toContain(`http://localhost:3000/dashboard/approvals/${order.id}`);
    }
    // The buyer is told it waits, not asked to pay.
    expect((await mailsTo(buyer.email)).map((mail) => mail.kind)).toEqual([
      "order-awaiting-approval",
    ]);
    const refused = await payIntent(buyer.id, order.id);
    expect(refused).toEqual({
      status: 409,
      body: {
        error:
          "This order awaits your company's approval: it can be paid once an admin approves it.",
      },
    });
  });

  it("places an order at or under the limit, without a limit, or outside a company as before", async () => {
    const atLimit = await company(3_000);
    const equal = await orderThree(atLimit.buyer.id, atLimit.tool.id);
    expect(orderStateOf(equal)).toBe("unpaid");
    expect(equal.approval).toBeNull();
    expect(equal.companyId).toBe(atLimit.company.id);
    const noLimit = await company(null);
    expect(orderStateOf(await orderThree(noLimit.buyer.id, noLimit.tool.id))).toBe("unpaid");
    // A company admin without a limit, too.
    expect(orderStateOf(await orderThree(noLimit.admin.id, noLimit.tool.id))).toBe("unpaid");
    const loner = await userWithToken();
    const own = await orderThree(loner.user.id, noLimit.tool.id);
    expect(own).toMatchObject({ approval: null, companyId: null });
    expect((await mailsTo(atLimit.admin.email)).map((mail) => mail.kind)).toEqual([]);
  });

  it("checks every source: the cart through POST /api/checkout, and an accepted quote", async () => {
    const { standardId } = await insertDemoShippingAndTax();
    const { buyer, tool, company: firm } = await company(2_999);
    // A buyer of a company ships to the company's book.
    const addressId = (await insertCompanyAddress(db, firm.id)).id;
    await insertCart(db, buyer.id, [[tool, 3]]);
    const checkout = await answer(
      checkoutApi(
        routeArgs(
          jsonRequest(
            "/api/checkout",
            "POST",
            { addressId, shippingMethodId: standardId, date: deliveryDate() },
            await authOf(buyer.id),
          ),
        ),
      ),
    );
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ state: "Awaiting approval", paid: false });

    const quoteId = await insertQuote(db, buyer.id, tool, {
      qyt: 5,
      sent: { price: 900, validUntil: deliveryDate() },
    });
    const accepted = placedOrder(
      await acceptQuote(buyer.id, quoteId, {
        addressId,
        shippingMethodId: standardId,
        date: deliveryDate(),
      }),
    );
    expect(orderStateOf(accepted)).toBe("awaiting_approval");
  });

  it("asks a company admin with a limit too, and lets only another admin decide", async () => {
    const { admin, second, tool, company: firm } = await company(null);
    await db
      .updateTable("users")
      .set({ spendingLimit: 1_000 })
      .where("id", "=", admin.id)
      .execute();
    const order = await orderThree(admin.id, tool.id);
    expect(orderStateOf(order)).toBe("awaiting_approval");
    // Mailed to the other admin only.
    expect((await mailsTo(admin.email)).map((mail) => mail.kind)).toEqual([
      "order-awaiting-approval",
    ]);
    expect((await mailsTo(second.email)).map((mail) => mail.kind)).toEqual(["approval-requested"]);
    expect(await decideAs(admin.id, order.id, "approve")).toEqual({
      status: 403,
      body: { error: "Your own order is decided by another admin of your company." },
    });
    expect((await decideAs(second.id, order.id, "approve")).status).toBe(200);
    expect((await getOrder(order.id))!.companyId).toBe(firm.id);
  });
});

describe("deciding", () => {
  it("approves exactly once when two admins approve at once; the order is then payable", async () => {
    const { admin, second, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const answers = await Promise.all([
      decideAs(admin.id, order.id, "approve"),
      decideAs(second.id, order.id, "approve"),
    ]);
    expect(answers.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const won = answers.find((reply) => reply.status === 200)!;
    expect(won.body).toMatchObject({
      state: "unpaid",
      approval: { status: "approved", note: null },
    });
    expect(answers.find((reply) => reply.status === 409)!.body).toEqual({
      error: `Order ${order.number} is no longer awaiting approval: it was approved.`,
    });
    const mails = (await mailsTo(buyer.email)).map((mail) => mail.kind);
    expect(mails).toEqual(["order-awaiting-approval", "order-approved"]);
    expect((await mailsTo(buyer.email))[1]!.text).toContain(
      `http://localhost:3000/dashboard/payment/${order.id}`,
    );
    expect((await payIntent(buyer.id, order.id)).status).toBe(200);
    expect(await stockOf(tool.id)).toBe(17);
  });

  it("gives one decision when one admin approves and another declines at once", async () => {
    const { admin, second, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const answers = await Promise.all([
      decideAs(admin.id, order.id, "approve"),
      decideAs(second.id, order.id, "decline", "Not this month"),
    ]);
    expect(answers.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const after = (await getOrder(order.id))!;
    const declined = after.approval === "declined";
    expect(orderStateOf(after)).toBe(declined ? "declined" : "unpaid");
    // The stock went back only if it was declined, and only once.
    expect(await stockOf(tool.id)).toBe(declined ? 20 : 17);
    const decisionMails = (await mailsTo(buyer.email)).filter(
      (mail) => mail.kind === "order-approved" || mail.kind === "order-declined",
    );
    expect(decisionMails).toHaveLength(1);
  });

  it("declines with a note: the order ends, its stock comes back, its buyer is mailed the note", async () => {
    const { admin, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    expect(await stockOf(tool.id)).toBe(17);
    expect((await decideAs(admin.id, order.id, "decline", "  ")).status).toBe(400);
    const declined = await decideAs(admin.id, order.id, "decline", "Over budget: order in May");
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      state: "declined",
      closed: "declined",
      approval: { status: "declined", note: "Over budget: order in May" },
    });
    expect(await stockOf(tool.id)).toBe(20);
    const mail = (await mailsTo(buyer.email)).find((sent) => sent.kind === "order-declined")!;
    expect(mail.subject).toBe(
      `Order declined: ${order.number}, 3 × Approval Clamp — Forgeline Tools`,
    );
    expect(mail.text).toContain("Their note: Over budget: order in May");
    expect(mail.text).toContain("Status: Declined");
    expect(await payIntent(buyer.id, order.id)).toEqual({
      status: 409,
      body: { error: "This order was declined by your company: it can no longer be paid." },
    });
    // Decided once: approving afterwards changes nothing.
    expect((await decideAs(admin.id, order.id, "approve")).status).toBe(409);
    expect(await stockOf(tool.id)).toBe(20);
  });

  it("lets nobody else decide: another company's admin and buyer, the buyer, a stranger, the shop's admin", async () => {
    const { admin, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const other = await company();
    const stranger = await userWithToken();
    const shopAdmin = await userWithToken("admin");
    for (const who of [
      other.admin.id,
      other.buyer.id,
      buyer.id,
      stranger.user.id,
      shopAdmin.user.id,
    ])
      for (const decision of ["approve", "decline"] as const)
        expect(await decideAs(who, order.id, decision, "No")).toEqual({
          status: 404,
          body: { error: "No such order awaiting your company's approval" },
        });
    // An order that never needed approval is no one's to decide, its company's admin's neither.
    const ordinary = await orderThree(admin.id, tool.id);
    expect((await decideAs(other.admin.id, ordinary.id, "approve")).status).toBe(404);
    expect(orderStateOf((await getOrder(order.id))!)).toBe("awaiting_approval");
  });
});

describe("an order awaiting approval ends like an unpaid one", () => {
  it("is cancelled by its buyer, its stock back; then it cannot be decided", async () => {
    const { admin, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const cancelled = await answer(
      orderApi(
        routeArgs(jsonRequest(`/api/orders/${order.id}`, "DELETE", {}, await authOf(buyer.id)), {
          id: order.id,
        }),
      ),
    );
    expect(cancelled.status).toBe(204);
    expect(await stockOf(tool.id)).toBe(20);
    expect(await decideAs(admin.id, order.id, "approve")).toEqual({
      status: 409,
      body: { error: `Order ${order.number} is no longer awaiting approval: it was cancelled.` },
    });
  });

  it("expires when its hold runs out, its stock back; approved, its hold starts again", async () => {
    const { admin, buyer, tool } = await company();
    const expiring = await orderThree(buyer.id, tool.id);
    const approved = await orderThree(buyer.id, tool.id);
    expect(await stockOf(tool.id)).toBe(14);
    advanceClock(47);
    expect((await decideAs(admin.id, approved.id, "approve")).status).toBe(200);
    advanceClock(2);
    await expireDueOrders();
    expect(orderStateOf((await getOrder(expiring.id))!)).toBe("expired");
    expect(await stockOf(tool.id)).toBe(17);
    expect(await decideAs(admin.id, expiring.id, "approve")).toEqual({
      status: 409,
      body: { error: `Order ${expiring.number} is no longer awaiting approval: it expired.` },
    });
    // Approved 2 hours ago: held for 46 more, and payable.
    expect(orderStateOf((await getOrder(approved.id))!)).toBe("unpaid");
    expect((await payIntent(buyer.id, approved.id)).status).toBe(200);
    advanceClock(47);
    await expireDueOrders();
    expect(orderStateOf((await getOrder(approved.id))!)).toBe("expired");
    expect(await stockOf(tool.id)).toBe(20);
  });
});

describe("the approval pages", () => {
  it("lists the company's orders awaiting approval for its admins, and 403 for others", async () => {
    const { admin, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const listed = unwrap<Awaited<ReturnType<typeof approvalsList>>>(
      await approvalsList(
        routeArgs(getRequest("/dashboard/approvals", { Cookie: await sessionCookie(admin.id) })),
      ),
    );
    expect(listed.data.orders.map((row) => [row.number, row.buyerLimit])).toEqual([
      [order.number, 2_999],
    ]);
    const refused = await approvalsList(
      routeArgs(getRequest("/dashboard/approvals", { Cookie: await sessionCookie(buyer.id) })),
    ).catch((thrown: Response) => thrown);
    expect((refused as Response).status).toBe(403);
  });

  it("declines from the page only with a note, then shows who declined and why", async () => {
    const { admin, buyer, tool } = await company();
    const order = await orderThree(buyer.id, tool.id);
    const cookie = await sessionCookie(admin.id);
    const path = `/dashboard/approvals/${order.id}`;
    const empty = unwrap<{ result: { error: Record<string, string[]> } }>(
      await approvalPage(
        routeArgs(
          formPost(
            path,
            [
              ["intent", "decline"],
              ["note", ""],
            ],
            cookie,
          ),
          { id: order.id },
        ),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.result.error.note).toEqual([
      "Say why the order is declined: the buyer is mailed this note",
    ]);
    const done = (await approvalPage(
      routeArgs(
        formPost(
          path,
          [
            ["intent", "decline"],
            ["note", "Wrong size"],
          ],
          cookie,
        ),
        {
          id: order.id,
        },
      ),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dashboard/approvals");
    const page = await approvalPageLoader(
      routeArgs(getRequest(path, { Cookie: cookie }), { id: order.id }),
    );
    expect(page.order).toMatchObject({
      approval: "declined",
      approvalNote: "Wrong size",
      decidedBy: admin.displayName,
    });
    // The buyer cannot open it.
    const refused = await approvalPageLoader(
      routeArgs(getRequest(path, { Cookie: await sessionCookie(buyer.id) }), { id: order.id }),
    ).catch((thrown: Response) => thrown);
    expect((refused as Response).status).toBe(404);
  });
});
