// Holes a pre-launch audit found, each checked where it was closed.
import { parseWithZod } from "@conform-to/zod";
import { orderTool } from "#tests/fixtures/placing.ts";
import { describe, expect, it } from "vitest";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { getOrder } from "#app/models/order.server.ts";
import { getSandboxCharge } from "#app/models/sandbox-charge.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { createUserWithPassword, deleteUser } from "#app/models/user.server.ts";
import { action as enquire } from "#app/routes/_index.tsx";
import { loader as ordersApi } from "#app/routes/api.orders.ts";
import { loader as toolsPage } from "#app/routes/tools._index.tsx";
import { isUnexpired, sandboxCardSchema } from "#app/schemas/card.ts";
import { purchaseSchema } from "#app/schemas/purchase.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { closeOrder } from "#app/commerce/index.server.ts";
import { fulfilFromProvider, outcomeMessage } from "#app/services/payments/fulfilment.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { answer, formRequest, getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const delivery = { date: deliveryWindow().min, address: "1 Test Street", phone: "555-0100" };

describe("malformed requests get a 4xx, never a 500", () => {
  it("answers 415 to a page action posted as JSON or plain text, and 400 to a broken form", async () => {
    for (const type of ["application/json", "text/plain", ""]) {
      const thrown = await enquire(
        routeArgs(
          new Request("http://shop.test/?index", {
            method: "POST",
            headers: type ? { "Content-Type": type } : {},
            body: '{"name":"x"}',
          }),
        ),
      ).catch((error: unknown) => error);
      expect((thrown as Response).status).toBe(415);
    }
    const broken = await enquire(
      routeArgs(
        new Request("http://shop.test/?index", {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=nope" },
          body: "--wrong\r\ntruncated",
        }),
      ),
    ).catch((error: unknown) => error);
    expect((broken as Response).status).toBe(400);
  });

  it("answers 400 for a page number SQLite could not take", async () => {
    for (const page of ["1e308", "9007199254740993", "1000001"]) {
      const thrown = await toolsPage(routeArgs(getRequest(`/tools?page=${page}`))).catch(
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(400);
    }
  });

  it("ignores field names nested thousands deep instead of overflowing the stack", async () => {
    const deep = `x${"[0]".repeat(20_000)}`;
    const result = unwrap<{ result: { error: Record<string, string[]> } }>(
      await enquire(routeArgs(formRequest("/?index", { [deep]: "1", name: "" }))),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.name).toEqual(["This field is required"]);
  });

  it("echoes no more of a field than its own maximum", async () => {
    const huge = "x".repeat(60_000);
    const result = unwrap<{ result: { initialValue: Record<string, string> } }>(
      await enquire(
        routeArgs(
          formRequest("/?index", {
            name: huge,
            email: huge,
            company: huge,
            phone: huge,
            message: huge,
            stranger: huge,
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    const echoed = result.data.result.initialValue;
    expect(echoed.stranger).toBeUndefined();
    expect(JSON.stringify(echoed).length).toBeLessThan(5_000);
    expect(echoed.name!.length).toBeLessThanOrEqual(120);
  });
});

describe("form numbers and cards", () => {
  const parseQyt = (qyt: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...delivery, qyt })) form.set(name, value);
    return parseWithZod(form, { schema: purchaseSchema({ minimum: 2, available: 50 }) });
  };
  const qytError = (qyt: string) => {
    const submission = parseQyt(qyt);
    return submission.status === "error" ? submission.error?.qyt : undefined;
  };

  it("takes a quantity only in plain decimal digits", () => {
    for (const qyt of ["0x10", "1e1", "1.0e1", "0b11", "Infinity", "12abc"]) {
      expect(qytError(qyt)).toEqual(["Enter a whole number"]);
    }
    const ok = parseQyt(" 12 ");
    expect(ok.status === "success" && ok.value.qyt).toBe(12);
    expect(qytError("1")).toEqual(["Minimum Order Quantity Is 2"]);
  });

  it("refuses an expired card in the sandbox", () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(isUnexpired("11/26", today)).toBe(true);
    expect(isUnexpired("10/26", today)).toBe(false);
    const form = { cardholder: "A B", cardNumber: "4242 4242 4242 4242", cvc: "123" };
    expect(
      sandboxCardSchema.safeParse({ ...form, expiry: "01/20" }).error?.issues[0]?.message,
    ).toBe("Your card has expired.");
    expect(sandboxCardSchema.safeParse({ ...form, expiry: "12/49" }).success).toBe(true);
  });
});

describe("a payment that arrives for a cancelled order", () => {
  it("is refunded and logged, and the stock stays given back", async () => {
    const tool = await insertTool({ available_qyt: 10, minimum_qyt: 1, price: 1500 });
    const { user } = await userWithToken();
    const order = await orderTool({ ...delivery, toolId: tool.id, qyt: 2, customer: user });

    // The card is charged in one tab while the order is cancelled in another.
    const charge = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    expect(charge.ok).toBe(true);
    expect(await closeOrder(order.id, "cancelled")).toBe("closed");
    const outcome = await fulfilFromProvider(charge.ok ? charge.payment : null, order.id);

    expect(outcome).toBe("order-cancelled");
    expect(outcomeMessage(outcome)).toMatch(/cancelled .* refunded/);
    const stored = await getSandboxCharge(charge.ok ? charge.payment.paymentId : "");
    expect(stored?.refundedAt).not.toBeNull();
    expect(await getOrder(order.id)).toMatchObject({ closed: "cancelled", paid: 0 });
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
  });

  it("is refunded when the order was already paid by another payment", async () => {
    const tool = await insertTool({ available_qyt: 10, minimum_qyt: 1, price: 1500 });
    const { user } = await userWithToken();
    const order = await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: user });
    const first = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    const second = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    if (!first.ok || !second.ok) throw new Error("the sandbox should take the test card");
    expect(await fulfilFromProvider(first.payment, order.id)).toBe("fulfilled");
    expect(await fulfilFromProvider(second.payment, order.id)).toBe("paid-by-another-payment");
    expect((await getSandboxCharge(first.payment.paymentId))?.refundedAt).toBeNull();
    expect((await getSandboxCharge(second.payment.paymentId))?.refundedAt).not.toBeNull();
  });
});

