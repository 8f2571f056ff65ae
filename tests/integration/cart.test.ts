// The cart: lines that follow the spec's quantity rules, priced from today's catalogue, a
// visitor's cart that joins the account's on sign-in, a cap on lines, and the sweep of
// abandoned visitor carts.
import { describe, expect, it } from "vitest";
import {
  addManyToCart,
  addToCart,
  clearCart,
  countCartLines,
  expireVisitorCarts,
  MAX_CART_LINES,
  mergeVisitorCart,
  mergedQuantity,
  newVisitorKey,
  readCart,
  reorderIntoCart,
  setCartLine,
  VISITOR_CART_DAYS,
  type CartOwner,
} from "#app/models/cart.server.ts";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import { advanceClock, atOneInstant } from "#tests/support/clock.ts";
import { insertOrderOfLines, insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const visitor = () => ({ visitorKey: newVisitorKey() });
const account = async () => ({ userId: (await userWithToken()).user.id });

describe("a cart's lines", () => {
  it("follows the spec's quantity rules, and 0 removes a line", async () => {
    const tool = await insertTool({ minimum_qyt: 5, available_qyt: 20, price: 1850 });
    const owner = visitor();
    expect(await setCartLine(owner, tool.id, 4)).toEqual({
      status: "refused",
      message: "Minimum Order Quantity Is 5",
    });
    expect(await setCartLine(owner, tool.id, 21)).toEqual({
      status: "refused",
      message: "You Can Not Order More Than Stock",
    });
    expect(await setCartLine(owner, tool.id, 6)).toEqual({ status: "saved" });
    expect(await setCartLine(owner, tool.id, 8)).toEqual({ status: "saved" });
    expect(await readCart(owner)).toMatchObject({
      lines: [{ toolId: tool.id, qyt: 8, price: 1850, amount: 14800, problem: null }],
      subtotal: 14800,
    });
    expect(await countCartLines(owner)).toBe(1);
    expect(await setCartLine(owner, tool.id, 0)).toEqual({ status: "removed" });
    expect(await readCart(owner)).toEqual({ lines: [], subtotal: 0, code: null });
  });

  it("holds no stock", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    await setCartLine(visitor(), tool.id, 10);
    const row = await db
      .selectFrom("tools")
      .select("available_qyt")
      .where("id", "=", tool.id)
      .executeTakeFirstOrThrow();
    expect(row.available_qyt).toBe(10);
  });

  it("shows today's price, a tool that left the catalogue and a line now over stock", async () => {
    const kept = await insertTool({ minimum_qyt: 1, available_qyt: 10, price: 1000 });
    const gone = await insertTool({ minimum_qyt: 1, available_qyt: 10, price: 500 });
    const owner = visitor();
    await setCartLine(owner, kept.id, 6);
    await setCartLine(owner, gone.id, 2);
    await db
      .updateTable("tools")
      .set({ price: 1200, available_qyt: 4 })
      .where("id", "=", kept.id)
      .execute();
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    const cart = await readCart(owner);
    expect(cart.lines).toMatchObject([
      {
        toolId: kept.id,
        price: 1200,
        amount: 7200,
        removed: false,
        problem: "You Can Not Order More Than Stock",
        priceWas: 1000,
      },
      { toolId: gone.id, removed: true, problem: "This tool is no longer sold" },
    ]);
    expect(cart.subtotal).toBe(7200);
    expect(await setCartLine(owner, gone.id, 3)).toEqual({ status: "no-such-tool" });
  });

  it("forgets a price change once the quantity is set again at today's price", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10, price: 1000 });
    const owner = visitor();
    await setCartLine(owner, tool.id, 2);
    expect((await readCart(owner)).lines[0]?.priceWas).toBeNull();
    await db.updateTable("tools").set({ price: 900 }).where("id", "=", tool.id).execute();
    expect((await readCart(owner)).lines[0]).toMatchObject({ price: 900, priceWas: 1000 });
    await setCartLine(owner, tool.id, 3);
    expect((await readCart(owner)).lines[0]).toMatchObject({ price: 900, priceWas: null });
  });

  it("adds to a line's quantity, judging the sum by the spec's rules", async () => {
    const tool = await insertTool({ minimum_qyt: 5, available_qyt: 12, price: 700 });
    const owner = visitor();
    expect(await addToCart(owner, tool.id, 3)).toEqual({
      status: "refused",
      message: "Minimum Order Quantity Is 5",
    });
    expect(await addToCart(owner, tool.id, 0)).toEqual({
      status: "refused",
      message: "Minimum Order Quantity Is 5",
    });
    expect(await countCartLines(owner)).toBe(0);
    expect(await addToCart(owner, tool.id, 5)).toEqual({ status: "saved" });
    // 5 + 3 = 8: the minimum is judged on the line, not on what one click adds.
    expect(await addToCart(owner, tool.id, 3)).toEqual({ status: "saved" });
    expect(await addToCart(owner, tool.id, 5)).toEqual({
      status: "refused",
      message: "You Can Not Order More Than Stock",
    });
    expect((await readCart(owner)).lines).toMatchObject([{ qyt: 8, amount: 5600 }]);
    const gone = await insertTool({ deletedAt: new Date().toISOString() });
    expect(await addToCart(owner, gone.id, 1)).toEqual({ status: "no-such-tool" });
    expect(await addToCart(owner, "no-such-id", 0)).toEqual({ status: "no-such-tool" });
  });

  it("keeps only a digest of the visitor's key", async () => {
    const tool = await insertTool({ minimum_qyt: 1 });
    const owner = visitor();
    await setCartLine(owner, tool.id, 1);
    const carts = await db.selectFrom("carts").select("visitorKeyHash").execute();
    const hashes = carts.map((cart) => cart.visitorKeyHash);
    expect(hashes).not.toContain(owner.visitorKey);
    expect(hashes.every((hash) => hash === null || hash.length === 43)).toBe(true);
  });

  it(`refuses a new line beyond ${MAX_CART_LINES}, but still changes a line it has`, async () => {
    const owner = visitor();
    const tools = await Promise.all(
      Array.from({ length: MAX_CART_LINES + 1 }, () => insertTool({ minimum_qyt: 1 })),
    );
    for (const tool of tools.slice(0, MAX_CART_LINES))
      expect(await setCartLine(owner, tool.id, 1)).toEqual({ status: "saved" });
    expect(await setCartLine(owner, tools[MAX_CART_LINES]!.id, 1)).toEqual({
      status: "cart-full",
    });
    expect(await setCartLine(owner, tools[0]!.id, 2)).toEqual({ status: "saved" });
    expect(await countCartLines(owner)).toBe(MAX_CART_LINES);
  });

  it("is emptied by clearCart", async () => {
    const tool = await insertTool({ minimum_qyt: 1 });
    const owner = await account();
    await setCartLine(owner, tool.id, 3);
    await clearCart(owner);
    expect(await countCartLines(owner)).toBe(0);
  });
});

