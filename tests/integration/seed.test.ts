import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, isDatabaseEmpty, seedDemoData } from "#db/seed.ts";
import { seedReviews, seedTools } from "#db/seed-data.ts";
import { db } from "#app/db.server.ts";
import { nextRecordNumber } from "#app/models/document-number.server.ts";
import { verifyPassword } from "#db/password.ts";

describe("seedDemoData", () => {
  beforeAll(async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db, { adminEmail: "boss@shop.example", adminPassword: "boss-pass" });
  });

  it("fills a believable catalogue with an image per tool", async () => {
    const tools = await db.selectFrom("tools").selectAll().execute();
    expect(tools.length).toBeGreaterThanOrEqual(12);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
    for (const tool of tools) {
      expect(tool.img).toMatch(/^\/images\/tools\/.+\.svg$/);
      expect(tool.price).toBeGreaterThan(0);
      expect(tool.minimum_qyt).toBeGreaterThanOrEqual(1);
      expect(tool.available_qyt).toBeGreaterThanOrEqual(tool.minimum_qyt);
    }
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it("adds reviews covering every rating", async () => {
    const ratings = await db.selectFrom("reviews").select("rating").execute();
    expect(ratings.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ratings.map((row) => row.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("creates the demo admin and customer with working passwords", async () => {
    const users = await db
      .selectFrom("users")
      .innerJoin("passwords", "passwords.userId", "users.id")
      .select(["email", "role", "hash"])
      .execute();
    const admin = users.find((user) => user.email === "boss@shop.example");
    const customer = users.find((user) => user.email === DEMO_CUSTOMER.email);
    expect(admin?.role).toBe("admin");
    expect(customer?.role).toBeNull();
    expect(await verifyPassword("boss-pass", admin!.hash)).toBe(true);
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer!.hash)).toBe(true);
  });

  it("has orders in every state, priced by the server's rule, holding their stock", async () => {
    const orders = await db
      .selectFrom("orders")
      .innerJoin("tools", "tools.id", "orders.toolId")
      .select([
        "orders.status",
        "orders.paid",
        "orders.paymentId",
        "orders.qyt",
        "orders.price",
        "orders.amount",
        "tools.name",
        "tools.available_qyt",
      ])
      .execute();
    expect(orders.map((order) => order.status).sort()).toEqual([null, "Pending", "Shipped"].sort());
    for (const order of orders) {
      expect(order.amount).toBe(order.price * order.qyt);
      expect(Boolean(order.paid)).toBe(order.paymentId !== null);
      const seeded = seedTools.find((tool) => tool.name === order.name)!;
      expect(order.available_qyt).toBe(seeded.available_qyt - order.qyt);
    }
  });

  it("numbers the paid orders' invoices in the order they were paid, and tracks the shipped one", async () => {
    const orders = await db
      .selectFrom("orders")
      .select(["status", "paidAt", "invoiceNumber", "shippedAt", "carrier", "trackingNumber"])
      .orderBy("createdAt")
      .execute();
    const year = (at: string | null) => new Date(at!).getUTCFullYear();
    const [shipped, pending, unpaid] = orders;
    expect(shipped).toMatchObject({ status: "Shipped", carrier: "ups" });
    expect(shipped!.invoiceNumber).toBe(`INV-${year(shipped!.paidAt)}-000001`);
    expect(shipped!.shippedAt! > shipped!.paidAt!).toBe(true);
    expect(shipped!.trackingNumber).toMatch(/^1Z/);
    const second = year(pending!.paidAt) === year(shipped!.paidAt) ? 2 : 1;
    expect(pending).toMatchObject({ status: "Pending", shippedAt: null, carrier: null });
    expect(pending!.invoiceNumber).toBe(`INV-${year(pending!.paidAt)}-00000${second}`);
    expect(unpaid).toMatchObject({ paidAt: null, invoiceNumber: null });
  });

  it("numbers the orders in the order they were placed, and the next order goes on from them", async () => {
    const orders = await db.selectFrom("orders").select("number").orderBy("createdAt").execute();
    expect(orders.map((order) => order.number)).toEqual(["FL-100001", "FL-100002", "FL-100003"]);
    const next = await db.transaction().execute((trx) => nextRecordNumber(trx, "order"));
    expect(next).toBe("FL-100004");
  });

  it("gives every order its one line, and sets up shipping, tax and the customer's address book", async () => {
    const orders = await db
      .selectFrom("orders")
      .select(["id", "toolId", "qyt", "price", "amount", "subtotal", "shipping", "tax"])
      .execute();
    const lines = await db.selectFrom("order_lines").selectAll().execute();
    expect(lines).toHaveLength(orders.length);
    for (const order of orders) {
      expect(lines.filter((line) => line.orderId === order.id)).toMatchObject([
        { toolId: order.toolId, qyt: order.qyt, price: order.price, amount: order.amount },
      ]);
      expect(order).toMatchObject({ subtotal: order.amount, shipping: 0, tax: 0 });
    }
    const methods = await db
      .selectFrom("shipping_methods")
      .select(["name", "price", "freeAbove", "daysInTransit"])
      .orderBy("position")
      .execute();
    expect(methods).toEqual([
      { name: "Standard ground", price: 1500, freeAbove: 50000, daysInTransit: 5 },
      { name: "Express", price: 4500, freeAbove: null, daysInTransit: 2 },
    ]);
    const ohio = await db
      .selectFrom("tax_rates")
      .selectAll()
      .where("state", "=", "OH")
      .executeTakeFirst();
    expect(ohio).toEqual({ state: "OH", rateBp: 575, taxShipping: 1 });
    const book = await db
      .selectFrom("addresses")
      .innerJoin("users", "users.id", "addresses.userId")
      .select(["users.email", "addresses.state", "addresses.zip"])
      .execute();
    expect(book).toEqual([{ email: DEMO_CUSTOMER.email, state: "OH", zip: "45402" }]);
  });

  it("dates reviews so the last of the list is the newest", async () => {
    const newest = await db
      .selectFrom("reviews")
      .select("name")
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow();
    expect(newest.name).toBe(seedReviews.at(-1)!.name);
  });
});
