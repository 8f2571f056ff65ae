import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { pageOrderSearch, type OrderSearchScope } from "#app/models/order-search.server.ts";
import { listReturnsForAdmin } from "#app/models/admin-tables.server.ts";
import { pageQuotes } from "#app/models/quote.server.ts";
import { loader as myOrders } from "#app/routes/dashboard.myorders.tsx";
import { loader as ordersApi } from "#app/routes/api.orders.ts";
import { orderSearchSchema, type OrderSearch } from "#app/schemas/order-search.ts";
import { answer, getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { insertReturn } from "#tests/fixtures/after-sale.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import {
  insertOrderOfLines,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

// The order history's search (issue 47): one query for My Orders, GET /api/orders and Manage
// Orders, and the same kind of search of returns and quotes. Each test file has its own
// database, so the orders below are all there are.

type Buyer = Awaited<ReturnType<typeof userWithToken>>;
type Placed = Awaited<ReturnType<typeof insertOrderOfLines>>;

let ann: Buyer;
let bob: Buyer;
let admin: Buyer;
/** Ann's orders: a wrench (paid), a vise and bits (shipped), a driver (unpaid). */
let wrench: Placed;
let viseAndBits: Placed;
let driver: Placed;
/** Bob's order, of the same wrench with the same PO reference as Ann's. */
let bobsWrench: Placed;

const byOwner = (buyer: Buyer): OrderSearchScope => ({ customerId: buyer.user.id });
const search = (fields: Partial<OrderSearch>): OrderSearch => ({ q: "", page: 1, ...fields });
const numbersFound = async (fields: Partial<OrderSearch>, scope: OrderSearchScope) =>
  (await pageOrderSearch(search(fields), scope)).rows.map((order) => order.number).sort();
const numbersOf = (...orders: Placed[]) => orders.map((order) => order.number).sort();

beforeAll(async () => {
  [ann, bob, admin] = await Promise.all([userWithToken(), userWithToken(), userWithToken("admin")]);
  const tool = (name: string, sku: string, price = 1_000) => insertTool({ name, sku, price });
  const [torque, vise, bits, impact] = [
    await tool("Torque Wrench", "TW-100"),
    await tool("Bench Vise", "BV-200"),
    await tool("Drill Bits 5% Cobalt", "DB_5"),
    await tool("Impact Driver", "ID-300"),
  ];
  wrench = await insertOrderOfLines(
    [{ tool: torque, qyt: 2 }],
    { state: "paid", purchaseOrder: "PO-Alpha_7", createdAt: "2025-01-10T08:00:00.000Z" },
    { userId: ann.user.id, customer: ann.user.displayName, email: ann.user.email },
  );
  viseAndBits = await insertOrderOfLines(
    [
      { tool: vise, qyt: 1 },
      { tool: bits, qyt: 4 },
    ],
    // The last moment of January 15 in New York, the shop's zone (UTC is already the 16th).
    { state: "shipped", purchaseOrder: "50% off run", createdAt: "2025-01-16T04:59:59.999Z" },
    { userId: ann.user.id, customer: ann.user.displayName, email: ann.user.email },
  );
  driver = await insertOrderOfLines(
    [{ tool: impact, qyt: 1 }],
    // Midnight of January 16 in New York.
    { createdAt: "2025-01-16T05:00:00.000Z" },
    { userId: ann.user.id, customer: ann.user.displayName, email: ann.user.email },
  );
  bobsWrench = await insertOrderOfLines(
    [{ tool: torque, qyt: 3 }],
    { state: "paid", purchaseOrder: "PO-Alpha_7", createdAt: "2025-01-12T08:00:00.000Z" },
    { userId: bob.user.id, customer: "Robert Quill", email: bob.user.email },
  );
});

describe("a buyer's search of their orders", () => {
  it("finds an order by its number, PO reference, tool name or part number, in any case", async () => {
    const mine = byOwner(ann);
    expect(await numbersFound({ q: wrench.number.toLowerCase() }, mine)).toEqual(numbersOf(wrench));
    expect(await numbersFound({ q: "po-alpha" }, mine)).toEqual(numbersOf(wrench));
    expect(await numbersFound({ q: "OFF RUN" }, mine)).toEqual(numbersOf(viseAndBits));
    // A tool of the second line, by its name and by its part number.
    expect(await numbersFound({ q: "cobalt" }, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ q: "bv-2" }, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ q: "Impact" }, mine)).toEqual(numbersOf(driver));
    expect(await numbersFound({ q: "no such thing" }, mine)).toEqual([]);
  });

  it("never finds another customer's order, whatever the text", async () => {
    expect(await numbersFound({ q: bobsWrench.number }, byOwner(ann))).toEqual([]);
    expect(await numbersFound({ q: "PO-Alpha_7" }, byOwner(bob))).toEqual(numbersOf(bobsWrench));
    expect(await numbersFound({ q: "Torque" }, byOwner(ann))).toEqual(numbersOf(wrench));
    // The customer's name and email are an admin's words for an order, not a buyer's.
    expect(await numbersFound({ q: "Robert Quill" }, byOwner(bob))).toEqual([]);
    expect(await numbersFound({}, byOwner(admin))).toEqual([]);
  });

  it("takes % and _ in the text literally", async () => {
    const mine = byOwner(ann);
    expect(await numbersFound({ q: "%" }, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ q: "5%" }, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ q: "_" }, mine)).toEqual(numbersOf(wrench, viseAndBits));
    expect(await numbersFound({ q: "a_7" }, mine)).toEqual(numbersOf(wrench));
    expect(await numbersFound({ q: "PO-Alph%" }, mine)).toEqual([]);
    expect(await numbersFound({ q: "\\" }, mine)).toEqual([]);
  });

  it("keeps one state, as the shop derives it", async () => {
    const mine = byOwner(ann);
    expect(await numbersFound({ state: "paid" }, mine)).toEqual(numbersOf(wrench));
    expect(await numbersFound({ state: "shipped" }, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ state: "unpaid" }, mine)).toEqual(numbersOf(driver));
    expect(await numbersFound({ state: "refunded" }, mine)).toEqual([]);
    expect(await numbersFound({ state: "shipped", q: "wrench" }, mine)).toEqual([]);
  });

  it("keeps the days placed, the shop's days, the first and the last both included", async () => {
    const mine = byOwner(ann);
    const on15th = { from: "2025-01-15", to: "2025-01-15" };
    expect(await numbersFound(on15th, mine)).toEqual(numbersOf(viseAndBits));
    expect(await numbersFound({ from: "2025-01-11" }, mine)).toEqual(
      numbersOf(viseAndBits, driver),
    );
    expect(await numbersFound({ to: "2025-01-15" }, mine)).toEqual(numbersOf(wrench, viseAndBits));
    expect(await numbersFound({ from: "2025-01-17" }, mine)).toEqual([]);
  });

  it("pages twenty at a time, newest first, and a page past the last is empty", async () => {
    const many = await userWithToken();
    const tool = await insertTool({ name: "Paged Clamp", sku: "PC-1" });
    const placed: Placed[] = [];
    for (let index = 0; index < 23; index += 1)
      placed.push(await insertOrderOfLines([{ tool, qyt: 1 }], {}, { userId: many.user.id }));
    const newestFirst = placed.map((order) => order.number).reverse();
    const first = await pageOrderSearch(search({ q: "clamp" }), byOwner(many));
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 23 });
    expect(first.rows.map((order) => order.number)).toEqual(newestFirst.slice(0, 20));
    const second = await pageOrderSearch(search({ q: "clamp", page: 2 }), byOwner(many));
    expect(second.rows.map((order) => order.number)).toEqual(newestFirst.slice(20));
    const past = await pageOrderSearch(search({ q: "clamp", page: 3 }), byOwner(many));
    expect(past).toMatchObject({ rows: [], page: 3, pageCount: 2, total: 23 });
  });
});

