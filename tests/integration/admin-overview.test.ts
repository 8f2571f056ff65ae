import { beforeAll, describe, expect, it } from "vitest";
import { createEnquiry } from "#app/models/enquiry.server.ts";
import {
  adminOverview,
  ordersByState,
  salesByDay,
  salesTotals,
  toolsBelowMinimum,
  topToolsByRevenue,
} from "#app/models/overview.server.ts";
import { loader } from "#app/routes/dashboard._index.tsx";
import { db } from "#app/db.server.ts";
import { shopDay } from "#app/utils/dates.ts";
import { getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import {
  clearCatalogue,
  insertOrder,
  insertOrderOfLines,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { insertRefund } from "#tests/fixtures/after-sale.ts";

// A fixed "now", so every figure below can be worked out by hand.
const now = new Date("2026-11-22T15:00:00Z");
const at = (daysAgo: number, hour = 10) =>
  new Date(Date.UTC(2026, 10, 22 - daysAgo, hour)).toISOString();

let drill: { id: string; name: string; price: number };
let saw: { id: string; name: string; price: number };
let clamp: { id: string; name: string; price: number };
/** Today's shipped saw order, refunded in part. */
let sawToday: { id: string };

beforeAll(async () => {
  await clearCatalogue();
  drill = await insertTool({ name: "Drill", price: 10_000, minimum_qyt: 2, available_qyt: 50 });
  saw = await insertTool({ name: "Saw", price: 2_550, minimum_qyt: 10, available_qyt: 4 });
  clamp = await insertTool({ name: "Clamp", price: 999, minimum_qyt: 5, available_qyt: 5 });
  // A deleted tool below its minimum is not one to restock.
  await insertTool({ name: "Gone", minimum_qyt: 9, available_qyt: 1, deletedAt: at(3) });

  const today = await insertOrder(drill, { qyt: 2, createdAt: at(0, 9), state: "paid" }); // $200.00 today
  sawToday = await insertOrder(saw, { qyt: 10, createdAt: at(0, 14), state: "shipped" }); // $255.00 today
  await insertOrder(clamp, { qyt: 5, createdAt: at(1), state: "unpaid" }); //        not revenue
  const fiveDays = await insertOrder(drill, { qyt: 3, createdAt: at(5), state: "shipped" }); // $300.00
  await insertOrder(clamp, { qyt: 10, createdAt: at(29), state: "paid" }); //    $99.90 (first day of 30)
  await insertOrder(saw, { qyt: 20, createdAt: at(30), state: "shipped" }); //    $510.00 (day 31: 90 only)
  const quarter = await insertOrder(drill, { qyt: 4, createdAt: at(89), state: "paid" }); // $400.00 (first day of 90)
  await insertOrder(drill, { qyt: 9, createdAt: at(90), state: "shipped" }); //   $900.00 (outside both)
  await insertOrder(saw, { qyt: 12, createdAt: at(40), state: "unpaid" }); //        not revenue
  // An order of two lines with shipping and tax: $249.95 of goods, $15.00 + $8.05 on top.
  await insertOrderOfLines(
    [
      { tool: drill, qyt: 2 }, //                                                      $200.00
      { tool: clamp, qyt: 5 }, //                                                       $49.95
    ],
    { createdAt: at(2), state: "paid", shipping: 1_500, tax: 805 }, //            $273.00
  );

  // Money given back, counted on the day it went back, whenever its order was paid.
  await insertRefund(db, sawToday.id, { amount: 5_500, at: at(0, 15) }); //  $55.00 today: partly
  await insertRefund(db, fiveDays.id, { amount: 30_000, at: at(1) }); //   $300.00: all of it
  await insertRefund(db, quarter.id, { amount: 10_000, at: at(40) }); //   $100.00 (90 days only)
  await insertRefund(db, quarter.id, { amount: 9_999, at: at(100) }); //   $99.99 (outside both)
  // Refunds that gave nothing back count nowhere.
  await insertRefund(db, today.id, { amount: 2_000, at: at(0, 10), status: "failed" });
  await insertRefund(db, today.id, { amount: 1_000, at: at(0, 11), status: "pending" });
});

describe("the admin overview's figures", () => {
  it("adds up revenue (with shipping and tax), paid orders, refunds and net revenue for the last 30 and 90 days", async () => {
    const revenue30 = 20_000 + 25_500 + 30_000 + 9_990 + 27_300;
    expect(await salesTotals(30, now)).toEqual({
      revenue: revenue30,
      orders: 5,
      refunds: 2,
      refunded: 5_500 + 30_000,
      netRevenue: revenue30 - 35_500,
      discounts: 0,
    });
    const revenue90 = revenue30 + 51_000 + 40_000;
    expect(await salesTotals(90, now)).toEqual({
      revenue: revenue90,
      orders: 7,
      refunds: 3,
      refunded: 45_500,
      netRevenue: revenue90 - 45_500,
      discounts: 0,
    });
  });

  it("gives a period with refunds and no sales a net revenue below zero", async () => {
    const later = new Date("2027-02-20T12:00:00Z");
    await insertRefund(db, sawToday.id, { amount: 1_234, at: "2027-02-19T08:00:00.000Z" });
    expect(await salesTotals(30, later)).toEqual({
      revenue: 0,
      orders: 0,
      refunds: 1,
      refunded: 1_234,
      netRevenue: -1_234,
      discounts: 0,
    });
  });

  it("gives every day of the period, oldest first, with zeros on quiet days", async () => {
    const days = await salesByDay(30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-24", revenue: 9_990, orders: 1 });
    expect(days.at(-1)).toEqual({ day: "2026-11-22", revenue: 45_500, orders: 2 });
    expect(days.find((day) => day.day === "2026-11-17")).toEqual({
      day: "2026-11-17",
      revenue: 30_000,
      orders: 1,
    });
    expect(days.find((day) => day.day === "2026-11-21")).toEqual({
      day: "2026-11-21",
      revenue: 0,
      orders: 0,
    });
    expect(days.find((day) => day.day === "2026-11-20")).toEqual({
      day: "2026-11-20",
      revenue: 27_300,
      orders: 1,
    });
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(85_490 + 27_300);
    const quarter = await salesByDay(90, now);
    expect(quarter).toHaveLength(90);
    expect(quarter[0]).toEqual({ day: "2026-08-25", revenue: 40_000, orders: 1 });
    expect(quarter.reduce((sum, day) => sum + day.orders, 0)).toBe(7);
  });

  it("counts orders by state over all time, refunded ones in their own states", async () => {
    expect(await ordersByState()).toEqual([
      { state: "awaiting_approval", orders: 0, amount: 0 },
      { state: "unpaid", orders: 2, amount: 4_995 + 30_600 },
      { state: "paid", orders: 3, amount: 20_000 + 9_990 + 27_300 },
      { state: "shipped", orders: 2, amount: 51_000 + 90_000 },
      { state: "partly_refunded", orders: 2, amount: 25_500 + 40_000 },
      { state: "refunded", orders: 1, amount: 30_000 },
      { state: "cancelled", orders: 0, amount: 0 },
      { state: "expired", orders: 0, amount: 0 },
      { state: "declined", orders: 0, amount: 0 },
    ]);
  });

  it("ranks tools by their lines' goods in the period, every line of an order counted", async () => {
    expect(await topToolsByRevenue(30, now)).toEqual([
      { id: drill.id, name: "Drill", revenue: 70_000, pieces: 7, orders: 3 },
      { id: saw.id, name: "Saw", revenue: 25_500, pieces: 10, orders: 1 },
      { id: clamp.id, name: "Clamp", revenue: 14_985, pieces: 15, orders: 2 },
    ]);
    expect((await topToolsByRevenue(90, now)).map((tool) => [tool.name, tool.revenue])).toEqual([
      ["Drill", 110_000],
      ["Saw", 76_500],
      ["Clamp", 14_985],
    ]);
  });

  it("lists live tools below their minimum order", async () => {
    expect(await toolsBelowMinimum()).toEqual([
      { id: saw.id, name: "Saw", available_qyt: 4, minimum_qyt: 10 },
    ]);
  });

  it("counts an order on the shop's day it was placed, in New York, not UTC's", async () => {
    // Last, as it adds orders: June 2027, far from the periods above. 02:00 UTC on June 15 is
    // 10 PM on June 14 in New York (daylight time); 04:00 UTC is midnight of the 15th there.
    const june = new Date("2027-06-15T16:00:00Z");
    await insertOrder(drill, { qyt: 2, createdAt: "2027-06-15T02:00:00.000Z", state: "paid" });
    await insertOrder(clamp, { qyt: 5, createdAt: "2027-06-15T04:00:00.000Z", state: "paid" });
    expect(await salesByDay(2, june)).toEqual([
      { day: "2027-06-14", revenue: 20_000, orders: 1 },
      { day: "2027-06-15", revenue: 4_995, orders: 1 },
    ]);
    expect(await salesTotals(1, june)).toMatchObject({ revenue: 4_995, orders: 1 });
    expect((await topToolsByRevenue(1, june)).map((tool) => tool.name)).toEqual(["Clamp"]);
  });
});

/** The dashboard's answer to a GET, and its status. */
async function dashboard(path: string, headers: HeadersInit) {
  return unwrap<ReturnData>(await loader(routeArgs(getRequest(path, headers))));
}
type ReturnData = Extract<Awaited<ReturnType<typeof loader>>, { data: unknown }>["data"];

describe("GET /dashboard", () => {
  it("gives an admin the overview of the chosen period, and a customer their links", async () => {
    await createEnquiry({
      name: "Dana",
      email: "dana@dist.example",
      company: "Dist Co",
      message: "We would like to stock your drills.",
    });
    const admin = await userWithToken("admin");
    const asAdmin = { Cookie: await sessionCookie(admin.user.id) };
    const overview = (await dashboard("/dashboard?days=90", asAdmin)).data.overview!;
    expect(overview.days).toBe(90);
    expect(overview.sales).toHaveLength(90);
    expect(overview.enquiries.map((enquiry) => enquiry.company)).toEqual(["Dist Co"]);
    expect(overview).toEqual(await adminOverview(90));
    // The accountant's form starts with this month so far.
    const today = shopDay(new Date());
    expect((await dashboard("/dashboard", asAdmin)).data.books).toEqual({
      initialValue: { from: `${today.slice(0, 8)}01`, to: today },
    });

    const customer = await userWithToken();
    const asCustomer = { Cookie: await sessionCookie(customer.user.id) };
    expect((await dashboard("/dashboard", asCustomer)).data.overview).toBeNull();
  });

  it("sends the download form's good range on to its export, and answers a bad one beside the fields", async () => {
    const admin = await userWithToken("admin");
    const asAdmin = { Cookie: await sessionCookie(admin.user.id) };
    for (const download of ["invoices", "credit-notes"]) {
      const moved = await loader(
        routeArgs(
          getRequest(
            `/dashboard?days=90&from=2026-03-01&to=2026-03-31&download=${download}`,
            asAdmin,
          ),
        ),
      ).catch((error: unknown) => error);
      expect(moved).toBeInstanceOf(Response);
      expect((moved as Response).status).toBe(302);
      expect((moved as Response).headers.get("Location")).toBe(
        `/dashboard/${download}.csv?from=2026-03-01&to=2026-03-31`,
      );
    }

    const backwards = await dashboard(
      "/dashboard?days=90&from=2026-03-31&to=2026-03-01&download=invoices",
      asAdmin,
    );
    expect(backwards.status).toBe(400);
    // The overview again, its period kept, the days typed kept and the reason by the field.
    expect(backwards.data.overview!.days).toBe(90);
    expect(backwards.data.books).toMatchObject({
      initialValue: { from: "2026-03-31", to: "2026-03-01" },
      error: { to: ["from must be on or before to"] },
    });
    const missing = await dashboard("/dashboard?from=2026-02-30&download=credit-notes", asAdmin);
    expect(missing.status).toBe(400);
    expect(missing.data.books).toMatchObject({
      error: {
        from: ["from must be a real date"],
        to: ["to is required (a date like 2026-11-21)"],
      },
    });

    const badKind = await loader(
      routeArgs(getRequest("/dashboard?from=2026-03-01&to=2026-03-31&download=orders", asAdmin)),
    ).catch((error: unknown) => error);
    expect((badKind as Response).status).toBe(400);
    expect(await (badKind as Response).text()).toBe("download must be invoices or credit-notes");
  });

  it("answers 400 for a period it does not offer", async () => {
    const admin = await userWithToken("admin");
    const thrown = await loader(
      routeArgs(getRequest("/dashboard?days=7", { Cookie: await sessionCookie(admin.user.id) })),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe("days must be 30 or 90");
  });
});
