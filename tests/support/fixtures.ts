import type { Insertable } from "kysely";
import { newId } from "#db/id.ts";
import type { Orders, Reviews, Tools } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { insertLineOf } from "./order-lines";

let clock = Date.parse("2026-01-01T00:00:00Z");
/** Strictly increasing timestamps, so "newest first" is deterministic in tests. */
export function nextTimestamp(): string {
  clock += 60_000;
  return new Date(clock).toISOString();
}

export async function insertTool(overrides: Partial<Insertable<Tools>> = {}) {
  const tool = {
    id: newId(),
    name: "Test Hammer",
    img: "/images/tools/claw-hammer.svg",
    description: "A hammer made for tests.",
    price: 1850,
    minimum_qyt: 5,
    available_qyt: 100,
    createdAt: nextTimestamp(),
    ...overrides,
  };
  await db.insertInto("tools").values(tool).execute();
  return tool;
}

export async function insertReview(overrides: Partial<Insertable<Reviews>> = {}) {
  const review = {
    id: newId(),
    name: "Test Reviewer",
    company: "Test Co",
    rating: 4,
    description: "Solid.",
    img: null,
    createdAt: nextTimestamp(),
    ...overrides,
  };
  await db.insertInto("reviews").values(review).execute();
  return review;
}

export async function clearCatalogue() {
  await db.deleteFrom("orders").execute();
  await db.deleteFrom("tools").execute();
  await db.deleteFrom("reviews").execute();
}

/** An order written straight to the database: paid (Pending or Shipped) or not, placed at `createdAt`. */
export async function insertOrder(
  tool: { id: string; name: string; price: number },
  {
    qyt,
    createdAt,
    state,
  }: { qyt: number; createdAt: string; state: "unpaid" | "Pending" | "Shipped" },
  overrides: Partial<Insertable<Orders>> = {},
) {
  const paid = state !== "unpaid";
  const order = {
    id: newId(),
    toolId: tool.id,
    userId: null,
    date: createdAt.slice(0, 10),
    name: tool.name,
    qyt,
    customer: "Fixture Buyer",
    email: "fixture-buyer@shop.example",
    address: "1 Fixture Road",
    phone: "555-0100",
    price: tool.price,
    amount: tool.price * qyt,
    subtotal: tool.price * qyt,
    paid: paid ? 1 : 0,
    paymentId: paid ? `sb_${newId()}` : null,
    status: paid ? state : null,
    createdAt,
    ...overrides,
  };
  await db.insertInto("orders").values(order).execute();
  await insertLineOf(db, order);
  return order;
}
