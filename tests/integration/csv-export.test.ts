import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserWithPassword } from "#app/models/user.server.ts";
import { loader as ordersCsv } from "#app/routes/dashboard.orders[.csv].ts";
import { loader as usersCsv } from "#app/routes/dashboard.users[.csv].ts";
import { loader as invoicesCsv } from "#app/routes/dashboard.invoices[.csv].ts";
import { loader as creditNotesCsv } from "#app/routes/dashboard.credit-notes[.csv].ts";
import type { Insertable } from "kysely";
import type { Orders } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { getRequest, routeArgs } from "#tests/support/route-args.ts";
import {
  clearCatalogue,
  insertOrder,
  insertOrderOfLines,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { insertLinesOf } from "#tests/fixtures/orders.ts";
import { insertRefund, invoiceOrder } from "#tests/fixtures/after-sale.ts";

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

/** One column of a download, top to bottom. */
async function columnOf(loader: typeof ordersCsv, path: string, header: string) {
  return (await download(loader, path)).rows.map((row) => row[header]);
}

/** `count` orders of one piece of a $0.05 tool, written in one insert; `each` adds to each. */
async function insertBulkOrders(
  tool: { id: string; name: string },
  count: number,
  each: (index: number) => { id: string; createdAt: string } & Partial<Insertable<Orders>>,
) {
  const many = Array.from({ length: count }, (_, index) => ({
    number: `FL-BULK-${tool.id}-${index}`,
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
    ...each(index),
  }));
  // Written in the reverse order of the one the export must find.
  await db
    .insertInto("orders")
    .values([...many].reverse())
    .execute();
  for (const order of many) await insertLinesOf(db, order.id, [order]);
  return many;
}

describe("GET /dashboard/orders.csv", () => {
  it("streams the orders in Manage Orders' words and order, money in dollars, filtered", async () => {
    const tool = await insertTool({ name: "Torque Wrench", price: 1850 });
    const unpaid = await insertOrder(tool, {
      qyt: 3,
      createdAt: "2026-10-01T09:00:00.000Z",
      state: "unpaid",
    });
    const paid = await insertOrder(
      tool,
      { qyt: 5, createdAt: "2026-10-15T09:00:00.000Z", state: "paid" },
      { paidAt: "2026-10-15T09:05:00.000Z", invoiceNumber: "INV-2026-000001" },
    );
    const shipped = await insertOrder(tool, {
      qyt: 7,
      createdAt: "2026-10-31T23:59:00.000Z",
      state: "shipped",
    });

    const { response, rows } = await download(ordersCsv, "/dashboard/orders.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The table's columns in its order (Id, Product, Customer, Quantity, Amount, Payment,
    // Status), then the order page's, then the line's.
    expect(Object.keys(rows[0]!)).toEqual([
      "Order id",
      "Product",
      "Customer",
      "Email",
      "Quantity",
      "Amount",
      "Payment",
      "Status",
      "Placed",
      "Delivery date",
      "Address",
      "Phone",
      "Unit price",
      "Subtotal",
      "Shipping",
      "Shipping method",
      "Tax",
      "Purchase order",
      "Payment id",
      "Invoice number",
      "Refunded",
      "Line",
      "Line tool id",
      "Line product",
      "Line quantity",
      "Line unit price",
      "Line amount",
      "Line part number",
      "Order number",
    ]);
    // Newest first, as the table lists them; parsed back, the rows are the database's.
    expect(rows.map((row) => row["Order id"])).toEqual([shipped.id, paid.id, unpaid.id]);
    expect(rows[1]).toEqual({
      "Order id": paid.id,
      Product: "Torque Wrench",
      Customer: paid.customer,
      Email: paid.email,
      Quantity: "5",
      Amount: "92.50",
      Payment: "Paid",
      Status: "Pending",
      // The shop's time (New York, daylight time in October).
      Placed: "Oct 15, 2026, 5:00 AM EDT",
      "Delivery date": "2026-11-14",
      Address: paid.address,
      Phone: paid.phone,
      "Unit price": "18.50",
      Subtotal: "92.50",
      Shipping: "0.00",
      "Shipping method": "",
      Tax: "0.00",
      "Purchase order": "",
      "Payment id": paid.paymentId,
      "Invoice number": "INV-2026-000001",
      Refunded: "0.00",
      Line: "1",
      "Line tool id": tool.id,
      "Line product": "Torque Wrench",
      "Line quantity": "5",
      "Line unit price": "18.50",
      "Line amount": "92.50",
      "Line part number": tool.sku,
      "Order number": paid.number,
    });
    expect(rows[2]).toMatchObject({
      Payment: "Not Paid",
      "Payment id": "",
      Status: "Not Paid",
      Amount: "55.50",
      "Invoice number": "",
    });
    expect(rows[0]).toMatchObject({ Payment: "Paid", Status: "Completed" });
    // No raw field names or flags anywhere: the spec's `qyt`, `paid=true`, `Shipped`.
    const text = await (
      await ordersCsv(routeArgs(getRequest("/dashboard/orders.csv", asAdmin)))
    ).text();
    expect(text).not.toMatch(/qyt|\btrue\b|\bfalse\b|Shipped/);

    expect(await columnOf(ordersCsv, "/dashboard/orders.csv?state=shipped", "Order id")).toEqual([
      shipped.id,
    ]);
    expect(
      await columnOf(ordersCsv, "/dashboard/orders.csv?from=2026-10-02&to=2026-10-31", "Order id"),
    ).toEqual([shipped.id, paid.id]);
    const paidInOctober = await download(
      ordersCsv,
      "/dashboard/orders.csv?state=paid&from=2026-10-01&to=2026-10-14",
    );
    expect(paidInOctober.rows).toEqual([]);
  });

  it("says a refunded order's state and what went back", async () => {
    const tool = await insertTool({ name: "Refunded Rasp", price: 2_000 });
    const order = await insertOrder(
      tool,
      { qyt: 5, createdAt: "2026-11-03T10:00:00.000Z", state: "shipped" },
      { paidAt: "2026-11-03T10:01:00.000Z", invoiceNumber: "INV-2026-000002" },
    );
    await insertRefund(db, order.id, { amount: 2_500, at: "2026-11-05T10:00:00.000Z" });
    const { rows } = await download(ordersCsv, `/dashboard/orders.csv?q=${order.id}`);
    expect(rows[0]).toMatchObject({
      Status: "Partly refunded",
      Payment: "Paid",
      Refunded: "25.00",
    });
  });

  it("gives an order of several lines one row per line, its order's columns on each", async () => {
    const wrench = await insertTool({ name: "Line Wrench", price: 1_850 });
    const socket = await insertTool({ name: "Line Socket", price: 399 });
    const order = await insertOrderOfLines(
      [
        { tool: wrench, qyt: 2 },
        { tool: socket, qyt: 10 },
      ],
      { createdAt: "2026-11-02T10:00:00.000Z", state: "paid", shipping: 1_500, tax: 454 },
      { shippingMethod: "Standard ground", purchaseOrder: "PO-7781" },
    );
    const { rows } = await download(ordersCsv, `/dashboard/orders.csv?q=${order.id}`);
    const orderColumns = {
      "Order id": order.id,
      Product: "Line Wrench and 1 more tool",
      Quantity: "12",
      "Unit price": "18.50",
      Amount: "96.44",
      Subtotal: "76.90",
      Shipping: "15.00",
      "Shipping method": "Standard ground",
      Tax: "4.54",
      "Purchase order": "PO-7781",
      Status: "Pending",
    };
    expect(rows).toEqual([
      expect.objectContaining({
        ...orderColumns,
        Line: "1",
        "Line tool id": wrench.id,
        "Line product": "Line Wrench",
        "Line quantity": "2",
        "Line unit price": "18.50",
        "Line amount": "37.00",
      }),
      expect.objectContaining({
        ...orderColumns,
        Line: "2",
        "Line tool id": socket.id,
        "Line product": "Line Socket",
        "Line quantity": "10",
        "Line unit price": "3.99",
        "Line amount": "39.90",
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
      Product: '\'=HYPERLINK("http://evil.example","Click")',
      Customer: "'+cmd|' /C calc'!A0",
      Address: "'-2+3",
      Phone: "'@SUM(A1)",
      Email: "'\tx@shop.example",
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
      "state must be one of awaiting_approval, unpaid, paid, shipped, partly_refunded, refunded, cancelled, expired, declined",
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
    const many = await insertBulkOrders(tool, 1_203, (index) => ({
      id: `b${String(index).padStart(23, "0")}`,
      // Several orders share a timestamp: the batches must still take each exactly once.
      createdAt: new Date(Date.UTC(2026, 8, 1, 0, Math.floor(index / 3))).toISOString(),
    }));
    const { rows } = await download(ordersCsv, "/dashboard/orders.csv?q=Batch%20Bolt");
    expect(rows).toHaveLength(1_203);
    expect(new Set(rows.map((row) => row["Order id"])).size).toBe(1_203);
    // Newest first across the batches' seams too (ids break the ties of a shared moment).
    const ids = rows.map((row) => row["Order id"]!);
    expect(ids).toEqual([...many].reverse().map((order) => order.id));
  });
});

describe("GET /dashboard/users.csv", () => {
  it("streams the users in Manage Users' words and order, searched as it is, and refuses customers", async () => {
    const user = await createUserWithPassword({
      email: "csv-user@shop.example",
      displayName: "=1+1",
      password: "secret-pw",
    });
    await db
      .updateTable("users")
      .set({
        businessName: "Csv Works",
        company: "Csv Works LLC",
        linkedin: "https://linkedin.example/in/csv",
      })
      .where("id", "=", user.id)
      .execute();
    const { rows, response } = await download(usersCsv, "/dashboard/users.csv");
    expect(response.headers.get("Content-Disposition")).toMatch(/filename="users-/);
    // The table's columns (Id, Email, Name, Role), then My Profile's, then when they joined.
    expect(Object.keys(rows[0]!)).toEqual([
      "User id",
      "Email",
      "Name",
      "Role",
      "Photo URL",
      "Education",
      "Personal phone",
      "Personal address",
      "Business name",
      "Business address",
      "Business phone",
      "Company",
      "LinkedIn",
      "About",
      "Joined",
    ]);
    const all = await db
      .selectFrom("users")
      .select(["id", "createdAt"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    // Newest first, as Manage Users lists them.
    expect(rows.map((row) => row["User id"])).toEqual(all.map((one) => one.id));
    expect(rows[0]).toMatchObject({
      "User id": user.id,
      Email: "csv-user@shop.example",
      Name: "'=1+1",
      Role: "Customer",
      "Business name": "Csv Works",
      Company: "Csv Works LLC",
      LinkedIn: "https://linkedin.example/in/csv",
      Joined: formatDateTime(user.createdAt),
    });
    expect(rows.filter((row) => row.Role === "Admin").length).toBeGreaterThan(0);

    expect(await columnOf(usersCsv, "/dashboard/users.csv?q=CSV-USER", "User id")).toEqual([
      user.id,
    ]);
    const tooLong = await refusal(
      usersCsv(routeArgs(getRequest(`/dashboard/users.csv?q=${"x".repeat(101)}`, asAdmin))),
    );
    expect(tooLong.status).toBe(400);
    expect(
      (await refusal(usersCsv(routeArgs(getRequest("/dashboard/users.csv", asCustomer))))).status,
    ).toBe(403);
  });
});

describe("GET /dashboard/invoices.csv and /dashboard/credit-notes.csv", () => {
  const invoiceOf = async (paidAt: string, invoiceNumber: string, overrides = {}) => {
    const tool = await insertTool({ name: "Ledger Level", price: 4_000 });
    const order = await insertOrderOfLines(
      [{ tool, qyt: 2 }],
      { createdAt: paidAt, state: "paid", shipping: 1_200, tax: 555 },
      { purchaseOrder: "PO-55", ...overrides },
    );
    await invoiceOrder(db, order.id, { paidAt, invoiceNumber });
    return order;
  };

  it("lists the invoices paid from..to, both days whole, in number order, with what went back", async () => {
    // The days are the shop's (New York: UTC-5 to March 8, UTC-4 after), as the invoices are dated.
    // Out of number order on purpose: the file sorts by number, the seventh digit after the sixth.
    const big = await invoiceOf("2026-03-10T12:00:00.000Z", "INV-2026-1000000");
    const first = await invoiceOf("2026-03-01T05:00:00.000Z", "INV-2026-000041"); // midnight
    const last = await invoiceOf("2026-04-01T03:59:59.999Z", "INV-2026-999999"); // March 31's end
    const lastYear = await invoiceOf("2025-12-31T23:59:59.999Z", "INV-2025-000900");
    const dayBefore = await invoiceOf("2026-03-01T04:59:59.999Z", "INV-2026-000040");
    await invoiceOf("2026-04-01T04:00:00.000Z", "INV-2026-1000001"); // the day after to
    // An unpaid order and a paid one without an invoice (never in the books) are left out.
    const tool = await insertTool({ name: "Unbilled", price: 100 });
    await insertOrder(tool, { qyt: 5, createdAt: "2026-03-05T10:00:00.000Z", state: "unpaid" });
    await insertRefund(db, first.id, { amount: 1_000, at: "2026-05-01T10:00:00.000Z" });

    const { response, rows } = await download(
      invoicesCsv,
      "/dashboard/invoices.csv?from=2026-03-01&to=2026-03-31",
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="invoices-2026-03-01-to-2026-03-31.csv"',
    );
    expect(rows.map((row) => row["Invoice number"])).toEqual([
      "INV-2026-000041",
      "INV-2026-999999",
      "INV-2026-1000000",
    ]);
    expect(rows[0]).toEqual({
      "Invoice number": "INV-2026-000041",
      "Invoice date": "2026-03-01",
      "Order id": first.id,
      Customer: first.customer,
      Email: first.email,
      "Purchase order": "PO-55",
      Subtotal: "80.00",
      Shipping: "12.00",
      Tax: "5.55",
      Total: "97.55",
      "Payment id": first.paymentId,
      "Refunded so far": "10.00",
      "Order number": first.number,
    });
    expect(rows[1]).toMatchObject({ "Order id": last.id, "Invoice date": "2026-03-31" });
    expect(rows[2]).toMatchObject({ "Order id": big.id, "Refunded so far": "0.00" });

    // A range across the new year: last year's numbers first.
    expect(
      await columnOf(
        invoicesCsv,
        "/dashboard/invoices.csv?from=2025-12-31&to=2026-03-01",
        "Order id",
      ),
    ).toEqual([lastYear.id, dayBefore.id, first.id]);
    // One day, from = to.
    expect(
      await columnOf(
        invoicesCsv,
        "/dashboard/invoices.csv?from=2026-03-31&to=2026-03-31",
        "Order id",
      ),
    ).toEqual([last.id]);
    const none = await download(
      invoicesCsv,
      "/dashboard/invoices.csv?from=2024-01-01&to=2024-01-31",
    );
    expect(none.rows).toEqual([]);
  });

  it("streams more invoices than one batch in number order, the count's digits growing midway", async () => {
    const tool = await insertTool({ name: "Batch Invoice", price: 5 });
    const count = 1_203;
    // Numbers 998,900 to 1,000,102 of 2027: the seventh digit comes in the third batch.
    const many = await insertBulkOrders(tool, count, (index) => ({
      id: `i${String(index).padStart(23, "0")}`,
      paid: 1,
      paymentId: `sb_bulk_${index}`,
      status: "Pending",
      createdAt: "2027-01-05T10:00:00.000Z",
      paidAt: "2027-01-05T10:00:00.000Z",
      invoiceNumber: `INV-2027-${String(998_900 + index).padStart(6, "0")}`,
    }));
    const { rows } = await download(
      invoicesCsv,
      "/dashboard/invoices.csv?from=2027-01-01&to=2027-12-31",
    );
    expect(rows.map((row) => row["Invoice number"])).toEqual(
      many.map((order) => order.invoiceNumber),
    );
  });

  it("lists the credit notes of refunds that succeeded from..to, the to day whole, in number order", async () => {
    const order = await invoiceOf("2026-06-02T10:00:00.000Z", "INV-2026-000500");
    const other = await invoiceOf("2026-06-03T10:00:00.000Z", "INV-2026-000501");
    const onTo = await insertRefund(db, order.id, {
      amount: 2_500,
      at: "2026-07-01T03:59:59.999Z", // June 30's last moment in New York
      creditNoteNumber: "CN-2026-000012",
      reason: "=Damaged, two pieces",
      source: "return",
      restock: true,
    });
    const onFrom = await insertRefund(db, other.id, {
      amount: 9_755,
      at: "2026-06-10T04:00:00.000Z", // June 10's midnight in New York
      creditNoteNumber: "CN-2026-000011",
      reason: "Cancelled before shipping",
      source: "cancel",
      restock: true,
    });
    const byStripe = await insertRefund(db, order.id, {
      amount: 100,
      at: "2026-06-15T08:00:00.000Z",
      creditNoteNumber: "CN-2026-000013",
      reason: "Refunded in Stripe",
      source: "provider",
    });
    // Outside the range, or no money back: never in the file.
    await insertRefund(db, order.id, {
      amount: 50,
      at: "2026-07-01T04:00:00.000Z",
      creditNoteNumber: "CN-2026-000014",
    });
    await insertRefund(db, order.id, {
      amount: 70,
      at: "2026-06-20T10:00:00.000Z",
      status: "pending",
    });
    await insertRefund(db, order.id, {
      amount: 80,
      at: "2026-06-21T10:00:00.000Z",
      status: "failed",
    });

    const { response, rows } = await download(
      creditNotesCsv,
      "/dashboard/credit-notes.csv?from=2026-06-10&to=2026-06-30",
    );
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="credit-notes-2026-06-10-to-2026-06-30.csv"',
    );
    expect(Object.keys(rows[0]!)).toEqual([
      "Credit note number",
      "Credit note date",
      "Invoice number",
      "Order id",
      "Customer",
      "Amount",
      "Reason",
      "Source",
      "Restocked",
      "Order number",
    ]);
    expect(rows).toEqual([
      {
        "Credit note number": "CN-2026-000011",
        "Credit note date": "2026-06-10",
        "Invoice number": "INV-2026-000501",
        "Order id": other.id,
        Customer: other.customer,
        Amount: "97.55",
        Reason: "Cancelled before shipping",
        Source: "Paid order cancelled",
        Restocked: "Yes",
        "Order number": other.number,
      },
      expect.objectContaining({
        "Credit note number": "CN-2026-000012",
        "Credit note date": "2026-06-30",
        "Invoice number": "INV-2026-000500",
        "Order id": order.id,
        Amount: "25.00",
        Reason: "'=Damaged, two pieces",
        Source: "Return received",
        Restocked: "Yes",
      }),
      expect.objectContaining({
        "Credit note number": "CN-2026-000013",
        Amount: "1.00",
        Source: "Refunded at the payment provider",
        Restocked: "No",
      }),
    ]);
    expect([onFrom, onTo, byStripe].map((refund) => refund.orderId)).toEqual([
      other.id,
      order.id,
      order.id,
    ]);
    // The to day is whole: a refund at its last millisecond is in, the next day's is not.
    expect(
      await columnOf(
        creditNotesCsv,
        "/dashboard/credit-notes.csv?from=2026-06-30&to=2026-06-30",
        "Credit note number",
      ),
    ).toEqual(["CN-2026-000012"]);
  });

  it.each([
    ["", "from is required (a date like 2026-11-21). to is required (a date like 2026-11-21)"],
    ["?from=2026-01-01", "to is required (a date like 2026-11-21)"],
    ["?from=2026-1-1&to=2026-01-31", "from must be a date like 2026-11-21"],
    ["?from=2026-02-30&to=2026-03-31", "from must be a real date"],
    ["?from=2026-03-31&to=2026-03-01", "from must be on or before to"],
    ["?from=2026-01-01&to=2027-01-02", "Choose at most 366 days, from and to included"],
  ])("refuses the range %s with a 400 that says why", async (query, message) => {
    for (const [loader, path] of [
      [invoicesCsv, "/dashboard/invoices.csv"],
      [creditNotesCsv, "/dashboard/credit-notes.csv"],
    ] as const) {
      const refused = await refusal(loader(routeArgs(getRequest(`${path}${query}`, asAdmin))));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(message);
    }
  });

  it("takes a whole leap year, 366 days", async () => {
    const { response } = await download(
      creditNotesCsv,
      "/dashboard/credit-notes.csv?from=2028-01-01&to=2028-12-31",
    );
    expect(response.status).toBe(200);
  });

  it("is for admins only", async () => {
    for (const [loader, path] of [
      [invoicesCsv, "/dashboard/invoices.csv?from=2026-03-01&to=2026-03-31"],
      [creditNotesCsv, "/dashboard/credit-notes.csv?from=2026-03-01&to=2026-03-31"],
    ] as const) {
      expect((await refusal(loader(routeArgs(getRequest(path, asCustomer))))).status).toBe(403);
      const anonymous = await refusal(loader(routeArgs(getRequest(path))));
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
  });
});