describe("an admin's search of every order", () => {
  it("also finds an order by its customer's name or email", async () => {
    const everyone = "every customer";
    expect(await numbersFound({ q: "robert quill" }, everyone)).toEqual(numbersOf(bobsWrench));
    expect(await numbersFound({ q: bob.user.email.toUpperCase() }, everyone)).toEqual(
      numbersOf(bobsWrench),
    );
    expect(await numbersFound({ q: "po-alpha_7" }, everyone)).toEqual(
      numbersOf(wrench, bobsWrench),
    );
    expect(await numbersFound({ q: "tw-100", state: "paid" }, everyone)).toEqual(
      numbersOf(wrench, bobsWrench),
    );
  });

  it("finds an order by the company its customer buys for, or its invoice bills", async () => {
    const everyone = "every customer";
    await db
      .updateTable("users")
      .set({ company: "Quill Joinery" })
      .where("id", "=", bob.user.id)
      .execute();
    await db
      .updateTable("orders")
      .set({ billToCompany: "Alpha Builders LLC" })
      .where("id", "=", wrench.id)
      .execute();
    expect(await numbersFound({ q: "quill JOIN" }, everyone)).toEqual(numbersOf(bobsWrench));
    expect(await numbersFound({ q: "alpha builders" }, everyone)).toEqual(numbersOf(wrench));
    // A buyer's own search reads neither: it is theirs.
    expect(await numbersFound({ q: "alpha builders" }, byOwner(ann))).toEqual([]);
  });
});

