// Webhooks (issue 50) against a real HTTP receiver on loopback: every event the shop announces
// is written with its change and delivered, signed, to each endpoint subscribed; a receiver
// that is down gets everything once it is back; two senders never deliver one delivery twice;
// three days of failures switch an endpoint off and mail the admins; a URL that reaches a
// private address is refused when saved and again when delivered. Runs on both engines.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { decideReturn } from "#app/commerce/index.server.ts";
import { closeUnpaidOrder, shipOrder } from "#app/models/order.server.ts";
import { requestQuote, sendQuote } from "#app/models/quote.server.ts";
import { requestReturn } from "#app/models/return.server.ts";
import { changeTool, createTool, softDeleteTool } from "#app/models/tool.server.ts";
import { createUserWithPassword } from "#app/models/user.server.ts";
import {
  createEndpoint,
  listDeliveries,
  resendDelivery,
} from "#app/models/webhook-endpoint.server.ts";
import { claimDelivery, listDueDeliveries } from "#app/models/webhook-outbox.server.ts";
import { deliverDueWebhooks, webhookRetryDelayMs } from "#app/services/webhooks/sender.server.ts";
import {
  isAllowedAddress,
  targetRefusal,
  type Resolver,
} from "#app/services/webhooks/target.server.ts";
import { webhookTexts } from "#app/messages.ts";
import { WEBHOOK_EVENT_NAMES, type WebhookEvent } from "#app/utils/webhook-events.ts";
import { insertShippingMethod } from "#tests/fixtures/catalogue.ts";
import {
  buyerWithCart,
  delivery,
  insertDemoShippingAndTax,
  insertTool,
  paidOrder,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { acceptQuote, orderTool } from "#tests/fixtures/placing.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { startReceiver, type Receiver } from "#tests/support/webhook-receiver.ts";
import { action as toolAction } from "#app/routes/api.tools.$id.ts";
import { answer, jsonRequest, routeArgs } from "#tests/support/route-args.ts";

const loopback = { policy: { allowLoopback: true } };
const production = { allowLoopback: false };
const HOUR_MS = 3_600_000;

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  await insertDemoShippingAndTax();
});
afterAll(() => receiver.stop());
beforeEach(async () => {
  // Each test has its endpoint: another test's events are not its business.
  await db.deleteFrom("webhook_endpoints").execute();
  receiver.received.length = 0;
  receiver.answer(200);
  receiver.slowBy(0);
});

/** An endpoint at the receiver, subscribed to `events`, whose secret the receiver checks. */
async function endpointFor(events: WebhookEvent[] = WEBHOOK_EVENT_NAMES) {
  const endpoint = await createEndpoint(receiver.url, events);
  receiver.useSecret(endpoint.secret);
  return endpoint;
}

/** Every due delivery sent, pass after pass, until a pass delivers nothing. */
async function drain(options = loopback) {
  let total = 0;
  for (let delivered = -1; delivered !== 0; total += delivered)
    delivered = await deliverDueWebhooks(options);
  return total;
}

/** A tool the models write (announced), with stock for a few orders. */
const newTool = (name = "Hook Drill", available_qyt = 10) =>
  createTool({
    name,
    img: "/images/demo/drill.webp",
    description: "For the webhook tests",
    price: 5_000,
    minimum_qyt: 1,
    available_qyt,
  });

/** The shop doing one of each thing it announces. Returns the ids each event should carry. */
async function everything() {
  const { user } = await userWithToken();
  const admin = await userWithToken("admin");
  // The catalogue: added, a threshold set, an order takes it under, the tool removed.
  const tool = await newTool();
  await changeTool(tool.id, { lowStockThreshold: 5 });
  const unpaid = await orderTool({ ...delivery, toolId: tool.id, qyt: 6, customer: user });
  await closeUnpaidOrder(unpaid.id, "cancelled");
  await softDeleteTool(tool.id);
  // An order paid, shipped, partly returned (approved, received: refunded).
  const { order, tools, buyer } = await paidOrder([{ price: 10_000, qyt: 2 }]);
  await shipOrder(order.id);
  const asked = await requestReturn(buyer.user.id, order.id, {
    lines: [{ toolId: tools[0]!.id, qyt: 1 }],
    reason: "defective",
    comment: "Stops after a minute",
  });
  if (asked.status !== "requested") throw new Error(asked.message);
  await decideReturn(asked.return.id, { status: "approved" }, admin.user.id);
  const received = await decideReturn(asked.return.id, { status: "received" }, admin.user.id);
  if (received.status !== "decided") throw new Error(received.message);
  // A quote asked for, priced and accepted.
  const quoted = await insertTool({ name: "Quoted", price: 2_000, minimum_qyt: 1 });
  const shopper = await buyerWithCart([[quoted, 5]]);
  const quote = await requestQuote(shopper.user.id, "For a school");
  if (quote.status !== "requested") throw new Error(quote.message);
  await sendQuote(quote.quote.id, {
    lines: [{ toolId: quoted.id, price: 15 }],
    validUntil: deliveryWindow().min,
    reply: "School price",
  });
  const shipping = await insertShippingMethod(db);
  const accepted = await acceptQuote(shopper.user.id, quote.quote.id, {
    addressId: shopper.addressId,
    shippingMethodId: shipping.id,
    date: deliveryDate(),
    checkoutKey: newId(),
  });
  if (accepted.status !== "placed") throw new Error(JSON.stringify(accepted));
  // A customer signs up.
  const customer = await createUserWithPassword({
    email: `hooked-${newId()}@shop.example`,
    displayName: "Hooked Buyer",
    password: "secret-pw",
  });
  return { tool, unpaid, order, returnId: asked.return.id, quoteId: quote.quote.id, customer };
}

