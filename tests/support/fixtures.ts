import type { Insertable, Updateable } from "kysely";
import { defaultSku, newId } from "#db/id.ts";
import type { Orders, Reviews, Tools } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { headerOfLines, insertLinesOf } from "./order-lines";

let clock = Date.parse("2026-01-01T00:00:00Z");
/** Strictly increasing timestamps, so "newest first" is deterministic in tests. */
export function nextTimestamp(): string {
  clock += 60_000;
  return new Date(clock).toISOString();
}

export async function insertTool(overrides: Partial<Insertable<Tools>> = {}) {
  const id = newId();
  const tool = {
    id,
    sku: defaultSku(id),
    name: "Test Hammer",
    img: "/images/tools/claw-hammer.svg",
    description: "A hammer made for tests.",
    price: 1850,
    minimum_qyt: 5,
    available_qyt: 100,
    createdAt: nextTimestamp(),
    // Written now, as the models stamp every catalogue write (the catalogue index reads it).
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
  await db.insertInto("tools").values(tool).execute();
  announcePublicChange("catalogue");
  return tool;
}

/** A change written straight to a tool, stamped and announced as the models do. */
export async function changeTool(id: string, changes: Updateable<Tools>) {
  await db
    .updateTable("tools")
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
  announcePublicChange("catalogue");
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
  tool: { id: string; name: string; price: number; sku?: string | null },
  { qyt, ...placed }: { qyt: number } & PlacedAs,
  overrides: Partial<Insertable<Orders>> = {},
) {
  return insertOrderOfLines([{ tool, qyt }], placed, overrides);
}

interface PlacedAs {
  createdAt: string;
  state: "unpaid" | "Pending" | "Shipped";
  shipping?: number;
  tax?: number;
}

/** An order of these lines (tools and quantities at the tools' prices), as `insertOrder`. */
export async function insertOrderOfLines(
  lines: { tool: { id: string; name: string; price: number; sku?: string | null }; qyt: number }[],
  { createdAt, state, shipping, tax }: PlacedAs,
  overrides: Partial<Insertable<Orders>> = {},
) {
  const snapshots = lines.map(({ tool, qyt }) => ({
    toolId: tool.id,
    name: tool.name,
    sku: tool.sku ?? null,
    price: tool.price,
    qyt,
  }));
  const paid = state !== "unpaid";
  const order = {
    id: newId(),
    userId: null,
    date: createdAt.slice(0, 10),
    customer: "Fixture Buyer",
    email: "fixture-buyer@shop.example",
    address: "1 Fixture Road",
    phone: "555-0100",
    ...headerOfLines(snapshots, { shipping, tax }),
    paid: paid ? 1 : 0,
    paymentId: paid ? `sb_${newId()}` : null,
    status: paid ? state : null,
    createdAt,
    ...overrides,
  };
  await db.insertInto("orders").values(order).execute();
  await insertLinesOf(db, order.id, snapshots);
  return order;
}
