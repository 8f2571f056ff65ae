// The admin's ways to give money back: POST /api/orders/:id/refunds, the refund page, and the
// cancel of a paid order that has not shipped (a full refund, stock back, the order closed).
// A customer still cannot cancel a paid order.
import { describe, expect, it, vi } from "vitest";
import { getOrder, shipOrder } from "#app/models/order.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as refundsApi } from "#app/routes/api.orders.$id.refunds.ts";
import { loader as orderApi } from "#app/routes/api.orders.$id.ts";
import {
  action as adminCancel,
  loader as adminCancelQuestion,
} from "#app/routes/dashboard.manageorders_.$id.cancel.tsx";
import {
  action as customerCancel,
  loader as customerCancelQuestion,
} from "#app/routes/dashboard.myorders_.$id.cancel.tsx";
import { loader as orderPage } from "#app/routes/dashboard.orders.$id.tsx";
import {
  action as refundPage,
  loader as refundPageLoader,
} from "#app/routes/dashboard.orders.$id_.refund.tsx";
import type { Toast } from "#app/schemas/toast.ts";
import { payments } from "#app/services/payments/index.server.ts";
import {
  answer,
  formPost,
  getRequest,
  jsonRequest,
  routeArgs,
  unwrap,
} from "#tests/support/route-args.ts";
import { paidOrder, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

const postRefund = (orderId: string, body: unknown, headers: HeadersInit) =>
  answer(
    refundsApi(
      routeArgs(jsonRequest(`/api/orders/${orderId}/refunds`, "POST", body, headers), {
        id: orderId,
      }),
    ),
  );

/** What a page thrown as a refusal says (invariantResponse throws a Response). */
async function refusalOf(call: Promise<unknown>) {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("expected a refusal");
  return { status: thrown.status, text: await thrown.text() };
}

/** The toast the next page shows after a redirect. */
async function toastAfter(response: unknown): Promise<Toast | null> {
  const cookie = (response as Response).headers.get("Set-Cookie")!.split(";")[0]!;
  const next = unwrap<{ toast: Toast | null }>(
    await rootLoader(routeArgs(getRequest("/", { Cookie: cookie }))),
  );
  return next.data.toast && { type: next.data.toast.type, message: next.data.toast.message };
}

describe("POST /api/orders/:id/refunds", () => {
  it("refunds lines in dollars, once per Idempotency-Key, and the order says so", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const admin = await userWithToken("admin");
    const body = { lines: [{ toolId: tools[0]!.id, qyt: 2 }], restock: true, reason: "Bent" };
    const headers = { ...admin.auth, "Idempotency-Key": "refund-1" };

    const made = await postRefund(order.id, body, headers);
    const again = await postRefund(order.id, body, headers);

    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      _id: expect.any(String),
      amount: 20,
      creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    expect(again).toEqual(made);
    expect((await getTool(tools[0]!.id))?.available_qyt).toBe(19);
    const json = await answer(
      orderApi(routeArgs(getRequest(`/api/orders/${order.id}`, admin.auth), { id: order.id })),
    );
    expect(json.body).toMatchObject({ refunded: 20, state: "partly_refunded" });

    const byAmount = await postRefund(
      order.id,
      { amount: 2.5, restock: false, reason: "Late" },
      admin.auth,
    );
    expect(byAmount).toMatchObject({ status: 201, body: { amount: 2.5 } });
  });

  it("refuses with 400, 403, 404, 409 and says why; 502 when the provider refuses", async () => {
    const { order, tools, buyer } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const admin = await userWithToken("admin");
    const full = { restock: false, reason: "Damaged" };

    expect(await postRefund(order.id, full, buyer.auth)).toMatchObject({ status: 403 });
    expect(await postRefund(order.id, full, {})).toMatchObject({ status: 401 });
    expect(await postRefund("000000000000000000000000", full, admin.auth)).toEqual({
      status: 404,
      body: { error: "No such order" },
    });
    const missingReason = await postRefund(order.id, { restock: false }, admin.auth);
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.fieldErrors.reason).toEqual(["This field is required"]);
    expect(
      (await postRefund(order.id, { ...full, amount: -1 }, admin.auth)).body.fieldErrors.amount,
    ).toEqual(["Enter at least $0.01"]);
    expect(
      await postRefund(order.id, { ...full, lines: [{ toolId: "nope", qyt: 1 }] }, admin.auth),
    ).toEqual({
      status: 400,
      body: {
        error: "Choose lines of this order",
        fieldErrors: { lines: ["Choose lines of this order"] },
      },
    });
    expect(await postRefund(order.id, { ...full, amount: 30.01 }, admin.auth)).toEqual({
      status: 409,
      body: {
        error: "At most $30.00 is left to refund",
        fieldErrors: { amount: ["At most $30.00 is left to refund"] },
      },
    });
    expect(
      await postRefund(
        order.id,
        { ...full, lines: [{ toolId: tools[0]!.id, qyt: 4 }] },
        admin.auth,
      ),
    ).toEqual({
      status: 409,
      body: {
        error: "At most 3 × Refund Tool 1 can still be refunded",
        fieldErrors: { lines: ["At most 3 × Refund Tool 1 can still be refunded"] },
      },
    });

    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(payments, "refundPart").mockRejectedValueOnce(new Error("Card expired"));
    expect(await postRefund(order.id, full, admin.auth)).toEqual({
      status: 502,
      body: { error: "The payment provider did not make the refund: Card expired" },
    });
    expect((await getOrder(order.id))?.refunded).toBe(0);

    expect(await postRefund(order.id, full, admin.auth)).toMatchObject({ status: 201 });
    expect(await postRefund(order.id, full, admin.auth)).toEqual({
      status: 409,
      body: { error: "Nothing is left to refund of this order." },
    });
  });
});