describe("the search's parameters", () => {
  it("refuse a bad date, an unknown state, a long text, a range backwards and a bad page", () => {
    const problems = (query: Record<string, string>) => {
      const parsed = orderSearchSchema.safeParse(query);
      return parsed.success ? null : parsed.error.flatten().fieldErrors;
    };
    expect(problems({ from: "2025-02-30" })).toEqual({ from: ["from must be a real date"] });
    expect(problems({ to: "15/01/2025" })).toEqual({ to: ["to must be a date like 2026-11-21"] });
    expect(problems({ state: "lost" })?.state?.[0]).toMatch(
      /^state must be one of awaiting_approval, unpaid, paid/,
    );
    expect(problems({ q: "x".repeat(101) })).toEqual({ q: ["Search for at most 100 characters"] });
    expect(problems({ from: "2025-01-16", to: "2025-01-15" })).toEqual({
      to: ["from must be on or before to"],
    });
    expect(problems({ page: "0" })).toEqual({ page: ["page must be a positive whole number"] });
    expect(problems({ q: "x".repeat(100), state: "shipped", page: "2" })).toBeNull();
  });
});

describe("My Orders", () => {
  const load = async (query: string, buyer = ann) =>
    unwrap<Awaited<ReturnType<typeof myOrders>>>(
      await myOrders(
        routeArgs(
          getRequest(`/dashboard/myorders${query}`, {
            Cookie: await sessionCookie(buyer.user.id),
          }),
        ),
      ),
    );

  it("lists what the search finds, and keeps what was asked", async () => {
    const { status, data } = await load("?q=cobalt&state=shipped");
    expect(status).toBe(200);
    expect(data).toMatchObject({
      search: { q: "cobalt", state: "shipped" },
      paging: { page: 1, pageCount: 1, total: 1 },
      problems: null,
    });
    expect((data as { orders: { number: string }[] }).orders.map((order) => order.number)).toEqual([
      viseAndBits.number,
    ]);
  });

  it("answers a search it cannot read with 400, the form's values and what is wrong", async () => {
    const { status, data } = await load("?q=wrench&from=2025-02-30&state=lost");
    expect(status).toBe(400);
    expect(data).toMatchObject({
      orders: [],
      paging: null,
      search: { q: "wrench", from: "2025-02-30", state: "lost" },
      problems: { from: ["from must be a real date"], state: [expect.stringMatching(/^state/)] },
    });
  });
});