describe("the order of a cart's lines", () => {
  /**
   * Three tools, in the order a test puts them in: their ids sort the other way (c, a, b), so
   * lines that fell back on their tools' order would come back as a, b, c.
   */
  const threeTools = async () => {
    const tool = (first: string) =>
      insertTool({ id: `${first}${newId()}`, minimum_qyt: 1, available_qyt: 50, price: 1000 });
    return [await tool("c"), await tool("a"), await tool("b")] as const;
  };
  const idsOf = (tools: readonly { id: string }[]) => tools.map((tool) => tool.id);
  const cartOrder = async (owner: CartOwner) =>
    (await readCart(owner)).lines.map((line) => line.toolId);
  /** When the owner's lines were put in, each time once: one instant is one entry. */
  const stampsOf = async (owner: { userId: string }) =>
    new Set(
      (
        await db
          .selectFrom("cart_lines")
          .innerJoin("carts", "carts.id", "cart_lines.cartId")
          .select("cart_lines.addedAt")
          .where("carts.userId", "=", owner.userId)
          .execute()
      ).map((line) => line.addedAt),
    ).size;

  it("keeps the order lines were put in within one millisecond; a new quantity keeps a line's place", async () => {
    const tools = await threeTools();
    const owner = await account();
    await atOneInstant(async () => {
      for (const tool of tools)
        expect(await addToCart(owner, tool.id, 1)).toEqual({ status: "saved" });
    });
    expect(await stampsOf(owner)).toBe(1);
    expect(await cartOrder(owner)).toEqual(idsOf(tools));

    const [c, a, b] = tools;
    expect(await setCartLine(owner, c.id, 4)).toEqual({ status: "saved" });
    expect(await addToCart(owner, a.id, 2)).toEqual({ status: "saved" });
    expect((await readCart(owner)).lines.map((line) => [line.toolId, line.qyt])).toEqual([
      [c.id, 4],
      [a.id, 3],
      [b.id, 1],
    ]);
    // Taken out and put in again, a line goes last.
    expect(await setCartLine(owner, c.id, 0)).toEqual({ status: "removed" });
    expect(await setCartLine(owner, c.id, 1)).toEqual({ status: "saved" });
    expect(await cartOrder(owner)).toEqual([a.id, b.id, c.id]);
  });

  it("gives lines put in at the same moment places one after the other", async () => {
    const [first, ...more] = [...(await threeTools()), ...(await threeTools())];
    const owner = await account();
    await addToCart(owner, first.id, 1);
    // Each add holds the cart while it writes: none takes a place another took.
    const writes = await Promise.all(more.map((tool) => addToCart(owner, tool.id, 1)));
    expect(writes).toEqual(more.map(() => ({ status: "saved" })));
    const order = await cartOrder(owner);
    expect(order[0]).toBe(first.id);
    expect(order.slice(1).toSorted()).toEqual(idsOf(more).toSorted());
  });

  it("keeps a quick order's lines in the order given", async () => {
    const tools = await threeTools();
    const owner = await account();
    await atOneInstant(() =>
      addManyToCart(
        owner,
        tools.map((tool) => ({ toolId: tool.id, qyt: 1 })),
      ),
    );
    expect(await stampsOf(owner)).toBe(1);
    expect(await cartOrder(owner)).toEqual(idsOf(tools));
  });

  it("on sign-in, keeps the account's lines first, then the visitor's new ones in their order", async () => {
    const [c, a, b] = await threeTools();
    const guest = visitor();
    const owner = await account();
    await atOneInstant(async () => {
      for (const tool of [c, a, b]) await setCartLine(guest, tool.id, 1);
      await setCartLine(owner, b.id, 2);
      await mergeVisitorCart(guest.visitorKey, owner.userId);
    });
    expect(await stampsOf(owner)).toBe(1);
    expect((await readCart(owner)).lines.map((line) => [line.toolId, line.qyt])).toEqual([
      [b.id, 3],
      [c.id, 1],
      [a.id, 1],
    ]);
  });

  it("puts an order's lines in again in the order's order, after the cart's own", async () => {
    const [c, a, b] = await threeTools();
    const owner = await account();
    const order = await insertOrderOfLines(
      [c, a, b].map((tool) => ({ tool, qyt: 1 })),
      {},
      { userId: owner.userId },
    );
    await atOneInstant(async () => {
      await setCartLine(owner, b.id, 1);
      await reorderIntoCart(owner.userId, order.id);
    });
    expect(await stampsOf(owner)).toBe(1);
    expect(await cartOrder(owner)).toEqual([b.id, c.id, a.id]);
  });
});

