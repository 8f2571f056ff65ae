// Returns (issue 38): a customer asks to send lines of a shipped order back within RETURN_DAYS,
// for at most what was shipped less what other returns hold; an admin approves (mail with the
// return address) or rejects (with a note), then marks it received, which refunds the lines.
// Every decision is one conditional update: racing admins make one. Runs on both engines.
import { describe, expect, it } from "vitest";
import {
  decideReturn,
  getReturn,
  listReturnsOfOrder,
  requestReturn,
  returnableLines,
  whyNotReturnable,
} from "#app/models/return.server.ts";
import { returnTexts } from "#app/messages.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { env } from "#app/utils/env.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { insertOrderOfLines, insertTool } from "#tests/support/fixtures.ts";
import { userWithToken } from "#tests/support/users.ts";

/** A customer's order of 2 drills and 3 bits, shipped now (by the shop's clock), unless told. */
async function shippedOrder({ shipped = true } = {}) {
  const drill = await insertTool({ name: "Drill", price: 10_000, minimum_qyt: 1 });
  const bits = await insertTool({ name: "Bit set", price: 2_000, minimum_qyt: 1 });
  const { user } = await userWithToken();
  const order = await insertOrderOfLines(
    [
      { tool: drill, qyt: 2 },
      { tool: bits, qyt: 3 },
    ],
    { createdAt: now().toISOString(), state: shipped ? "Shipped" : "Pending", tax: 1_300 },
    {
      userId: user.id,
      customer: user.displayName,
      email: user.email,
      shippedAt: shipped ? now().toISOString() : null,
    },
  );
  return { order, user, drill, bits };
}

const oneDrill = (toolId: string) => ({
  lines: [{ toolId, qyt: 1 }],
  reason: "defective" as const,
  comment: "It stops after a minute.",
});

async function requested(userId: string, orderId: string, toolId: string) {
  const result = await requestReturn(userId, orderId, oneDrill(toolId));
  if (result.status !== "requested") throw new Error(result.message);
  return result.return;
}

const mailsTo = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["kind", "subject", "text"])
    .where("to", "=", email)
    .where("kind", "like", "return-%")
    .orderBy("createdAt")
    .execute();

describe("asking to return", () => {
  it("records the lines of the customer's shipped order, and holds those pieces", async () => {
    const { order, user, drill, bits } = await shippedOrder();
    const result = await requestReturn(user.id, order.id, {
      lines: [
        { toolId: drill.id, qyt: 1 },
        { toolId: bits.id, qyt: 3 },
      ],
      reason: "wrong_item",
      comment: "",
    });
    expect(result).toMatchObject({
      status: "requested",
      return: {
        orderId: order.id,
        userId: user.id,
        status: "requested",
        reason: "wrong_item",
        lines: [
          { toolId: drill.id, name: "Drill", qyt: 1 },
          { toolId: bits.id, name: "Bit set", qyt: 3 },
        ],
      },
    });
    expect(await returnableLines(order.id)).toEqual([
      { toolId: drill.id, name: "Drill", qyt: 2, returnable: 1 },
      { toolId: bits.id, name: "Bit set", qyt: 3, returnable: 0 },
    ]);
    expect((await listReturnsOfOrder(order.id)).map((item) => item.status)).toEqual(["requested"]);
  });

  it("answers someone else's order exactly like a missing one", async () => {
    const { order, drill } = await shippedOrder();
    const stranger = await userWithToken();
    for (const orderId of [order.id, "no-such-order"])
      expect(await requestReturn(stranger.user.id, orderId, oneDrill(drill.id))).toMatchObject({
        status: "refused",
        problem: "missing",
      });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });

  it("refuses an order that has not shipped", async () => {
    const { order, user, drill } = await shippedOrder({ shipped: false });
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.notShipped,
    });
  });

  it(`takes requests up to RETURN_DAYS after shipping, and refuses them after`, async () => {
    expect(env.RETURN_DAYS).toBe(30);
    const { order, user, drill } = await shippedOrder();
    const shipped = { shippedAt: order.shippedAt ?? null, amount: order.amount, refunded: 0 };
    advanceClock(24 * 30 - 1);
    expect(whyNotReturnable(shipped)).toBeNull();
    expect((await requestReturn(user.id, order.id, oneDrill(drill.id))).status).toBe("requested");
    advanceClock(2);
    expect(whyNotReturnable(shipped)).toBe(returnTexts.windowPassed(30));
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.windowPassed(30),
    });
    expect(await listReturnsOfOrder(order.id)).toHaveLength(1);
  });

  it("refuses an order refunded in full", async () => {
    const { order, user, drill } = await shippedOrder();
    await db
      .updateTable("orders")
      .set({ refunded: order.amount })
      .where("id", "=", order.id)
      .execute();
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toMatchObject({
      problem: "conflict",
      message: returnTexts.refundedInFull,
    });
  });

  it("refuses more than was shipped less what other returns hold, naming the line", async () => {
    const { order, user, drill, bits } = await shippedOrder();
    const ask = (qyt: number) =>
      requestReturn(user.id, order.id, {
        ...oneDrill(drill.id),
        lines: [{ toolId: drill.id, qyt }],
      });
    expect(await ask(3)).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.tooMany("Drill", 2),
      field: "lines",
      toolId: drill.id,
    });
    const first = await requested(user.id, order.id, drill.id);
    expect(await ask(2)).toMatchObject({ message: returnTexts.tooMany("Drill", 1) });
    expect((await ask(1)).status).toBe("requested");
    expect(await ask(1)).toMatchObject({ message: returnTexts.tooMany("Drill", 0) });
    // A rejected return holds nothing: its piece may be asked for again.
    await decideReturn(first.id, { status: "rejected", note: "Not ours" }, user.id);
    expect((await ask(1)).status).toBe("requested");
    // The other line is untouched by all this.
    expect((await returnableLines(order.id)).find((line) => line.toolId === bits.id)).toMatchObject(
      { returnable: 3 },
    );
  });

  it("refuses no lines, a tool the order lacks and a tool named twice, writing nothing", async () => {
    const { order, user, drill } = await shippedOrder();
    const other = await insertTool({ name: "Saw" });
    const ask = (lines: { toolId: string; qyt: number }[]) =>
      requestReturn(user.id, order.id, { ...oneDrill(drill.id), lines });
    expect(await ask([])).toMatchObject({ problem: "invalid", message: returnTexts.noLines });
    expect(await ask([{ toolId: other.id, qyt: 1 }])).toMatchObject({
      problem: "invalid",
      message: returnTexts.notInOrder,
      toolId: other.id,
    });
    expect(
      await ask([
        { toolId: drill.id, qyt: 1 },
        { toolId: drill.id, qyt: 1 },
      ]),
    ).toMatchObject({ problem: "invalid", message: returnTexts.sameToolTwice });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });

  it("lets one of two racing requests for the last pieces through", async () => {
    const { order, user, drill } = await shippedOrder();
    const all = { ...oneDrill(drill.id), lines: [{ toolId: drill.id, qyt: 2 }] };
    const results = await Promise.all([
      requestReturn(user.id, order.id, all),
      requestReturn(user.id, order.id, all),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["refused", "requested"]);
    expect(await listReturnsOfOrder(order.id)).toHaveLength(1);
  });
});

