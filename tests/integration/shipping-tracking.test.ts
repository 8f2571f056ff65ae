// Ship Order with a carrier and a tracking number (issue 38): the model's conditional update,
// the ship page's form and the API's body, one schema's rules, the mail, and the way back to the
// row the admin acted on.
import { beforeAll, describe, expect, it } from "vitest";
import { getOrder, orderJson, shipOrder } from "#app/models/order.server.ts";
import { action as shipApi } from "#app/routes/api.manageorders.$id.ts";
import { action as shipPage } from "#app/routes/dashboard.manageorders_.$id.ship.tsx";
import { action as restockPage } from "#app/routes/dashboard.manageproducts_.$id.restock.tsx";
import { action as roleChange } from "#app/routes/dashboard.manageusers_.$id.role.tsx";
import { shipmentSchema } from "#app/schemas/shipment.ts";
import { db } from "#app/db.server.ts";
import { answer, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import {
  insertOrder,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

let admin: Awaited<ReturnType<typeof userWithToken>>;
let adminCookie: { Cookie: string };

beforeAll(async () => {
  admin = await userWithToken("admin");
  adminCookie = { Cookie: await sessionCookie(admin.user.id) };
});

/** A paid order waiting to ship, with its customer's own address. */
async function paidOrder(overrides: Parameters<typeof insertOrder>[2] = {}) {
  const tool = await insertTool({ price: 2500, minimum_qyt: 1, available_qyt: 10 });
  return insertOrder(
    tool,
    { qyt: 2, state: "paid" },
    {
      email: `buyer-${tool.id}@shop.example`,
      address: "214 Foundry Lane, Dayton, OH",
      ...overrides,
    },
  );
}

const shippedMail = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["text", "html"])
    .where("to", "=", email)
    .where("kind", "=", "order-shipped")
    .execute();

const UPS_NUMBER = "1Z999AA10123456784";
const UPS_PAGE = `https://www.ups.com/track?tracknum=${UPS_NUMBER}`;

describe("shipOrder", () => {
  it("ships with the carrier and tracking number, when it left, and mails the link", async () => {
    const order = await paidOrder();
    expect(await shipOrder(order.id, { carrier: "ups", trackingNumber: UPS_NUMBER })).toBe(true);
    const shipped = (await getOrder(order.id))!;
    expect(shipped).toMatchObject({
      status: "Shipped",
      carrier: "ups",
      trackingNumber: UPS_NUMBER,
    });
    expect(shipped.shippedAt).toBe(shipped.statusChangedAt);
    expect(orderJson(shipped)).toMatchObject({
      carrier: "ups",
      trackingNumber: UPS_NUMBER,
      trackingUrl: UPS_PAGE,
      state: "shipped",
    });
    const [mail] = await shippedMail(order.email);
    expect(mail!.text).toContain(
      `Your order is on its way to 214 Foundry Lane, Dayton, OH with UPS ${UPS_NUMBER}.`,
    );
    expect(mail!.text).toContain(`Tracking: UPS ${UPS_NUMBER} (${UPS_PAGE})`);
    expect(mail!.html).toContain(`<a href="${UPS_PAGE}">UPS ${UPS_NUMBER}</a>`);
  });

  it("ships without tracking, as the spec's ship does, and the mail names none", async () => {
    const order = await paidOrder();
    expect(await shipOrder(order.id)).toBe(true);
    const shipped = (await getOrder(order.id))!;
    expect(shipped).toMatchObject({ status: "Shipped", carrier: null, trackingNumber: null });
    expect(shipped.shippedAt).not.toBeNull();
    expect(orderJson(shipped).trackingUrl).toBeNull();
    const [mail] = await shippedMail(order.email);
    expect(mail!.text).toContain("Your order is on its way to 214 Foundry Lane, Dayton, OH.");
    expect(mail!.text).not.toContain("Tracking");
  });

  it("names another carrier without a link", async () => {
    const order = await paidOrder();
    expect(await shipOrder(order.id, { carrier: "other", trackingNumber: "VAN-7" })).toBe(true);
    expect(orderJson((await getOrder(order.id))!).trackingUrl).toBeNull();
    const [mail] = await shippedMail(order.email);
    expect(mail!.text).toContain("Tracking: Other carrier VAN-7\n");
    expect(mail!.html).not.toContain('<a href="https://www.ups');
  });

  it("refuses an unpaid, a shipped, a cancelled and a wholly refunded order, changing nothing", async () => {
    const unpaid = await paidOrder({ paid: 0, paymentId: null, status: null });
    const shipped = await paidOrder();
    await shipOrder(shipped.id, { carrier: "usps", trackingNumber: "9400100000000000000000" });
    const cancelled = await paidOrder({ closed: "cancelled" });
    const refunded = await paidOrder();
    await db
      .updateTable("orders")
      .set((eb) => ({ refunded: eb.ref("amount") }))
      .where("id", "=", refunded.id)
      .execute();
    for (const order of [unpaid, shipped, cancelled, refunded]) {
      const before = await getOrder(order.id);
      expect(await shipOrder(order.id, { carrier: "ups", trackingNumber: UPS_NUMBER })).toBe(false);
      expect(await getOrder(order.id)).toEqual(before);
    }
    // Nobody was told twice (the first ship's mail only).
    expect(await shippedMail(shipped.email)).toHaveLength(1);
    expect(await shippedMail(refunded.email)).toHaveLength(0);
  });

  it("ships once when two admins ship at once", async () => {
    const order = await paidOrder();
    const results = await Promise.all([
      shipOrder(order.id, { carrier: "ups", trackingNumber: UPS_NUMBER }),
      shipOrder(order.id, { carrier: "fedex", trackingNumber: "123456789012" }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await shippedMail(order.email)).toHaveLength(1);
  });
});

describe("the tracking rules (form and API alike)", () => {
  const parse = (value: Record<string, unknown>) => shipmentSchema.safeParse(value);
  const errorsOf = (value: Record<string, unknown>) => {
    const result = parse(value);
    return result.success ? {} : result.error.flatten().fieldErrors;
  };

  it("takes nothing, a known carrier with its number, or another carrier with or without one", () => {
    expect(parse({})).toMatchObject({ success: true, data: {} });
    expect(parse({ carrier: "fedex", trackingNumber: " 1234 5678 9012 " })).toMatchObject({
      success: true,
      data: { carrier: "fedex", trackingNumber: "123456789012" },
    });
    expect(parse({ carrier: "other" })).toMatchObject({
      success: true,
      data: { carrier: "other" },
    });
    expect(parse({ carrier: "other", trackingNumber: "   " })).toMatchObject({
      success: true,
      data: { carrier: "other", trackingNumber: undefined },
    });
  });

  it("refuses a number without a carrier, a known carrier without a number, and bad numbers", () => {
    expect(errorsOf({ trackingNumber: UPS_NUMBER })).toEqual({
      carrier: ["Choose the carrier of this tracking number"],
    });
    expect(errorsOf({ carrier: "ups" })).toEqual({
      trackingNumber: ["Enter the UPS tracking number, or choose no carrier"],
    });
    expect(errorsOf({ carrier: "dhl", trackingNumber: "1" })).toEqual({
      carrier: ["Choose UPS, FedEx, USPS or another carrier"],
    });
    // The limit counts what is left once trimmed: 40 characters pass, 41 do not.
    expect(parse({ carrier: "other", trackingNumber: ` ${"A".repeat(40)} ` }).success).toBe(true);
    expect(errorsOf({ carrier: "other", trackingNumber: "A".repeat(41) })).toEqual({
      trackingNumber: ["Use at most 40 characters"],
    });
    for (const number of ["1Z\u00e9", "1Z\t99", "1Z\u000099", "1Z\u200b99"])
      expect(errorsOf({ carrier: "other", trackingNumber: number }), number).toEqual({
        trackingNumber: ["Use letters, digits and punctuation only"],
      });
  });
});

describe("PUT /api/manageorders/{id}", () => {
  const put = (id: string, body: unknown, auth: HeadersInit = admin.auth) =>
    answer(shipApi(routeArgs(jsonRequest("/", "PUT", body, auth), { id })));

  it("ships with the carrier and tracking number, and answers the order with its link", async () => {
    const order = await paidOrder();
    const shipped = await put(order.id, {
      status: "Shipped",
      carrier: "usps",
      trackingNumber: "9400 1000 0000 0000 0000 00",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      _id: order.id,
      state: "shipped",
      carrier: "usps",
      trackingNumber: "9400100000000000000000",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    });
  });

  it("answers 400 with a message for a bad carrier, a long number or a number alone", async () => {
    const order = await paidOrder();
    for (const [body, field, message] of [
      [{ status: "Shipped", carrier: "dhl", trackingNumber: "1" }, "carrier", "Choose UPS"],
      [
        { status: "Shipped", carrier: "ups", trackingNumber: "1".repeat(41) },
        "trackingNumber",
        "Use at most 40 characters",
      ],
      [{ status: "Shipped", trackingNumber: UPS_NUMBER }, "carrier", "Choose the carrier"],
      [{ status: "Shipped", carrier: "fedex" }, "trackingNumber", "Enter the FedEx"],
      [{ status: "Shipped", carrier: "ups", trackingNumber: 42 }, "trackingNumber", "Expected"],
    ] as const) {
      const refused = await put(order.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fieldErrors[field][0]).toContain(message);
    }
    expect(await getOrder(order.id)).toMatchObject({ status: "Pending", carrier: null });
    // The spec's body alone still ships.
    expect((await put(order.id, { status: "Shipped" })).status).toBe(200);
  });
});

describe("the ship page's answer", () => {
  const post = (id: string, fields: Record<string, string>) =>
    shipPage(
      routeArgs(
        new Request(`http://shop.test/dashboard/manageorders/${id}/ship`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: adminCookie,
        }),
        { id },
      ),
    );

  it("ships with the tracking and returns to the list as it was, at the order's row", async () => {
    const order = await paidOrder();
    const back = "/dashboard/manageorders?q=Foundry&page=2";
    const response = (await post(order.id, {
      back,
      carrier: "fedex",
      trackingNumber: "123456789012",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${back}#order-${order.id}`);
    expect(await getOrder(order.id)).toMatchObject({
      status: "Shipped",
      carrier: "fedex",
      trackingNumber: "123456789012",
    });
  });

  it("returns to the order's own page as it is, and ships without tracking", async () => {
    const order = await paidOrder();
    const back = `/dashboard/orders/${order.id}`;
    const response = (await post(order.id, { back })) as Response;
    expect(response.headers.get("Location")).toBe(back);
    expect(await getOrder(order.id)).toMatchObject({ status: "Shipped", carrier: null });
  });

  it("sends a refused form back with the field's message, shipping nothing", async () => {
    const order = await paidOrder();
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await post(order.id, { back: "/dashboard/manageorders", carrier: "ups" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      trackingNumber: ["Enter the UPS tracking number, or choose no carrier"],
    });
    expect((await getOrder(order.id))?.status).toBe("Pending");
  });
});

describe("other row actions return to their row", () => {
  it("Restock returns to the list it was opened from, at the tool's row", async () => {
    const tool = await insertTool({ available_qyt: 10 });
    const back = "/dashboard/manageproducts?q=rasp&page=3";
    const response = (await restockPage(
      routeArgs(
        new Request(
          `http://shop.test/dashboard/manageproducts/${tool.id}/restock?${new URLSearchParams({ back })}`,
          { method: "POST", body: new URLSearchParams({ quantity: "5" }), headers: adminCookie },
        ),
        { id: tool.id },
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`${back}#tool-${tool.id}`);
  });

  it("Make Admin returns to the users' list at the user's row", async () => {
    const customer = await userWithToken();
    const back = "/dashboard/manageusers?q=user";
    const response = (await roleChange(
      routeArgs(
        new Request(`http://shop.test/dashboard/manageusers/${customer.user.id}/role`, {
          method: "POST",
          body: new URLSearchParams({ back }),
          headers: adminCookie,
        }),
        { id: customer.user.id },
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`${back}#user-${customer.user.id}`);
  });
});