describe("delivery", () => {
  it("delivers every event type, signed, with the object as the API shows it", async () => {
    await endpointFor();
    const made = await everything();
    await drain();
    const types = new Set(receiver.received.map((event) => event.type));
    expect([...types].sort()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
    for (const event of receiver.received) {
      expect(event.verified, `${event.type} is signed with the endpoint's secret`).toBe(true);
      expect(event.contentType).toBe("application/json");
      expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
      expect(Math.abs(event.created - Date.now() / 1000)).toBeLessThan(600);
    }
    const one = (type: WebhookEvent) => receiver.received.filter((event) => event.type === type);
    expect(one("tool.created")[0]!.data).toMatchObject({ _id: made.tool.id, name: "Hook Drill" });
    expect(one("tool.updated")[0]!.data).toMatchObject({ lowStockThreshold: 5 });
    expect(one("tool.low_stock")[0]!.data).toMatchObject({
      _id: made.tool.id,
      available_qyt: 4,
      lowStockThreshold: 5,
    });
    expect(one("tool.deleted")[0]!.data).toMatchObject({ _id: made.tool.id });
    expect(one("order.cancelled")[0]!.data).toMatchObject({
      _id: made.unpaid.id,
      closed: "cancelled",
      state: "cancelled",
    });
    expect(one("order.paid")[0]!.data).toMatchObject({ _id: made.order.id, paid: true });
    expect(one("order.shipped")[0]!.data).toMatchObject({ _id: made.order.id, status: "Shipped" });
    expect(one("order.refunded")[0]!.data).toMatchObject({ _id: made.order.id, refunded: 100 });
    expect(one("return.requested")[0]!.data).toMatchObject({
      _id: made.returnId,
      status: "requested",
    });
    expect(one("return.approved")[0]!.data).toMatchObject({ status: "approved" });
    expect(one("return.received")[0]!.data).toMatchObject({ status: "received" });
    expect(one("quote.requested")[0]!.data).toMatchObject({ _id: made.quoteId });
    expect(one("quote.accepted")[0]!.data).toMatchObject({
      _id: made.quoteId,
      status: "accepted",
    });
    expect(one("customer.created")[0]!.data).toMatchObject({
      _id: made.customer.id,
      displayName: "Hooked Buyer",
    });
    expect(JSON.stringify(one("customer.created")[0]!.data)).not.toMatch(/hash|password/i);
    // Three orders placed: the unpaid one, the paid one and the quote's.
    expect(one("order.placed")).toHaveLength(3);
    const rows = await db.selectFrom("webhook_deliveries").select(["status"]).execute();
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
  });

  it("sends an endpoint only the events it chose, and nothing for a change rolled back", async () => {
    await endpointFor(["order.placed"]);
    const { user } = await userWithToken();
    const tool = await newTool("Scarce", 2);
    await expect(
      orderTool({ ...delivery, toolId: tool.id, qyt: 3, customer: user }),
    ).rejects.toThrow(/Refused/);
    const placed = await orderTool({ ...delivery, toolId: tool.id, qyt: 2, customer: user });
    await drain();
    expect(receiver.received.map((event) => [event.type, event.data._id])).toEqual([
      ["order.placed", placed.id],
    ]);
  });

  it("announces a tool's fall under its threshold once, not again while it stays under", async () => {
    await endpointFor(["tool.low_stock"]);
    const { user } = await userWithToken();
    const tool = await newTool("Thin stock", 10);
    await changeTool(tool.id, { lowStockThreshold: 8 });
    await orderTool({ ...delivery, toolId: tool.id, qyt: 2, customer: user }); // 8: not under
    await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: user }); // 7: under
    await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: user }); // 6: still under
    await drain();
    expect(receiver.received.map((event) => event.data.available_qyt)).toEqual([7]);
  });
});

