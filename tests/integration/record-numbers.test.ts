// Orders, quotes and returns carry a short number people can read out (issue 47): FL-100042,
// Q-1007, R-2003, each from its own sequence, taken in the transaction that writes them, so
// concurrent writers (any number of connections, as instances are) never share one and a
// write that rolls back gives its number back. Runs on both engines.
import { describe, expect, it } from "vitest";
import { orderTool, placeToolOrder } from "#tests/fixtures/placing.ts";
import { requestQuote } from "#app/models/quote.server.ts";
import { requestReturn } from "#app/models/return.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import {
  buyerWithCart,
  delivery,
  insertOrderOfLines,
  insertTool,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

/** A number's count: FL-100042 is 100042. */
const countOf = (number: string) => Number(number.slice(number.lastIndexOf("-") + 1));

/** Whether the numbers, in any order, are consecutive counts of one prefix, each once. */
function inARow(numbers: string[], prefix: string) {
  const counts = numbers.map(countOf).sort((a, b) => a - b);
  return (
    numbers.every((number) => number.startsWith(`${prefix}-`)) &&
    counts.every((count, index) => count === counts[0]! + index)
  );
}

const lastOf = async (kind: string) =>
  (
    await db
      .selectFrom("document_sequences")
      .select("last")
      .where("kind", "=", kind)
      .where("year", "=", 0)
      .executeTakeFirstOrThrow()
  ).last;

describe("order numbers", () => {
  it("gives ten orders placed at once ten numbers in a row, none twice", async () => {
    const tools = await Promise.all(
      [0, 1].map(() => insertTool({ minimum_qyt: 1, available_qyt: 100 })),
    );
    const buyers = await Promise.all(Array.from({ length: 5 }, () => userWithToken()));
    const placed = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        orderTool({
          ...delivery,
          toolId: tools[index % 2]!.id,
          qyt: 1,
          customer: buyers[index % 5]!.user,
        }),
      ),
    );
    const numbers = placed.map((order) => order.number);
    expect(new Set(numbers).size).toBe(10);
    expect(inARow(numbers, "FL")).toBe(true);
    // What each order was given is what it keeps, and the sequence stands at the last.
    const stored = await db
      .selectFrom("orders")
      .select(["id", "number"])
      .where(
        "id",
        "in",
        placed.map((order) => order.id),
      )
      .execute();
    expect(new Map(stored.map((row) => [row.id, row.number]))).toEqual(
      new Map(placed.map((order) => [order.id, order.number])),
    );
    expect(Number(await lastOf("order"))).toBe(Math.max(...numbers.map(countOf)) - 100_000);
  });

  it("gives the number of an order refused for stock to the next order", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 3 });
    const { user } = await userWithToken();
    const order = (qyt: number) => orderTool({ ...delivery, toolId: tool.id, qyt, customer: user });
    const first = await order(1);
    expect(
      await placeToolOrder({ ...delivery, toolId: tool.id, qyt: 5, customer: user }),
    ).toMatchObject({ status: "refused", field: "qyt" });
    const next = await order(1);
    expect(countOf(next.number)).toBe(countOf(first.number) + 1);
  });
});

describe("quote and return numbers", () => {
  it("numbers quote requests made at once from their own sequence", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 100 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => buyerWithCart([[tool, 2]])));
    const requested = await Promise.all(
      buyers.map(({ user }) => requestQuote(user.id, "Price these")),
    );
    const numbers = requested.map((result) => {
      if (result.status !== "requested") throw new Error(result.message);
      return result.quote.number;
    });
    expect(new Set(numbers).size).toBe(4);
    expect(inARow(numbers, "Q")).toBe(true);
  });

  it("numbers return requests made at once from their own sequence", async () => {
    const tool = await insertTool({ name: "Returned drill", minimum_qyt: 1 });
    const { user } = await userWithToken();
    const orders = await Promise.all(
      [0, 1, 2].map(() =>
        insertOrderOfLines(
          [{ tool, qyt: 2 }],
          { state: "shipped" },
          { userId: user.id, shippedAt: now().toISOString() },
        ),
      ),
    );
    const requested = await Promise.all(
      orders.map((order) =>
        requestReturn(user.id, order.id, {
          lines: [{ toolId: tool.id, qyt: 1 }],
          reason: "not_needed",
          comment: "",
        }),
      ),
    );
    const numbers = requested.map((result) => {
      if (result.status !== "requested") throw new Error(result.message);
      return result.return.number;
    });
    expect(inARow(numbers, "R")).toBe(true);
    expect(new Set(numbers).size).toBe(3);
  });
});
