import { beforeEach, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { nextInstant } from "#tests/fixtures/instants.ts";
import { insertReview, insertTool } from "#tests/fixtures/in-process.ts";

async function insertUser(email = `${newId()}@shop.example`) {
  const user = { id: newId(), email, displayName: "Test User", createdAt: nextInstant() };
  await db.insertInto("users").values(user).execute();
  return user;
}

function orderFor(toolId: string, userId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: newId(),
    number: `FL-${newId()}`,
    toolId,
    userId,
    date: "2026-11-21",
    name: "Test Hammer",
    qyt: 5,
    customer: "Test User",
    email: "test@shop.example",
    address: "1 Test Street",
    phone: "555-0100",
    price: 1000,
    amount: 5000,
    subtotal: 5000,
    createdAt: nextInstant(),
    ...overrides,
  };
}

describe("database constraints", () => {
  let toolId: string;
  beforeEach(async () => {
    toolId = (await insertTool()).id;
  });

  it("refuses an order marked paid without a payment, or with a payment but unpaid", async () => {
    await expect(
      db
        .insertInto("orders")
        .values(orderFor(toolId, null, { paid: 1 }))
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await expect(
      db
        .insertInto("orders")
        .values(orderFor(toolId, null, { paymentId: "pi_1", status: "Pending" }))
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await db
      .insertInto("orders")
      .values(orderFor(toolId, null, { paid: 1, paymentId: "pi_2", status: "Pending" }))
      .execute();
  });

  it("refuses an amount that is not subtotal + shipping + tax, and an unknown status", async () => {
    await expect(
      db
        .insertInto("orders")
        .values(orderFor(toolId, null, { amount: 1 }))
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await expect(
      db
        .insertInto("orders")
        .values(orderFor(toolId, null, { paid: 1, paymentId: "pi_3", status: "Lost" }))
        .execute(),
    ).rejects.toThrow(/check constraint/i);
  });

  it("refuses orders for a tool that does not exist", async () => {
    await expect(
      db.insertInto("orders").values(orderFor("no-such-tool", null)).execute(),
    ).rejects.toThrow(/foreign key constraint/i);
  });

  it("refuses negative stock and prices, and ratings outside 1..5", async () => {
    await expect(insertTool({ available_qyt: -1 })).rejects.toThrow(/check constraint/i);
    await expect(insertTool({ price: -100 })).rejects.toThrow(/check constraint/i);
    await expect(insertTool({ minimum_qyt: 0 })).rejects.toThrow(/check constraint/i);
    await expect(insertReview({ rating: 6 })).rejects.toThrow(/check constraint/i);
    await expect(insertReview({ rating: 0 })).rejects.toThrow(/check constraint/i);
  });

  it("keeps user emails unique", async () => {
    await insertUser("same@shop.example");
    await expect(insertUser("same@shop.example")).rejects.toThrow(/unique constraint/i);
  });

  it("keeps a deleted customer's orders, with their own copy of name and email", async () => {
    const user = await insertUser();
    const order = orderFor(toolId, user.id);
    await db.insertInto("orders").values(order).execute();
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    const kept = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(kept.userId).toBeNull();
    expect(kept.email).toBe("test@shop.example");
  });
});