describe("GET /api/orders", () => {
  const call = async (query: string, caller: Buyer = ann) =>
    answer(ordersApi(routeArgs(getRequest(`/api/orders${query}`, caller.auth))));

  it("answers the spec's array without a search, and a page of the search with one", async () => {
    const all = await call("");
    expect(all.status).toBe(200);
    expect(all.body.map((order: { number: string }) => order.number).sort()).toEqual(
      numbersOf(wrench, viseAndBits, driver),
    );
    const found = await call("?q=alpha&state=paid&from=2025-01-01&to=2025-01-31&page=1");
    expect(found).toMatchObject({
      status: 200,
      body: { page: 1, pageCount: 1, total: 1, orders: [{ number: wrench.number }] },
    });
    // Every parameter given empty, as a form sends them: the search, of everything.
    const empty = await call("?q=&state=&from=&to=&page=");
    expect(empty.body).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    const past = await call("?page=2");
    expect(past.body).toEqual({ orders: [], page: 2, pageCount: 1, total: 3 });
  });

  it("refuses a bad value with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["?state=lost", "state"],
      ["?from=2025-13-01", "from"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?from=2025-02-01&to=2025-01-01", "to"],
      ["?page=-1", "page"],
    ] as const) {
      const refused = await call(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error, query).toEqual(expect.any(String));
      expect(Object.keys(refused.body.fieldErrors), query).toEqual([field]);
    }
  });

  it("searches a named customer's orders for an admin, and refuses that to a customer", async () => {
    const named = `?email=${encodeURIComponent(bob.user.email)}&q=wrench`;
    expect(await call(named, admin)).toMatchObject({
      status: 200,
      body: { total: 1, orders: [{ number: bobsWrench.number }] },
    });
    expect(await call(named, ann)).toMatchObject({ status: 403 });
    expect(await call("?email=nobody%40shop.example&q=wrench", admin)).toMatchObject({
      status: 200,
      body: { orders: [], total: 0 },
    });
  });
});

describe("the returns and quotes tables' searches", () => {
  it("find a return by its number, its order's number or customer, or a returned tool", async () => {
    const returned = await insertReturn(db, {
      id: viseAndBits.id,
      userId: ann.user.id,
      toolId: viseAndBits.toolId,
    });
    const found = async (q: string) =>
      (await listReturnsForAdmin({ q, page: 1 })).rows.map((item) => item.number);
    expect(await found(returned.number.toLowerCase())).toEqual([returned.number]);
    expect(await found(viseAndBits.number)).toEqual([returned.number]);
    expect(await found(ann.user.email)).toEqual([returned.number]);
    expect(await found("50%")).toEqual([returned.number]);
    // The returned line is the vise, the order's first line; the bits stay.
    expect(await found("bench vise")).toEqual([returned.number]);
    expect(await found("BV-200")).toEqual([returned.number]);
    expect(await found("cobalt")).toEqual([]);
    expect(await found("Robert")).toEqual([]);
  });

  it("find a quote by its number or a tool, and for an admin by its customer", async () => {
    const drill = await insertTool({ name: "Hammer Drill", sku: "HD-9_X" });
    const annsQuote = await insertQuote(db, ann.user.id, drill);
    const bobsQuote = await insertQuote(db, bob.user.id, drill);
    const numberOf = async (id: string) =>
      (
        await db
          .selectFrom("quotes")
          .select("number")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).number;
    const found = async (q: string, userId?: string) =>
      (await pageQuotes({ page: 1, q, userId })).rows.map((quote) => quote.id).sort();
    expect(await found((await numberOf(annsQuote)).toLowerCase(), ann.user.id)).toEqual([
      annsQuote,
    ]);
    expect(await found("hammer drill", ann.user.id)).toEqual([annsQuote]);
    expect(await found("hd-9_x", ann.user.id)).toEqual([annsQuote]);
    expect(await found("HD-9%", ann.user.id)).toEqual([]);
    expect(await found(await numberOf(bobsQuote), ann.user.id)).toEqual([]);
    expect(await found(bob.user.email, ann.user.id)).toEqual([]);
    expect(await found(bob.user.email)).toEqual([bobsQuote]);
    expect(await found("hammer")).toEqual([annsQuote, bobsQuote].sort());
    expect((await pageQuotes({ page: 1, q: "" })).total).toBe(2);
  });
});
