// The returns' JSON API and pages (issue 38), called as the server calls them: the statuses the
// issue names for each refusal, and the answers' shapes as the OpenAPI document gives them.
import { describe, expect, it } from "vitest";
import { returnTexts } from "#app/messages.ts";
import { getReturn, listReturnsOfOrder } from "#app/models/return.server.ts";
import { action as requestApi } from "#app/routes/api.orders.$id.returns.ts";
import { action as decideApi, loader as returnApi } from "#app/routes/api.returns.$id.ts";
import { loader as returnsApi } from "#app/routes/api.returns.ts";
import {
  action as returnPage,
  loader as returnPageLoader,
} from "#app/routes/dashboard.orders.$id_.return.tsx";
import {
  action as decisionPage,
  loader as decisionPageLoader,
} from "#app/routes/dashboard.returns_.$id.$decision.tsx";
import { loader as returnsTable } from "#app/routes/dashboard.returns.tsx";
import { db } from "#app/db.server.ts";
import { returnCreatedJsonSchema, returnJsonSchema } from "#app/schemas/api/returns.ts";
import { now } from "#app/utils/clock.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import {
  answer,
  formRequest,
  getRequest,
  routeArgs,
  unwrap,
  jsonRequest,
} from "#tests/support/route-args.ts";
import {
  insertOrderOfLines,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { insertRefund } from "#tests/fixtures/after-sale.ts";

async function orderOfTwo({ shipped = true } = {}) {
  const tool = await insertTool({ name: "Planer", price: 5_000, minimum_qyt: 1 });
  const buyer = await userWithToken();
  const order = await insertOrderOfLines(
    [{ tool, qyt: 2 }],
    { createdAt: now().toISOString(), state: shipped ? "shipped" : "paid" },
    {
      userId: buyer.user.id,
      email: buyer.user.email,
      shippedAt: shipped ? now().toISOString() : null,
    },
  );
  return { tool, buyer, order };
}

const ask = (orderId: string, body: unknown, auth: HeadersInit) =>
  answer(
    requestApi(
      routeArgs(jsonRequest(`/api/orders/${orderId}/returns`, "POST", body, auth), {
        id: orderId,
      }),
    ),
  );

const decide = (returnId: string, body: unknown, auth: HeadersInit) =>
  answer(
    decideApi(
      routeArgs(jsonRequest(`/api/returns/${returnId}`, "PUT", body, auth), { id: returnId }),
    ),
  );

const lines = (toolId: string, qyt: number) => ({
  lines: [{ toolId, qyt }],
  reason: "not_needed",
  comment: "Bought one too many",
});

describe("POST /api/orders/{id}/returns", () => {
  it("answers 201 with the return's id and number to the order's customer", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    const { status, body } = await ask(order.id, lines(tool.id, 1), buyer.auth);
    expect(status).toBe(201);
    expect(returnCreatedJsonSchema.parse(body)).toEqual({
      _id: body._id,
      number: (await getReturn(body._id))?.number,
      status: "requested",
    });
    expect(body.number).toMatch(/^R-\d{4,}$/);
    expect((await getReturn(body._id))?.comment).toBe("Bought one too many");
  });

  it("answers 400 for more than was shipped, and for a body without lines", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    expect(await ask(order.id, lines(tool.id, 3), buyer.auth)).toEqual({
      status: 400,
      body: {
        error: returnTexts.tooMany("Planer", 2),
        fieldErrors: { lines: [returnTexts.tooMany("Planer", 2)] },
        line: { toolId: tool.id, name: "Planer", message: returnTexts.tooMany("Planer", 2) },
      },
    });
    const empty = await ask(order.id, { ...lines(tool.id, 1), lines: [] }, buyer.auth);
    expect(empty).toMatchObject({
      status: 400,
      body: { fieldErrors: { lines: [returnTexts.noLines] } },
    });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });

  it("answers 409 before shipping and after the window, 404 for anyone else's order", async () => {
    const unshipped = await orderOfTwo({ shipped: false });
    expect(
      await ask(unshipped.order.id, lines(unshipped.tool.id, 1), unshipped.buyer.auth),
    ).toEqual({
      status: 409,
      body: { error: returnTexts.notShipped },
    });
    const { tool, buyer, order } = await orderOfTwo();
    const admin = await userWithToken("admin");
    for (const auth of [admin.auth, (await userWithToken()).auth])
      expect((await ask(order.id, lines(tool.id, 1), auth)).status).toBe(404);
    advanceClock(24 * 31);
    expect(await ask(order.id, lines(tool.id, 1), buyer.auth)).toEqual({
      status: 409,
      body: { error: returnTexts.windowPassed(30) },
    });
  });
});