describe("GET /api/orders", () => {
  it("shows a deleted customer's orders to nobody who registers their address later", async () => {
    const tool = await insertTool({ available_qyt: 100, minimum_qyt: 1 });
    const { user: first } = await userWithToken();
    await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: first });
    await deleteUser(first.id);
    const newcomer = await createUserWithPassword({
      email: first.email,
      displayName: "Newcomer",
      password: "secret-pw",
    });
    const auth = { Authorization: `Bearer ${await issueAccessToken(newcomer)}` };
    const list = await answer(ordersApi(routeArgs(getRequest("/api/orders", auth))));
    expect(list).toEqual({ status: 200, body: [] });
  });

  it("lists the caller's own orders by owner", async () => {
    const tool = await insertTool({ available_qyt: 100, minimum_qyt: 1 });
    const { user: first, auth: firstAuth } = await userWithToken();
    const mine = await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: first });
    // The stored email copy of an order is not what decides whose it is.
    const { db } = await import("#app/db.server.ts");
    const { user: second, auth: secondAuth } = await userWithToken();
    await db.updateTable("orders").set({ email: second.email }).where("id", "=", mine.id).execute();

    const firstList = await answer(ordersApi(routeArgs(getRequest("/api/orders", firstAuth))));
    expect(firstList.body.map((order: { _id: string }) => order._id)).toEqual([mine.id]);
    const secondList = await answer(ordersApi(routeArgs(getRequest("/api/orders", secondAuth))));
    expect(secondList.body).toEqual([]);
    const named = await answer(
      ordersApi(routeArgs(getRequest(`/api/orders?email=${first.email}`, secondAuth))),
    );
    expect(named.status).toBe(403);
  });
});