describe("the low-stock threshold in the API", () => {
  it("PUT /api/tools/{id} sets and removes it, refuses a bad one, and its event tells", async () => {
    await endpointFor(["tool.updated"]);
    const { auth } = await userWithToken("admin");
    const tool = await insertTool();
    const put = (json: unknown) =>
      answer(
        toolAction(
          routeArgs(jsonRequest(`/api/tools/${tool.id}`, "PUT", json, auth), { id: tool.id }),
        ) as Promise<Response>,
      );
    expect(await put({ lowStockThreshold: 12 })).toMatchObject({
      status: 200,
      body: { _id: tool.id, lowStockThreshold: 12 },
    });
    expect((await put({ lowStockThreshold: 0 })).status).toBe(400);
    expect((await put({ lowStockThreshold: 2.5 })).status).toBe(400);
    expect(await put({ lowStockThreshold: null })).toMatchObject({
      status: 200,
      body: { lowStockThreshold: null },
    });
    await drain();
    // One tool.updated for each change; a pass sends its deliveries side by side, so they may
    // arrive in either order (receivers order by `created`).
    const told = receiver.received.map((event) => event.data.lowStockThreshold);
    expect(told).toHaveLength(2);
    expect(told).toEqual(expect.arrayContaining([12, null]));
  });
});

describe("retries", () => {
  it("keeps the change when the receiver is down and delivers every event once it is back", async () => {
    await endpointFor(["order.placed"]);
    await receiver.stop();
    const { user } = await userWithToken();
    const tool = await newTool("While down", 10);
    const orders = [];
    for (let n = 0; n < 3; n++)
      orders.push(await orderTool({ ...delivery, toolId: tool.id, qyt: 1, customer: user }));
    expect(await drain()).toBe(0);
    const failed = await db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(failed.map((row) => [row.status, row.attempts, row.responseStatus])).toEqual([
      ["pending", 1, null],
      ["pending", 1, null],
      ["pending", 1, null],
    ]);
    expect(failed[0]!.lastError).toMatch(/ECONNREFUSED/);
    // Not due again before the first retry's delay.
    expect(await drain()).toBe(0);
    await receiver.restart();
    advanceClock(webhookRetryDelayMs(1) / HOUR_MS);
    expect(await drain()).toBe(3);
    expect(await drain()).toBe(0);
    expect(receiver.received.map((event) => event.data._id).sort()).toEqual(
      orders.map((order) => order.id).sort(),
    );
  });

  it("retries a non-2xx answer with growing delays, and gives up after three days", async () => {
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(webhookRetryDelayMs(30)).toBe(6 * HOUR_MS);
    await endpointFor(["customer.created"]);
    receiver.answer(500);
    await createUserWithPassword({
      email: `refused-${newId()}@shop.example`,
      displayName: "Refused",
      password: "secret-pw",
    });
    await drain();
    const [row] = await db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(row).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500 });
    // Three days of hourly passes: each due attempt fails; then the delivery is given up.
    for (let hour = 0; hour < 73; hour++) {
      advanceClock(1);
      await drain();
    }
    const [after] = await db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(after!.status).toBe("failed");
    expect(after!.attempts).toBeGreaterThan(10);
    expect(after!.attempts).toBeLessThan(30);
  });

  it("switches an endpoint off after three days of failures and mails every admin", async () => {
    const admin = await userWithToken("admin");
    const endpoint = await endpointFor(["customer.created"]);
    receiver.answer(503);
    await createUserWithPassword({
      email: `down-${newId()}@shop.example`,
      displayName: "Down",
      password: "secret-pw",
    });
    await drain();
    for (let hour = 0; hour < 80; hour++) {
      advanceClock(1);
      await drain();
    }
    const row = await db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(0);
    expect(row.disabledAt).not.toBeNull();
    const mails = await db
      .selectFrom("outbox")
      .select(["subject", "text"])
      .where("to", "=", admin.user.email)
      .where("kind", "=", "webhook-switched-off")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(receiver.url);
    expect(mails[0]!.text).toContain(`/dashboard/webhooks/${endpoint.id}`);
  });

  it("resends a delivery an admin asks for, with the same event id", async () => {
    const endpoint = await endpointFor(["customer.created"]);
    await createUserWithPassword({
      email: `again-${newId()}@shop.example`,
      displayName: "Again",
      password: "secret-pw",
    });
    await drain();
    const [row] = await listDeliveries(endpoint.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200 });
    expect(await resendDelivery(endpoint.id, row!.id)).toBe("resent");
    expect(await resendDelivery("another", row!.id)).toBe("missing");
    await drain();
    expect(receiver.received.map((event) => event.id)).toEqual([row!.eventId, row!.eventId]);
    const [again] = await listDeliveries(endpoint.id);
    expect(again).toMatchObject({ status: "delivered", attempts: 2 });
  });
});

