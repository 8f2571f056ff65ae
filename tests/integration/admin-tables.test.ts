import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { loader as enquiries } from "#app/routes/dashboard.enquiries.tsx";
import { loader as manageOrders } from "#app/routes/dashboard.manageorders.tsx";
import { loader as manageProducts } from "#app/routes/dashboard.manageproducts.tsx";
import { loader as manageUsers } from "#app/routes/dashboard.manageusers.tsx";
import { loader as ordersCsv } from "#app/routes/dashboard.orders[.csv].ts";
import { loader as usersCsv } from "#app/routes/dashboard.users[.csv].ts";
import { db } from "#app/db.server.ts";
import { getRequest, routeArgs } from "#tests/support/route-args.ts";
import { nextInstant } from "#tests/fixtures/instants.ts";
import {
  clearCatalogue,
  insertOrder,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

let asAdmin: { Cookie: string };
let asCustomer: { Cookie: string };
const orderIds: Record<string, string[]> = { unpaid: [], paid: [], shipped: [] };

beforeAll(async () => {
  await clearCatalogue();
  await db.deleteFrom("enquiries").execute();
  asAdmin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
  asCustomer = { Cookie: await sessionCookie((await userWithToken()).user.id) };
  // 45 tools, 3 of them "Clamp"s; one deleted tool that the table never shows.
  for (let index = 1; index <= 45; index += 1)
    await insertTool({ name: index % 15 === 0 ? `Bar Clamp ${index}` : `Tool ${index}` });
  await insertTool({ name: "Deleted Clamp", deletedAt: new Date().toISOString() });
  // 25 orders: states in turn, one customer named in five of them.
  const tool = await insertTool({ name: "Order Drill", price: 1_000 });
  const states = ["unpaid", "paid", "shipped"] as const;
  for (let index = 0; index < 25; index += 1) {
    const state = states[index % 3]!;
    const order = await insertOrder(
      tool,
      { qyt: 1, state },
      index % 5 === 0 ? { customer: "Maria Lopez", email: "maria@lopez.example" } : {},
    );
    orderIds[state]!.push(order.id);
  }
  for (let index = 1; index <= 23; index += 1)
    await db
      .insertInto("enquiries")
      .values({
        id: newId(),
        name: `Dealer ${index}`,
        email: `dealer${index}@dist.example`,
        company: index === 7 ? "Seven Seas Supply" : `Company ${index}`,
        phone: null,
        message: "We would like to stock your tools.",
        createdAt: nextInstant(),
      })
      .execute();
});

type Loader = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;
const load = async <T>(loader: Loader, path: string) =>
  (await loader(routeArgs(getRequest(path, asAdmin)))) as T;

describe("Manage Products", () => {
  it("pages the live catalogue, 20 a page, and searches it", async () => {
    type Data = {
      tools: { name: string }[];
      paging: { page: number; pageCount: number; total: number };
    };
    const first = await load<Data>(manageProducts, "/dashboard/manageproducts");
    expect(first.paging).toEqual({ page: 1, pageCount: 3, total: 46 });
    expect(first.tools).toHaveLength(20);
    expect(first.tools[0]!.name).toBe("Order Drill");
    const last = await load<Data>(manageProducts, "/dashboard/manageproducts?page=3");
    expect(last.tools.map((tool) => tool.name)).toEqual([
      "Tool 6",
      "Tool 5",
      "Tool 4",
      "Tool 3",
      "Tool 2",
      "Tool 1",
    ]);
    const clamps = await load<Data>(manageProducts, "/dashboard/manageproducts?q=clamp");
    expect(clamps.tools.map((tool) => tool.name)).toEqual([
      "Bar Clamp 45",
      "Bar Clamp 30",
      "Bar Clamp 15",
    ]);
    expect(clamps.paging).toEqual({ page: 1, pageCount: 1, total: 3 });
    const literal = await load<Data>(manageProducts, "/dashboard/manageproducts?q=100%25");
    expect(literal.paging.total).toBe(0);
  });
});

describe("Manage Orders", () => {
  type Data = {
    orders: { id: string; customer: string }[];
    paging: { total: number; pageCount: number };
  };

  it("filters by state, searches by customer, and pages what is left", async () => {
    const all = await load<Data>(manageOrders, "/dashboard/manageorders");
    expect(all.paging).toMatchObject({ total: 25, pageCount: 2 });
    const second = await load<Data>(manageOrders, "/dashboard/manageorders?page=2");
    expect(second.orders).toHaveLength(5);

    const shipped = await load<Data>(manageOrders, "/dashboard/manageorders?state=shipped");
    expect(shipped.orders.map((order) => order.id)).toEqual([...orderIds.shipped!].reverse());
    const paid = await load<Data>(manageOrders, "/dashboard/manageorders?state=paid");
    expect(paid.orders.map((order) => order.id).sort()).toEqual([...orderIds.paid!].sort());
    const unpaid = await load<Data>(manageOrders, "/dashboard/manageorders?state=unpaid");
    expect(unpaid.paging.total).toBe(9);

    const maria = await load<Data>(manageOrders, "/dashboard/manageorders?q=LOPEZ");
    expect(maria.orders).toHaveLength(5);
    expect(new Set(maria.orders.map((order) => order.customer))).toEqual(new Set(["Maria Lopez"]));
    // index 0, 15 are unpaid; 10 is Pending; 5, 20 are Shipped
    const mariaShipped = await load<Data>(
      manageOrders,
      "/dashboard/manageorders?q=lopez&state=shipped",
    );
    expect(mariaShipped.orders.map((order) => order.id)).toEqual([
      orderIds.shipped![6],
      orderIds.shipped![1],
    ]);
  });

  it("answers 400 with the reason for a bad page, state or date", async () => {
    for (const [query, message] of [
      ["page=0", "page must be a positive whole number"],
      ["page=two", "page must be a positive whole number"],
      [
        "state=lost",
        "state must be one of awaiting_approval, unpaid, paid, shipped, partly_refunded, refunded, cancelled, expired, declined",
      ],
      ["from=2026-02-30x", "from must be a date like 2026-11-21"],
      ["from=2026-02-30", "from must be a real date"],
    ]) {
      const thrown = await manageOrders(
        routeArgs(getRequest(`/dashboard/manageorders?${query}`, asAdmin)),
      ).catch((error: unknown) => error);
      expect(thrown, query).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
      expect(await (thrown as Response).text()).toBe(message);
    }
  });
});

describe("Manage Users and Enquiries", () => {
  it("search users by name or email", async () => {
    const found = await load<{ users: { email: string }[]; paging: { total: number } }>(
      manageUsers,
      "/dashboard/manageusers?q=buyer",
    );
    expect(found.paging.total).toBe(2);
    const none = await load<{ paging: { total: number } }>(
      manageUsers,
      "/dashboard/manageusers?q=nobody-here",
    );
    expect(none.paging.total).toBe(0);
  });

  it("pages and searches enquiries, newest first", async () => {
    type Data = {
      enquiries: { company: string; name: string }[];
      paging: { total: number; pageCount: number };
    };
    const first = await load<Data>(enquiries, "/dashboard/enquiries");
    expect(first.paging).toEqual({ page: 1, total: 23, pageCount: 2 });
    expect(first.enquiries[0]!.name).toBe("Dealer 23");
    const seas = await load<Data>(enquiries, "/dashboard/enquiries?q=seas");
    expect(seas.enquiries.map((enquiry) => enquiry.company)).toEqual(["Seven Seas Supply"]);
  });
});

describe("every admin table and export", () => {
  it("is refused to a customer (403)", async () => {
    for (const [loader, path] of [
      [manageProducts, "/dashboard/manageproducts?q=clamp"],
      [manageOrders, "/dashboard/manageorders?state=paid"],
      [manageUsers, "/dashboard/manageusers"],
      [enquiries, "/dashboard/enquiries"],
      [ordersCsv, "/dashboard/orders.csv"],
      [usersCsv, "/dashboard/users.csv"],
    ] as const) {
      const thrown = await (loader as Loader)(routeArgs(getRequest(path, asCustomer))).catch(
        (error: unknown) => error,
      );
      expect(thrown, path).toBeInstanceOf(Response);
      expect((thrown as Response).status, path).toBe(403);
    }
  });
});