describe("deciding", () => {
  it("approves a requested return and mails the customer where to send it", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    const result = await decideReturn(item.id, { status: "approved" }, admin.user.id);
    expect(result).toMatchObject({ status: "decided", return: { status: "approved", note: null } });
    const stored = await getReturn(item.id);
    expect(stored).toMatchObject({ status: "approved", decidedBy: admin.user.id });
    expect(stored?.decidedAt).toBeTruthy();
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "return-approved" });
    expect(mail!.subject).toContain("Return approved: 1 × Drill");
    expect(mail!.text).toContain(env.RETURN_ADDRESS);
    expect(mail!.text).toContain(order.id);
  });

  it("rejects only with a note, which the customer is mailed", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    expect(await decideReturn(item.id, { status: "rejected" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.noteRequired,
      field: "note",
    });
    expect((await getReturn(item.id))?.status).toBe("requested");
    expect(await mailsTo(user.email)).toEqual([]);
    const result = await decideReturn(
      item.id,
      { status: "rejected", note: "Used for a year" },
      admin.user.id,
    );
    expect(result).toMatchObject({ return: { status: "rejected", note: "Used for a year" } });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: "return-rejected" });
    expect(mail!.text).toContain("Why: Used for a year");
  });

  it("refuses every move the status does not allow, saying what the return is", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.cannotDecide("received", "Requested"),
    });
    await decideReturn(item.id, { status: "approved" }, admin.user.id);
    for (const status of ["approved", "rejected"] as const)
      expect(await decideReturn(item.id, { status, note: "Again" }, admin.user.id)).toEqual({
        status: "refused",
        problem: "conflict",
        message: returnTexts.cannotDecide(status, "Approved"),
      });
    expect(await decideReturn("no-such-return", { status: "approved" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "missing",
      message: returnTexts.noSuchReturn,
    });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("makes one decision of two admins deciding at once, and one mail", async () => {
    const { order, user, drill } = await shippedOrder();
    const [first, second] = [await userWithToken("admin"), await userWithToken("admin")];
    const item = await requested(user.id, order.id, drill.id);
    const results = await Promise.all([
      decideReturn(item.id, { status: "approved" }, first.user.id),
      decideReturn(item.id, { status: "rejected", note: "No" }, second.user.id),
    ]);
    const decided = results.filter((result) => result.status === "decided");
    expect(decided).toHaveLength(1);
    expect(results.find((result) => result.status === "refused")).toMatchObject({
      problem: "conflict",
    });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