describe("several senders", () => {
  it("delivers each event once when two senders race over the same deliveries", async () => {
    await endpointFor(["customer.created"]);
    receiver.slowBy(50);
    for (let n = 0; n < 12; n++)
      await createUserWithPassword({
        email: `race-${n}-${newId()}@shop.example`,
        displayName: `Racer ${n}`,
        password: "secret-pw",
      });
    const [first, second] = await Promise.all([
      deliverDueWebhooks(loopback),
      deliverDueWebhooks(loopback),
    ]);
    expect(first + second + (await drain())).toBe(12);
    const ids = receiver.received.map((event) => event.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("lets one claim win a delivery; a sender that died leaves it due after the lease", async () => {
    await endpointFor(["customer.created"]);
    await createUserWithPassword({
      email: `claim-${newId()}@shop.example`,
      displayName: "Claimed",
      password: "secret-pw",
    });
    const [id] = await listDueDeliveries(10);
    const claims = await Promise.all([claimDelivery(id!), claimDelivery(id!)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The winner "dies" without a word: nothing is sent until its lease runs out.
    expect(await drain()).toBe(0);
    advanceClock(2 / 60);
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });
});

describe("where webhooks may go", () => {
  const resolving =
    (addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses in production what is not https to a public address", async () => {
    const publicHost = resolving(["93.184.216.34"]);
    expect(await targetRefusal("https://erp.example/hook", production, publicHost)).toBeNull();
    expect(await targetRefusal("http://erp.example/hook", production, publicHost)).toBe(
      webhookTexts.urlNotHttps,
    );
    expect(await targetRefusal("ftp://erp.example/", production, publicHost)).toBe(
      webhookTexts.urlNotHttps,
    );
    expect(await targetRefusal("erp.example/hook", production, publicHost)).toBe(
      webhookTexts.urlInvalid,
    );
    for (const [host, addresses] of [
      ["internal.example", ["10.0.0.7"]],
      ["router.example", ["192.168.1.1"]],
      ["metadata.example", ["169.254.169.254"]],
      ["mixed.example", ["93.184.216.34", "172.16.4.2"]],
      ["v6-local.example", ["fd00::1"]],
      ["v6-link.example", ["fe80::1"]],
      ["mapped.example", ["::ffff:10.0.0.1"]],
      ["self.example", ["127.0.0.1"]],
    ] as const)
      expect(
        await targetRefusal(`https://${host}/hook`, production, resolving([...addresses])),
        host,
      ).toBe(webhookTexts.urlNotPublic);
    // Literal addresses in every spelling the URL parser accepts, and localhost by its name.
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::]/",
      "https://0.0.0.0/",
      "https://224.0.0.1/",
      "https://localhost/",
    ])
      expect(await targetRefusal(url, production), url).toBe(webhookTexts.urlNotPublic);
  });

  it("allows http and loopback only under the demo's and tests' setting, never private ranges", () => {
    expect(isAllowedAddress("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("::1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("10.1.2.3", { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress("::ffff:127.0.0.1", { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress("8.8.8.8", production)).toBe(true);
    expect(isAllowedAddress("2606:4700::1111", production)).toBe(true);
  });

  it("checks again at delivery: a URL that now resolves to a private address gets nothing", async () => {
    const endpoint = await createEndpoint(`http://hooks.internal.test:${receiver.port}/forgeline`, [
      "customer.created",
    ]);
    receiver.useSecret(endpoint.secret);
    await createUserWithPassword({
      email: `rebind-${newId()}@shop.example`,
      displayName: "Rebound",
      password: "secret-pw",
    });
    // The name now points inside the network: refused before any connection.
    await deliverDueWebhooks({ ...loopback, resolve: resolving(["10.0.0.9"]) });
    const [refused] = await listDeliveries(endpoint.id);
    expect(refused).toMatchObject({ status: "pending", responseStatus: null });
    expect(refused!.lastError).toBe(webhookTexts.urlNotPublic);
    expect(receiver.received).toEqual([]);
    // Resolved to loopback (allowed here), the connection goes to that very address: the
    // system's resolver does not know the name at all, so only the checked answer can reach it.
    advanceClock(webhookRetryDelayMs(1) / HOUR_MS);
    expect(await deliverDueWebhooks({ ...loopback, resolve: resolving(["127.0.0.1"]) })).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
  });

  it("refuses a loopback receiver in production mode at delivery", async () => {
    const endpoint = await endpointFor(["customer.created"]);
    await createUserWithPassword({
      email: `prod-${newId()}@shop.example`,
      displayName: "Production",
      password: "secret-pw",
    });
    await deliverDueWebhooks({ policy: production });
    const [row] = await listDeliveries(endpoint.id);
    expect(row!.lastError).toBe(webhookTexts.urlNotHttps);
    expect(receiver.received).toEqual([]);
  });
});