describe("PUT /api/returns/{id}", () => {
  it("lets admins approve, refuses a second decision with 409 and a rejection without a note with 400", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    const admin = await userWithToken("admin");
    const { body: created } = await ask(order.id, lines(tool.id, 2), buyer.auth);
    expect((await decide(created._id, { status: "approved" }, buyer.auth)).status).toBe(403);
    const approved = await decide(created._id, { status: "approved" }, admin.auth);
    expect(approved.status).toBe(200);
    expect(returnJsonSchema.parse(approved.body)).toMatchObject({
      _id: created._id,
      orderId: order.id,
      status: "approved",
      reason: "not_needed",
      lines: [{ toolId: tool.id, name: "Planer", qyt: 2 }],
    });
    // An approved return that can still be refunded in full is received, not rejected.
    expect(await decide(created._id, { status: "rejected", note: "No" }, admin.auth)).toEqual({
      status: 409,
      body: { error: returnTexts.stillRefundable },
    });
    expect(await decide(created._id, { status: "approved" }, admin.auth)).toEqual({
      status: 409,
      body: { error: returnTexts.cannotDecide("approved", "Approved") },
    });
    expect((await decide("no-such-return", { status: "approved" }, admin.auth)).status).toBe(404);
    expect((await decide(created._id, { status: "shipped" }, admin.auth)).status).toBe(400);

    const other = await orderOfTwo();
    const { body: second } = await ask(other.order.id, lines(other.tool.id, 1), other.buyer.auth);
    expect(await decide(second._id, { status: "rejected" }, admin.auth)).toEqual({
      status: 400,
      body: { error: returnTexts.noteRequired, fieldErrors: { note: [returnTexts.noteRequired] } },
    });
    const read = await answer(
      returnApi(
        routeArgs(getRequest(`/api/returns/${second._id}`, admin.auth), { id: second._id }),
      ),
    );
    expect(read).toMatchObject({ status: 200, body: { status: "requested" } });
    const listed = await answer(
      returnsApi(routeArgs(getRequest(`/api/returns?status=approved&q=${order.id}`, admin.auth))),
    );
    expect(listed.body).toMatchObject({ total: 1, returns: [{ _id: created._id }] });
  });
});

describe("an approved return that can no longer be refunded in full (issue 45)", () => {
  it("is refused receipt with nothing left, offered Reject on the table and its page, and rejected over the API", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    const admin = await userWithToken("admin");
    const { body: created } = await ask(order.id, lines(tool.id, 2), buyer.auth);
    const returnId = created._id as string;
    expect((await decide(returnId, { status: "approved" }, admin.auth)).status).toBe(200);
    const cookie = { Cookie: await sessionCookie(admin.user.id) };
    const page = (decision: string) =>
      decisionPageLoader(
        routeArgs(getRequest(`/dashboard/returns/${returnId}/${decision}`, cookie), {
          id: returnId,
          decision,
        }),
      ).catch((thrown: unknown) => thrown as Response);
    // Refundable in full: no rejection.
    expect(((await page("reject")) as Response).status).toBe(409);
    // The shop gave all the money back another way (an amount, the provider's dashboard).
    await insertRefund(db, order.id, { amount: order.amount });

    const table = await returnsTable(
      routeArgs(getRequest(`/dashboard/returns?q=${order.id}`, cookie)),
    );
    expect(table.returns).toMatchObject([{ id: returnId, receipt: { cents: 0, full: false } }]);
    const receive = (await page("receive")) as Response;
    expect(receive.status).toBe(409);
    expect(await receive.text()).toBe(returnTexts.nothingLeftToRefund);
    expect(await page("reject")).toMatchObject({
      decision: "rejected",
      message: "Reject the return of 2 × Planer? It can no longer be refunded in full.",
    });
    expect(await decide(returnId, { status: "received" }, admin.auth)).toEqual({
      status: 409,
      body: { error: returnTexts.nothingLeftToRefund },
    });
    const rejected = await decide(
      returnId,
      { status: "rejected", note: "Refunded in full already" },
      admin.auth,
    );
    expect(rejected).toMatchObject({
      status: 200,
      body: { status: "rejected", note: "Refunded in full already" },
    });
    expect((await getReturn(returnId))?.status).toBe("rejected");
  });
});

describe("the pages", () => {
  it("takes the form's quantities (0 leaves a line out) and says a refused quantity on its line", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    const cookie = await sessionCookie(buyer.user.id);
    const post = (fields: Record<string, string>) => {
      const request = formRequest(`/dashboard/orders/${order.id}/return`, fields);
      request.headers.set("Cookie", cookie);
      return returnPage(routeArgs(request, { id: order.id })).catch((thrown: unknown) => thrown);
    };
    const page = await returnPageLoader(
      routeArgs(getRequest(`/dashboard/orders/${order.id}/return`, { Cookie: cookie }), {
        id: order.id,
      }),
    );
    expect(page.lines).toEqual([{ toolId: tool.id, name: "Planer", qyt: 2, returnable: 2 }]);

    const none = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post({ toolId: tool.id, qyt: "0", reason: "defective" }),
    );
    expect(none.status).toBe(400);
    expect(none.data.result.error[""]).toEqual([returnTexts.noLines]);

    const tooMany = unwrap<{ lineError: { toolId: string; message: string } }>(
      await post({ toolId: tool.id, qyt: "5", reason: "defective" }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.lineError).toEqual({
      toolId: tool.id,
      message: returnTexts.tooMany("Planer", 2),
    });

    const done = (await post({ toolId: tool.id, qyt: "1", reason: "defective" })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/dashboard/orders/${order.id}`);
    expect(await listReturnsOfOrder(order.id)).toMatchObject([
      { reason: "defective", lines: [{ qyt: 1 }] },
    ]);
  });

  it("brings the admin back to the same search and row after a decision", async () => {
    const { tool, buyer, order } = await orderOfTwo();
    const admin = await userWithToken("admin");
    const { body: created } = await ask(order.id, lines(tool.id, 1), buyer.auth);
    const request = formRequest(`/dashboard/returns/${created._id}/approve`, {
      back: "/dashboard/returns?q=Planer&page=1",
    });
    request.headers.set("Cookie", await sessionCookie(admin.user.id));
    const done = (await decisionPage(
      routeArgs(request, { id: created._id, decision: "approve" }),
    )) as Response;
    expect(done.headers.get("Location")).toBe(
      `/dashboard/returns?q=Planer&page=1#return-${created._id}`,
    );
    expect((await getReturn(created._id))?.status).toBe("approved");
  });
});