describe("signing in with a visitor's cart", () => {
  it("adds the same tool's quantities up to the stock, adds new tools, and drops the visitor's cart", async () => {
    const shared = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const onlyVisitor = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const onlyAccount = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const guest = visitor();
    const owner = await account();
    await setCartLine(guest, shared.id, 7);
    await setCartLine(guest, onlyVisitor.id, 2);
    await setCartLine(owner, shared.id, 6);
    await setCartLine(owner, onlyAccount.id, 1);

    await mergeVisitorCart(guest.visitorKey, owner.userId);
    const merged = await readCart(owner);
    const byTool = new Map(merged.lines.map((line) => [line.toolId, line.qyt]));
    expect(Object.fromEntries(byTool)).toEqual({
      [shared.id]: 10,
      [onlyVisitor.id]: 2,
      [onlyAccount.id]: 1,
    });
    expect(await countCartLines(guest)).toBe(0);
    // Same price throughout: the merge reports no price change.
    expect(merged.lines.every((line) => line.priceWas === null)).toBe(true);
    const guestCart = await db
      .selectFrom("carts")
      .select("id")
      .where("visitorKeyHash", "=", tokenDigest(guest.visitorKey))
      .execute();
    expect(guestCart).toEqual([]);
  });

  it("keeps the price the account's owner saw first for a tool both carts hold", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10, price: 1000 });
    const guest = visitor();
    const owner = await account();
    await setCartLine(owner, tool.id, 1);
    await db.updateTable("tools").set({ price: 1100 }).where("id", "=", tool.id).execute();
    await setCartLine(guest, tool.id, 2);
    await mergeVisitorCart(guest.visitorKey, owner.userId);
    expect((await readCart(owner)).lines).toMatchObject([{ qyt: 3, price: 1100, priceWas: 1000 }]);
  });

  it("does nothing without a visitor's cart", async () => {
    const owner = await account();
    await mergeVisitorCart(newVisitorKey(), owner.userId);
    expect(await readCart(owner)).toEqual({ lines: [], subtotal: 0, code: null });
  });

  it("caps quantities at stock, and keeps a line whose tool has none for the cart to flag", () => {
    expect(mergedQuantity(3, 4, 10)).toBe(7);
    expect(mergedQuantity(6, 7, 10)).toBe(10);
    expect(mergedQuantity(0, 5, 0)).toBe(5);
    expect(mergedQuantity(2, 5, 0)).toBe(2);
  });
});

describe("abandoned visitor carts", () => {
  it(`go after ${VISITOR_CART_DAYS} days untouched; accounts' carts stay`, async () => {
    const tool = await insertTool({ minimum_qyt: 1 });
    const guest = visitor();
    const owner = await account();
    await setCartLine(guest, tool.id, 1);
    await setCartLine(owner, tool.id, 1);
    // This file's earlier visitors' carts are as old as the guest's.
    const { count: old } = await db
      .selectFrom("carts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("userId", "is", null)
      .executeTakeFirstOrThrow();
    advanceClock(24 * VISITOR_CART_DAYS - 1);
    const fresh = visitor();
    await setCartLine(fresh, tool.id, 1);
    expect(await expireVisitorCarts()).toBe(0);
    advanceClock(2);
    expect(await expireVisitorCarts()).toBe(Number(old));
    expect(await countCartLines(guest)).toBe(0);
    expect(await countCartLines(fresh)).toBe(1);
    expect(await countCartLines(owner)).toBe(1);
  });
});
