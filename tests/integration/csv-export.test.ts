import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "#app/models/user.server.ts";
import { loader as ordersCsv } from "#app/routes/dashboard.orders[.csv].ts";
import { loader as usersCsv } from "#app/routes/dashboard.users[.csv].ts";
import { db } from "#app/db.server.ts";
import {
  clearCatalogue,
  insertOrder,
  insertOrderOfLines,
  insertTool,
} from "#tests/support/fixtures.ts";
import { insertLineOf } from "#tests/support/order-lines.ts";
import { getRequest, routeArgs } from "#tests/support/route-args.ts";
import { sessionCookie, userWithToken } from "#tests/support/users.ts";

let asAdmin: { Cookie: string };
let asCustomer: { Cookie: string };

beforeAll(async () => {
  await clearCatalogue();
  asAdmin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
  asCustomer = { Cookie: await sessionCookie((await userWithToken()).user.id) };
});

async function download(
  loader: typeof ordersCsv,
  path: string,
  headers: HeadersInit = asAdmin,
): Promise<{ response: Response; rows: Record<string, string>[] }> {
  const response = await loader(routeArgs(getRequest(path, headers)));
  const rows = parse(await response.text(), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  return { response, rows };
}

async function refusal(call: Promise<Response>) {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("GET /dashboard/orders.csv", () => {
  it("streams the orders with the spec's field names, money in dollars, filtered", async () => {
    const tool = await insertTool({ name: "Torque Wrench", price: 1850 });
    const unpaid = await insertOrder(tool, {
      qyt: 3,
      createdAt: "2026-10-01T09:00:00.000Z",
      state: "unpaid",
    });
    const paid = await insertOrder(tool, {
      qyt: 5,
      createdAt: "2026-10-15T09:00:00.000Z",
      state: "Pending",
    });
    const shipped = await insertOrder(tool, {
      qyt: 7,
      createdAt: "2026-10-31T23:59:00.000Z",
      state: "Shipped",
    });

    const { response, rows } = await download(ordersCsv, "/dashboard/orders.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(Object.keys(rows[0]!)).toEqual([
      "_id",
      "date",
      "name",
      "qyt",
      "customer",
      "email",
      "address",
      "phone",
      "price",
      "amount",
      "paid",
      "paymentId",
      "status",
      "createdAt",
      "state",
      "subtotal",
      "shipping",
      "shippingMethod",
      "tax",
      "purchaseOrder",
      "line",
      "lineToolId",
      "lineName",
      "lineQyt",
      "linePrice",
      "lineAmount",
    ]);
    // Oldest first, every order: parsed back, the rows are the database's, money in dollars.
    expect(rows.map((row) => row._id)).toEqual([unpaid.id, paid.id, shipped.id]);
    expect(rows[1]).toEqual({
      _id: paid.id,
      date: paid.date,
      name: "Torque Wrench",
      qyt: "5",
      customer: paid.customer,
      email: paid.email,
      address: paid.address,
      phone: paid.phone,
      price: "18.50",
      amount: "92.50",
      paid: "true",
      paymentId: paid.paymentId,
      status: "Pending",
      createdAt: paid.createdAt,
      state: "Pending",
      subtotal: "92.50",
      shipping: "0.00",
      shippingMethod: "",
      tax: "0.00",
      purchaseOrder: "",
      line: "1",
      lineToolId: tool.id,
      lineName: "Torque Wrench",
      lineQyt: "5",
      linePrice: "18.50",
      lineAmount: "92.50",
    });
    expect(rows[0]).toMatchObject({
      paid: "false",
      paymentId: "",
      status: "",
      amount: "55.50",
      state: "Not Paid",
    });
    expect(rows[2]).toMatchObject({ status: "Shipped", state: "Completed" });

    const shippedOnly = await download(ordersCsv, "/dashboard/orders.csv?state=shipped");
    expect(shippedOnly.rows.map((row) => row._id)).toEqual([shipped.id]);
    const october = await download(
      ordersCsv,
      "/dashboard/orders.csv?from=2026-10-02&to=2026-10-31",
    );
    expect(october.rows.map((row) => row._id)).toEqual([paid.id, shipped.id]);
    const paidInOctober = await download(
      ordersCsv,
      "/dashboard/orders.csv?state=paid&from=2026-10-01&to=2026-10-14",
    );
    expect(paidInOctober.rows).toEqual([]);
  });

  it("gives an order of several lines one row per line, its order's columns on each", async () => {
    const wrench = await insertTool({ name: "Line Wrench", price: 1_850 });
    const socket = await insertTool({ name: "Line Socket", price: 399 });
    const order = await insertOrderOfLines(
      [
        { tool: wrench, qyt: 2 },
        { tool: socket, qyt: 10 },
      ],
      { createdAt: "2026-11-02T10:00:00.000Z", state: "Pending", shipping: 1_500, tax: 454 },
      { shippingMethod: "Standard ground", purchaseOrder: "PO-7781" },
    );
    const { rows } = await download(ordersCsv, `/dashboard/orders.csv?q=${order.id}`);
    const orderColumns = {
      _id: order.id,
      name: "Line Wrench and 1 more tool",
      qyt: "12",
      price: "18.50",
      amount: "96.44",
      subtotal: "76.90",
      shipping: "15.00",
      shippingMethod: "Standard ground",
      tax: "4.54",
      purchaseOrder: "PO-7781",
      state: "Pending",
    };
    expect(rows).toEqual([
      expect.objectContaining({
        ...orderColumns,
        line: "1",
        lineToolId: wrench.id,
        lineName: "Line Wrench",
        lineQyt: "2",
        linePrice: "18.50",
        lineAmount: "37.00",
      }),
      expect.objectContaining({
        ...orderColumns,
        line: "2",
        lineToolId: socket.id,
        lineName: "Line Socket",
        lineQyt: "10",
        linePrice: "3.99",
        lineAmount: "39.90",
      }),
    ]);
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    const tool = await insertTool({
      name: '=HYPERLINK("http://evil.example","Click")',
      price: 100,
    });
    const order = await insertOrder(
      tool,
      { qyt: 1, createdAt: "2026-11-01T10:00:00.000Z", state: "unpaid" },
      {
        customer: "+cmd|' /C calc'!A0",
        address: "-2+3",
        phone: "@SUM(A1)",
        email: "\tx@shop.example",
      },
    );
    const { rows } = await download(ordersCsv, `/dashboard/orders.csv?q=${order.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '\'=HYPERLINK("http://evil.example","Click")',
      customer: "'+cmd|' /C calc'!A0",
      address: "'-2+3",
      phone: "'@SUM(A1)",
      email: "'\tx@shop.example",
    });
  });

  it("is for admins only, and says what is wrong with a bad filter", async () => {
    expect(
      (await refusal(ordersCsv(routeArgs(getRequest("/dashboard/orders.csv", asCustomer))))).status,
    ).toBe(403);
    const anonymous = await refusal(ordersCsv(routeArgs(getRequest("/dashboard/orders.csv"))));
    expect(anonymous.status).toBe(302);
    const badState = await refusal(
      ordersCsv(routeArgs(getRequest("/dashboard/orders.csv?state=lost", asAdmin))),
    );
    expect(badState.status).toBe(400);
    expect(await badState.text()).toBe(
      "state must be one of unpaid, paid, shipped, cancelled, expired",
    );
    const backwards = await refusal(
      ordersCsv(
        routeArgs(getRequest("/dashboard/orders.csv?from=2026-10-10&to=2026-10-01", asAdmin)),
      ),
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toBe("from must be on or before to");
  });

  it("streams more orders than one batch, each once", async () => {
    const tool = await insertTool({ name: "Batch Bolt", price: 5 });
    const many = Array.from({ length: 1_203 }, (_, index) => ({
      id: `b${String(index).padStart(23, "0")}`,
      toolId: tool.id,
      date: "2026-09-01",
      name: tool.name,
      qyt: 1,
      customer: "Bulk",
      email: "bulk@shop.example",
      address: "1 Bulk Road",
      phone: "555-0100",
      price: 5,
      amount: 5,
      subtotal: 5,
      // Several orders share a timestamp: the batches must still take each exactly once.
      createdAt: new Date(Date.UTC(2026, 8, 1, 0, Math.floor(index / 3))).toISOString(),
    }));
    await db.insertInto("orders").values(many).execute();
    for (const order of many) await insertLineOf(db, order);
    const { rows } = await download(ordersCsv, "/dashboard/orders.csv?q=Batch%20Bolt");
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((row) => row._id)).size).toBe(1_203);
  });
});

describe("GET /dashboard/users.csv", () => {
  it("streams every user with the spec's fields, and refuses customers", async () => {
    const user = await createUserWithPassword({
      email: "csv-user@shop.example",
      displayName: "=1+1",
      password: "secret-pw",
    });
    const { rows, response } = await download(usersCsv, "/dashboard/users.csv");
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="users-/);
    expect(Object.keys(rows[0]!)).toEqual([
      "_id",
      "email",
      "displayName",
      "role",
      "photoURL",
      "education",
      "personalPhone",
      "personalAddress",
      "businessName",
      "businessAddress",
      "businessPhone",
      "linkedin",
      "details",
      "createdAt",
    ]);
    const count = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    expect(rows.find((row) => row._id === user.id)).toMatchObject({
      email: "csv-user@shop.example",
      displayName: "'=1+1",
      role: "",
    });
    expect(rows.filter((row) => row.role === "admin").length).toBeGreaterThan(0);
    expect(
      (await refusal(usersCsv(routeArgs(getRequest("/dashboard/users.csv", asCustomer))))).status,
    ).toBe(403);
  });
});