describe("the refund page", () => {
  it("refunds the pieces chosen, once for a form posted twice, and the order page lists it", async () => {
    const { order, tools } = await paidOrder([
      { price: 1000, qyt: 3 },
      { price: 500, qyt: 1 },
    ]);
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const path = `/dashboard/orders/${order.id}/refund`;
    const shown = unwrap<{ key: string; left: number; lines: { left: number }[] }>(
      await refundPageLoader(routeArgs(getRequest(path, { Cookie: cookie }), { id: order.id })),
    ).data;
    expect(shown.left).toBe(3500);
    expect(shown.lines.map((line) => line.left)).toEqual([3, 1]);
    const fields: [string, string][] = [
      ["key", shown.key],
      ["toolId", tools[0]!.id],
      ["qyt", "2"],
      ["toolId", tools[1]!.id],
      ["qyt", "0"],
      ["amount", ""],
      ["reason", "Two arrived bent"],
      ["restock", "on"],
    ];
    // The form asks for a review first: what it does, and nothing moved.
    const reviewed = unwrap<{ review: { cents: number; refundedBefore: number } }>(
      await refundPage(routeArgs(formPost(path, fields, cookie), { id: order.id })),
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.data.review).toMatchObject({ cents: 2000, refundedBefore: 0 });
    expect((await getOrder(order.id))?.refunded).toBe(0);
    const confirm: [string, string][] = [
      ...fields,
      ["intent", "confirm"],
      ["shownCents", "2000"],
      ["shownRefunded", "0"],
    ];
    const post = () =>
      refundPage(routeArgs(formPost(path, confirm, cookie), { id: order.id })) as Promise<Response>;

    const [first, second] = await Promise.all([post(), post()]);

    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/dashboard/orders/${order.id}`);
      expect(await toastAfter(response)).toEqual({ type: "success", message: "Refunded $20.00" });
    }
    expect((await getOrder(order.id))?.refunded).toBe(2000);
    expect((await getTool(tools[0]!.id))?.available_qyt).toBe(19);
    const page = unwrap<{ refunds: { amount: number; reason: string }[] }>(
      await orderPage(
        routeArgs(getRequest(`/dashboard/orders/${order.id}`, { Cookie: cookie }), {
          id: order.id,
        }),
      ),
    ).data;
    expect(page.refunds).toMatchObject([{ amount: 2000, reason: "Two arrived bent" }]);
  });

  it("says what is wrong with the form, and refuses more than is left", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const path = `/dashboard/orders/${order.id}/refund`;
    const post = async (fields: [string, string][]) =>
      unwrap<{ result: { error: Record<string, string[]> } }>(
        await refundPage(routeArgs(formPost(path, fields, cookie), { id: order.id })),
      );
    const base: [string, string][] = [
      ["key", "form-key"],
      ["toolId", tools[0]!.id],
    ];

    const nothing = await post([...base, ["qyt", "0"], ["reason", "x"]]);
    expect(nothing.status).toBe(400);
    expect(nothing.data.result.error.qyt).toEqual([
      "Choose the pieces to give back, or enter an amount",
    ]);
    const noReason = await post([...base, ["qyt", "1"], ["reason", ""]]);
    expect(noReason.data.result.error.reason).toEqual(["This field is required"]);
    const tooMuch = await post([...base, ["qyt", "0"], ["amount", "30.01"], ["reason", "x"]]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.data.result.error.amount).toEqual(["At most $30.00 is left to refund"]);
    expect((await getOrder(order.id))?.refunded).toBe(0);
  });

  it("is for admins, and for paid orders with money left", async () => {
    const { order, buyer } = await paidOrder([{ price: 1000, qyt: 1 }]);
    const path = `/dashboard/orders/${order.id}/refund`;
    const asCustomer = await sessionCookie(buyer.user.id);
    expect(
      (
        await refusalOf(
          refundPageLoader(routeArgs(getRequest(path, { Cookie: asCustomer }), { id: order.id })),
        )
      ).status,
    ).toBe(403);
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    await postRefund(order.id, { restock: false, reason: "All of it" }, admin.auth);
    expect(
      await refusalOf(
        refundPageLoader(routeArgs(getRequest(path, { Cookie: cookie }), { id: order.id })),
      ),
    ).toEqual({ status: 409, text: "Nothing is left to refund of this order." });
  });
});

describe("cancelling a paid order", () => {
  it("an admin's cancel refunds it in full, puts the stock back and closes it", async () => {
    const { order, tools, buyer } = await paidOrder([{ price: 1000, qyt: 3 }], { shipping: 500 });
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const path = `/dashboard/manageorders/${order.id}/cancel`;

    const question = unwrap<{ message: string }>(
      await adminCancelQuestion(routeArgs(getRequest(path, { Cookie: cookie }), { id: order.id })),
    ).data;
    expect(question.message).toBe(
      "Are You Sure Want To Cancel Refund Tool 1- 3 Pcs Order? The order is paid: cancelling it refunds $35.00 to the customer and puts its stock back.",
    );
    const response = await adminCancel(routeArgs(formPost(path, [], cookie), { id: order.id }));
    expect(await toastAfter(response)).toEqual({
      type: "success",
      message: "The order was cancelled and $35.00 refunded",
    });

    expect(await getOrder(order.id)).toMatchObject({
      closed: "cancelled",
      paid: 1,
      refunded: 3500,
    });
    expect((await getTool(tools[0]!.id))?.available_qyt).toBe(20);
    const [refund] = await db
      .selectFrom("refunds")
      .selectAll()
      .where("orderId", "=", order.id)
      .execute();
    expect(refund).toMatchObject({
      source: "cancel",
      restock: 1,
      amount: 3500,
      createdBy: admin.user.id,
    });
    const [mail] = await db
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", buyer.user.email)
      .where("kind", "=", "refund-issued")
      .execute();
    expect(mail?.text).toContain("The shop has cancelled your order and refunded it in full.");
    expect(mail?.text).toContain("Status: Cancelled");

    // Once is all: the cancel asked again is refused, and nothing moves.
    expect(
      await refusalOf(
        adminCancelQuestion(routeArgs(getRequest(path, { Cookie: cookie }), { id: order.id })),
      ),
    ).toMatchObject({ status: 409 });
    const again = await adminCancel(routeArgs(formPost(path, [], cookie), { id: order.id }));
    expect((await toastAfter(again))?.type).toBe("error");
    expect((await getTool(tools[0]!.id))?.available_qyt).toBe(20);
  });

  it("is refused for a shipped order, and for customers", async () => {
    const { order, buyer } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const customer = await sessionCookie(buyer.user.id);
    const path = `/dashboard/myorders/${order.id}/cancel`;
    expect(
      await refusalOf(
        customerCancelQuestion(routeArgs(getRequest(path, { Cookie: customer }), { id: order.id })),
      ),
    ).toEqual({ status: 409, text: "A paid order cannot be cancelled." });
    const response = await customerCancel(
      routeArgs(formPost(path, [], customer), { id: order.id }),
    );
    expect(await toastAfter(response)).toEqual({
      type: "error",
      message: "A paid order cannot be cancelled.",
    });
    expect(await getOrder(order.id)).toMatchObject({ closed: null, refunded: 0 });

    const admin = await sessionCookie((await userWithToken("admin")).user.id);
    await shipOrder(order.id);
    const adminPath = `/dashboard/manageorders/${order.id}/cancel`;
    expect(
      await refusalOf(
        adminCancelQuestion(routeArgs(getRequest(adminPath, { Cookie: admin }), { id: order.id })),
      ),
    ).toEqual({ status: 409, text: "A shipped order cannot be cancelled: refund it instead." });
    const refused = await adminCancel(routeArgs(formPost(adminPath, [], admin), { id: order.id }));
    expect(await toastAfter(refused)).toEqual({
      type: "error",
      message: "A shipped order cannot be cancelled: refund it instead.",
    });
    expect(await getOrder(order.id)).toMatchObject({
      closed: null,
      refunded: 0,
      status: "Shipped",
    });
  });
});
