import { sql } from "kysely";
import { db } from "#app/db.server.ts";
import { addDays, nextDay, shopDay, shopDayStart } from "#app/utils/dates.ts";
import { ORDER_STATES, type OrderState } from "#app/utils/order-state.ts";
import { orderStateSql } from "./order-state.server";
import { countAwaitingReview } from "./tax-exemption.server";

// The admin overview's figures, each one SQL aggregate: nothing here loads every order.
// An order's day is the shop's day (SHOP_TIMEZONE) it was placed (`createdAt`), as every page
// dates it; revenue counts paid orders only, in integer cents: what their customers paid (goods,
// shipping and tax: `amount`); refunds count on the day they succeeded. A tool's revenue is the
// goods alone, its lines' amounts, since shipping and tax belong to no one tool.

export const OVERVIEW_PERIODS = [30, 90] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export interface DaySales {
  /** YYYY-MM-DD, the shop's day */
  day: string;
  revenue: number;
  orders: number;
}

/** The shop's days of a period of `days` days that ends today (today included), oldest first. */
function periodDays(days: number, now: Date): string[] {
  const today = shopDay(now);
  return Array.from({ length: days }, (_, index) => addDays(today, index - (days - 1)));
}

/** When the first day of a period of `days` days that ends today begins (an ISO timestamp). */
export function periodStart(days: number, now: Date): string {
  return shopDayStart(periodDays(days, now)[0]!);
}

const paidSince = (start: string) =>
  db.selectFrom("orders").where("orders.paid", "=", 1).where("orders.createdAt", ">=", start);

/**
 * Revenue and paid orders for each of the last `days` days, today last; quiet days are zeros. A
 * shop's day is not a UTC day (nor always 24 hours), so the days are given to the query as rows
 * of their own, each with when it begins and ends (VALUES, the same on both engines), and every
 * paid order is counted on the day whose range holds its `createdAt`.
 */
export async function salesByDay(days: number, now = new Date()): Promise<DaySales[]> {
  const period = periodDays(days, now).map((day) => ({
    day,
    start: shopDayStart(day),
    end: shopDayStart(nextDay(day)),
  }));
  const bounds = sql<{ column1: string; column2: string; column3: string }>`(values ${sql.join(
    period.map(({ day, start, end }) => sql`(${day}, ${start}, ${end})`),
  )})`.as("bounds");
  const rows = await db
    .selectFrom(bounds)
    .innerJoin("orders", (join) =>
      join
        .onRef("orders.createdAt", ">=", "bounds.column2")
        .onRef("orders.createdAt", "<", "bounds.column3"),
    )
    .where("orders.paid", "=", 1)
    .select([
      "bounds.column1 as day",
      (eb) => eb.fn.sum<number>("orders.amount").as("revenue"),
      (eb) => eb.fn.countAll<number>().as("orders"),
    ])
    .groupBy("bounds.column1")
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return period.map(({ day }) => {
    const row = byDay.get(day);
    return { day, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

/**
 * The period's totals: revenue and paid orders; the refunds that succeeded in it (how many, how
 * many cents); and the net revenue, the revenue less those refunds. A refund counts on the day
 * the money went back, whenever its order was paid, as its credit note is dated: the net of a
 * quiet period with a large refund can be below zero.
 */
export async function salesTotals(days: number, now = new Date()) {
  const start = periodStart(days, now);
  const [sales, refunds] = await Promise.all([
    paidSince(start)
      .select([
        (eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), sql<number>`0`).as("revenue"),
        (eb) => eb.fn.countAll<number>().as("orders"),
        // What promotions took off those orders (issue 49).
        (eb) => eb.fn.coalesce(eb.fn.sum<number>("discount"), sql<number>`0`).as("discounts"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("refunds")
      .where("status", "=", "succeeded")
      .where("completedAt", ">=", start)
      .select([
        (eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), sql<number>`0`).as("refunded"),
        (eb) => eb.fn.countAll<number>().as("refunds"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const revenue = Number(sales.revenue);
  const refunded = Number(refunds.refunded);
  return {
    revenue,
    orders: Number(sales.orders),
    refunds: Number(refunds.refunds),
    refunded,
    netRevenue: revenue - refunded,
    discounts: Number(sales.discounts),
  };
}

/** How many orders are in each state, and what they are worth, over all time. */
export async function ordersByState(): Promise<
  { state: OrderState; orders: number; amount: number }[]
> {
  const rows = await db
    .selectFrom("orders")
    .select([
      orderStateSql.as("state"),
      (eb) => eb.fn.countAll<number>().as("orders"),
      (eb) => eb.fn.sum<number>("amount").as("amount"),
    ])
    .groupBy(orderStateSql)
    .execute();
  return ORDER_STATES.map((state) => {
    const row = rows.find((candidate) => candidate.state === state);
    return { state, orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
  });
}

/** The tools that brought the most revenue in the period (their lines of paid orders), best first. */
export async function topToolsByRevenue(days: number, now = new Date(), limit = 5) {
  const rows = await paidSince(periodStart(days, now))
    .innerJoin("order_lines", "order_lines.orderId", "orders.id")
    .innerJoin("tools", "tools.id", "order_lines.toolId")
    .select([
      "tools.id as id",
      "tools.name as name",
      (eb) => eb.fn.sum<number>("order_lines.amount").as("revenue"),
      (eb) => eb.fn.sum<number>("order_lines.qyt").as("pieces"),
      (eb) => eb.fn.count<number>("orders.id").distinct().as("orders"),
    ])
    .groupBy(["tools.id", "tools.name"])
    .orderBy("revenue", "desc")
    .orderBy("tools.name")
    .orderBy("tools.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    revenue: Number(row.revenue),
    pieces: Number(row.pieces),
    orders: Number(row.orders),
  }));
}

/** Live tools whose stock cannot fill one minimum order: the ones to restock. */
export function toolsBelowMinimum() {
  return db
    .selectFrom("tools")
    .select(["id", "name", "available_qyt", "minimum_qyt"])
    .where("deletedAt", "is", null)
    .whereRef("available_qyt", "<", "minimum_qyt")
    .orderBy("available_qyt")
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export function newestEnquiries(limit = 5) {
  return db
    .selectFrom("enquiries")
    .select(["id", "name", "company", "email", "createdAt"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Everything the admin overview shows, for the last `days` days. */
export async function adminOverview(days: number, now = new Date()) {
  const [sales, totals, states, topTools, lowStock, enquiries, certificatesAwaiting] =
    await Promise.all([
      salesByDay(days, now),
      salesTotals(days, now),
      ordersByState(),
      topToolsByRevenue(days, now),
      toolsBelowMinimum(),
      newestEnquiries(),
      countAwaitingReview(),
    ]);
  return { days, sales, totals, states, topTools, lowStock, enquiries, certificatesAwaiting };
}

export type AdminOverviewData = Awaited<ReturnType<typeof adminOverview>>;
