import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { belowMinimum, limitProblem } from "#app/schemas/order-quantity.ts";
import { checkoutTexts } from "#app/messages.ts";
import { now } from "#app/utils/clock.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import {
  isOverOrderMaximum,
  lineAmount,
  subtotalOf,
  ORDER_TOO_LARGE,
  priceAt,
  type PriceLadder,
  type PriceSource,
} from "#app/commerce/index.ts";
import { laddersFor, LIST_PRICES, buyerPrices, type Pricer } from "./trade-prices.server";

// A cart holds no stock: it is a list of tools and quantities, priced and checked against the
// catalogue as it is today whenever it is read (at the owner's prices: the unit price of each
// line's quantity, their group's where lower). Placing the order reserves the stock.

/** Whose cart: an account's, or a visitor's (the random key their cookie carries). */
export type CartOwner = { userId: string } | { visitorKey: string };

/** The most lines a cart keeps, so nobody can grow one without limit. */
export const MAX_CART_LINES = 100;
/** A visitor's cart untouched this long is removed (an account's stays). */
export const VISITOR_CART_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Executor = Kysely<DB> | Transaction<DB>;

/** A new visitor key for the cart cookie; the database keeps only its digest. */
export const newVisitorKey = () => randomBytes(32).toString("base64url");

const ownerColumns = (owner: CartOwner) =>
  "userId" in owner
    ? { userId: owner.userId, visitorKeyHash: null }
    : { userId: null, visitorKeyHash: tokenDigest(owner.visitorKey) };

/** An owner's cart row: its id and the discount code entered on it. */
async function findCart(executor: Executor, owner: CartOwner) {
  const columns = ownerColumns(owner);
  const query = executor.selectFrom("carts").select(["id", "code"]);
  return (
    columns.userId !== null
      ? query.where("userId", "=", columns.userId)
      : query.where("visitorKeyHash", "=", columns.visitorKeyHash)
  ).executeTakeFirst();
}

async function findCartId(executor: Executor, owner: CartOwner): Promise<string | undefined> {
  return (await findCart(executor, owner))?.id;
}

/**
 * Whether a visitor's key still names a cart. A key whose cart joined an account (or expired) is
 * dead: it never names a cart again, so a replayed cookie cannot bring it back.
 */
export async function visitorCartExists(visitorKey: string): Promise<boolean> {
  return (await findCartId(db, { visitorKey })) !== undefined;
}

/** The owner's cart, made if there is none (the unique owner columns decide a race). */
async function cartIdOf(executor: Executor, owner: CartOwner): Promise<string> {
  const found = await findCartId(executor, owner);
  if (found) return found;
  const columns = ownerColumns(owner);
  await executor
    .insertInto("carts")
    .values({ id: newId(), ...columns, updatedAt: now().toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const made = await findCartId(executor, owner);
  if (!made) throw new Error("The cart could not be made");
  return made;
}

/** The lines of a cart with their tools as they are now, in the order they were added. */
export function cartLinesWithTools(executor: Executor, cartId: string) {
  return executor
    .selectFrom("cart_lines")
    .innerJoin("tools", "tools.id", "cart_lines.toolId")
    .select([
      "cart_lines.toolId",
      "cart_lines.qyt",
      "cart_lines.seenPrice",
      "tools.name",
      "tools.sku",
      "tools.img",
      "tools.price",
      "tools.categoryId",
      "tools.minimum_qyt",
      "tools.available_qyt",
      "tools.deletedAt",
    ])
    .where("cart_lines.cartId", "=", cartId)
    .orderBy("cart_lines.position")
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLinesWithTools>>[number];

export interface CartLine {
  toolId: string;
  /** Today's name and unit price (cents): a cart is priced when read, never when added. */
  name: string;
  /** The part number, which the order's line keeps as it keeps the name. */
  sku: string | null;
  /** The tool's category: what promotions of some categories cover. */
  categoryId: string | null;
  img: string;
  /** The owner's unit price at this quantity (cents): the rung of `ladder` it falls on. */
  price: number;
  /** Where `price` comes from: the list, a volume break, or the owner's price group. */
  priceSource: PriceSource;
  /** The owner's prices of this tool at every quantity (the list price among them). */
  ladder: PriceLadder;
  qyt: number;
  amount: number;
  minimum: number;
  available: number;
  /** The tool left the catalogue since it was added: it cannot be ordered. */
  removed: boolean;
  /** The spec's message when the quantity is now outside the tool's limits (stock went down). */
  problem: string | null;
  /** The unit price (cents) seen when the line was put in, when today's differs from it. */
  priceWas: number | null;
}

export interface Cart {
  lines: CartLine[];
  /** The lines that can be ordered, at today's prices, in cents. */
  subtotal: number;
  /** The discount code its buyer entered (issue 49), as entered; null: none. */
  code: string | null;
}

/** What the cart shows of a line: today's price and stock, and what stands in its way. */
function cartLineOf(row: CartLineRow, ladder: PriceLadder): CartLine {
  const removed = row.deletedAt !== null;
  const limits = { minimum: row.minimum_qyt, available: row.available_qyt };
  const step = priceAt(ladder, row.qyt);
  return {
    toolId: row.toolId,
    name: row.name,
    sku: row.sku,
    categoryId: row.categoryId,
    img: row.img,
    price: step.price,
    priceSource: step.source,
    ladder,
    qyt: row.qyt,
    amount: lineAmount({ price: step.price, qyt: row.qyt }),
    minimum: row.minimum_qyt,
    available: row.available_qyt,
    removed,
    problem: removed ? checkoutTexts.toolGone : limitProblem(row.qyt, limits),
    priceWas: row.seenPrice === step.price ? null : row.seenPrice,
  };
}

/**
 * The prices of a cart's owner (a visitor pays list prices). Read before any transaction: the
 * groups are kept in memory, read on the shared connection when they changed.
 */
export async function ownerPricer(owner: CartOwner): Promise<Pricer> {
  return "userId" in owner ? buyerPrices(owner) : LIST_PRICES;
}

/** A cart's lines, priced for its owner as the catalogue stands (checkout reads them in its transaction). */
export async function pricedCartLines(
  executor: Executor,
  cartId: string,
  buyer: Pricer,
): Promise<CartLine[]> {
  const rows = await cartLinesWithTools(executor, cartId);
  const ladders = await laddersFor(
    buyer,
    rows.map((row) => ({ id: row.toolId, price: row.price, categoryId: row.categoryId })),
    executor,
  );
  return rows.map((row) => cartLineOf(row, ladders.get(row.toolId)!));
}

/** The cart as the JSON API gives it: money in dollars, as the spec's calls. */
export function cartJson(cart: Cart) {
  return {
    lines: cart.lines.map((line) => ({
      toolId: line.toolId,
      name: line.name,
      sku: line.sku,
      qyt: line.qyt,
      price: centsToDollars(line.price),
      priceSource: line.priceSource,
      listPrice: centsToDollars(line.ladder.list),
      amount: centsToDollars(line.amount),
      minimum_qyt: line.minimum,
      available_qyt: line.available,
      removed: line.removed,
      problem: line.problem,
      priceWas: line.priceWas === null ? null : centsToDollars(line.priceWas),
    })),
    subtotal: centsToDollars(cart.subtotal),
  };
}

export const EMPTY_CART: Cart = { lines: [], subtotal: 0, code: null };

/** The cart as it stands today (empty when the owner has none). */
export async function readCart(owner: CartOwner): Promise<Cart> {
  const cart = await findCart(db, owner);
  const lines = cart ? await pricedCartLines(db, cart.id, await ownerPricer(owner)) : [];
  return { lines, subtotal: subtotalOf(orderableLines(lines)), code: cart?.code ?? null };
}

/** The lines of a cart that can be ordered: those whose tool is still sold. */
export const orderableLines = <Line extends Pick<CartLine, "removed">>(lines: readonly Line[]) =>
  lines.filter((line) => !line.removed);

/**
 * Keeps a discount code on an owner's cart, or (null) takes it off; false when the owner has no
 * cart. The code is judged before (cart-offers.server.ts), and again whenever the cart is priced.
 */
export async function setCartCode(owner: CartOwner, code: string | null): Promise<boolean> {
  const cartId = await findCartId(db, owner);
  if (!cartId) return false;
  await db
    .updateTable("carts")
    .set({ code, updatedAt: now().toISOString() })
    .where("id", "=", cartId)
    .execute();
  return true;
}

/** How many lines the cart has (the navigation's badge, on every page with a cookie: one query). */
export async function countCartLines(owner: CartOwner): Promise<number> {
  const columns = ownerColumns(owner);
  const query = db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cartId")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  const { count } = await (
    columns.userId !== null
      ? query.where("carts.userId", "=", columns.userId)
      : query.where("carts.visitorKeyHash", "=", columns.visitorKeyHash)
  ).executeTakeFirstOrThrow();
  return Number(count);
}

async function countLines(executor: Executor, cartId: string): Promise<number> {
  const { count } = await executor
    .selectFrom("cart_lines")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("cartId", "=", cartId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

const touch = (executor: Executor, cartId: string) =>
  executor
    .updateTable("carts")
    .set({ updatedAt: now().toISOString() })
    .where("id", "=", cartId)
    .execute();

/**
 * The owner's cart (made if there is none), touched and held for the caller's transaction
 * before its lines are read: on PostgreSQL the update locks the cart's row until the commit, so
 * two writes to one cart at once (two tabs, an add racing a sign-in's join) take turns, each
 * reading the lines, quantities and positions the other left. SQLite runs one writer at a time.
 */
async function holdCart(trx: Transaction<DB>, owner: CartOwner): Promise<string> {
  const cartId = await cartIdOf(trx, owner);
  await touch(trx, cartId);
  return cartId;
}

/**
 * Writes a line's quantity and the unit price its owner saw, adding the line or replacing what
 * it had (a line keeps the place it was first added at). A new line goes last: its position is
 * the cart's highest plus one, read by the insert itself, in a cart the caller holds (holdCart),
 * so lines put in within one millisecond still keep the order they were put in.
 */
const putLine = (
  trx: Transaction<DB>,
  cartId: string,
  line: { toolId: string; qyt: number; seenPrice: number },
) =>
  trx
    .insertInto("cart_lines")
    .values({
      cartId,
      ...line,
      addedAt: now().toISOString(),
      position: trx
        .selectFrom("cart_lines")
        .select((eb) =>
          eb(eb.fn.coalesce(eb.fn.max("position"), eb.lit(-1)), "+", eb.lit(1)).as("next"),
        )
        .where("cartId", "=", cartId),
    })
    .onConflict((conflict) =>
      conflict
        .columns(["cartId", "toolId"])
        .doUpdateSet({ qyt: line.qyt, seenPrice: line.seenPrice }),
    )
    .execute();

export type CartLineWrite =
  | { status: "saved" | "removed" }
  | { status: "refused"; message: string }
  | { status: "no-such-tool" | "cart-full" };

/**
 * Sets how many of a tool the cart holds; 0 removes the line. A quantity follows the spec's
 * rules against the tool's minimum and today's stock ('Minimum Order Quantity Is {minimum}',
 * 'You Can Not Order More Than Stock'); a new line beyond MAX_CART_LINES is refused. The line
 * takes today's price as the one seen: whoever sets a quantity was just shown it.
 */
export function setCartLine(owner: CartOwner, toolId: string, qyt: number) {
  return writeCartLine(owner, toolId, qyt, "set");
}

/**
 * "Add to cart": `qyt` more of the tool (0 or less is refused), the line's quantity and the
 * added one together judged by the same rules as setCartLine.
 */
export function addToCart(owner: CartOwner, toolId: string, qyt: number) {
  if (qyt <= 0) return Promise.resolve(refusedBelowMinimum(toolId));
  return writeCartLine(owner, toolId, qyt, "add");
}

/** A quantity of nothing or less added: refused with the tool's minimum, as the spec says it. */
async function refusedBelowMinimum(toolId: string): Promise<CartLineWrite> {
  const tool = await orderableTool(toolId);
  if (!tool) return { status: "no-such-tool" };
  return { status: "refused", message: belowMinimum(tool.minimum_qyt) };
}

const orderableTool = (toolId: string, executor: Executor = db) =>
  executor
    .selectFrom("tools")
    .select(["id", "price", "categoryId", "minimum_qyt", "available_qyt"])
    .where("id", "=", toolId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();

const limitsOf = (tool: { minimum_qyt: number; available_qyt: number }) => ({
  minimum: tool.minimum_qyt,
  available: tool.available_qyt,
});

async function writeCartLine(
  owner: CartOwner,
  toolId: string,
  qyt: number,
  how: "set" | "add",
): Promise<CartLineWrite> {
  if (qyt === 0 && how === "set") {
    const cartId = await findCartId(db, owner);
    if (cartId) {
      await db
        .deleteFrom("cart_lines")
        .where("cartId", "=", cartId)
        .where("toolId", "=", toolId)
        .execute();
      await touch(db, cartId);
    }
    return { status: "removed" };
  }
  const tool = await orderableTool(toolId);
  if (!tool) return { status: "no-such-tool" };
  if (how === "set") {
    const problem = limitProblem(qyt, limitsOf(tool));
    if (problem) return { status: "refused", message: problem };
  }
  const buyer = await ownerPricer(owner);
  return db.transaction().execute(async (trx) => {
    const cartId = await holdCart(trx, owner);
    return writeLineIn(trx, cartId, buyer, { toolId, qyt, tool }, how);
  });
}

/** The quantity written to a cart's line, in the caller's transaction (a set is already judged). */
async function writeLineIn(
  trx: Transaction<DB>,
  cartId: string,
  buyer: Pricer,
  { toolId, qyt, tool }: { toolId: string; qyt: number; tool: OrderableTool },
  how: "set" | "add",
): Promise<CartLineWrite> {
  const existing = await trx
    .selectFrom("cart_lines")
    .select("qyt")
    .where("cartId", "=", cartId)
    .where("toolId", "=", toolId)
    .executeTakeFirst();
  const total = how === "add" ? (existing?.qyt ?? 0) + qyt : qyt;
  const problem = how === "add" ? limitProblem(total, limitsOf(tool)) : null;
  if (problem) return { status: "refused", message: problem };
  // Two adds at the same instant may each see room for one more: the cap can be passed by
  // the number of requests in flight, never grown without limit.
  if (!existing && (await countLines(trx, cartId)) >= MAX_CART_LINES)
    return { status: "cart-full" };
  const seenPrice = await unitPriceIn(trx, buyer, tool, total);
  // A line that alone comes to more than the largest order could never be ordered.
  if (isOverOrderMaximum(lineAmount({ price: seenPrice, qyt: total })))
    return { status: "refused", message: ORDER_TOO_LARGE };
  await putLine(trx, cartId, { toolId, qyt: total, seenPrice });
  return { status: "saved" };
}

type OrderableTool = NonNullable<Awaited<ReturnType<typeof orderableTool>>>;

/** What `qyt` of a tool cost the buyer each, as the cart will show it (its breaks read here). */
async function unitPriceIn(
  executor: Executor,
  buyer: Pricer,
  tool: { id: string; price: number; categoryId: string | null },
  qyt: number,
): Promise<number> {
  const ladders = await laddersFor(buyer, [tool], executor);
  return priceAt(ladders.get(tool.id)!, qyt).price;
}

/**
 * "Add to cart" for many tools at once (the quick order), in one transaction: each line is
 * judged as addToCart judges one (its quantity added to what the cart holds, within the tool's
 * minimum and today's stock, a new line only while the cart has room), and the lines that pass
 * are written together. Returns what became of each line, in the order given; a tool named
 * twice adds up, as two adds would.
 */
export async function addManyToCart(
  owner: CartOwner,
  lines: { toolId: string; qyt: number }[],
): Promise<CartLineWrite[]> {
  if (!lines.length) return [];
  const buyer = await ownerPricer(owner);
  return db.transaction().execute(async (trx) => {
    const cartId = await holdCart(trx, owner);
    const writes: CartLineWrite[] = [];
    for (const { toolId, qyt } of lines) {
      const tool = await orderableTool(toolId, trx);
      if (!tool) writes.push({ status: "no-such-tool" });
      else if (qyt <= 0)
        writes.push({ status: "refused", message: belowMinimum(tool.minimum_qyt) });
      else writes.push(await writeLineIn(trx, cartId, buyer, { toolId, qyt, tool }, "add"));
    }
    return writes;
  });
}

/**
 * One tool's quantity when a visitor's cart joins an account's: both add up, capped at today's
 * stock. A tool with no stock left keeps the account's own quantity (or the visitor's, if the
 * account had none), for the cart to flag rather than to drop silently.
 */
export function mergedQuantity(accountQyt: number, visitorQyt: number, available: number): number {
  if (available <= 0) return accountQyt || visitorQyt;
  return Math.min(accountQyt + visitorQyt, available);
}

/**
 * On sign-in, the visitor's cart joins the account's, in one transaction: the same tool's
 * quantities add up within stock (mergedQuantity), new tools join while the cart has room,
 * and the visitor's cart is gone. The account's lines keep their places; the visitor's new ones
 * follow them, in the visitor's order. Nothing happens when the visitor has no cart.
 */
export async function mergeVisitorCart(visitorKey: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const visitorCartId = await findCartId(trx, { visitorKey });
    if (!visitorCartId) return;
    const accountCartId = await holdCart(trx, { userId });
    const accountLines = new Map(
      (await cartLinesWithTools(trx, accountCartId)).map((line) => [line.toolId, line]),
    );
    let room = MAX_CART_LINES - accountLines.size;
    for (const line of await cartLinesWithTools(trx, visitorCartId)) {
      const accountLine = accountLines.get(line.toolId);
      if (accountLine === undefined && room <= 0) continue;
      if (accountLine === undefined) room--;
      const qyt = mergedQuantity(accountLine?.qyt ?? 0, line.qyt, line.available_qyt);
      // The account's line keeps the price its owner saw first: a change since still shows.
      const seenPrice = accountLine?.seenPrice ?? line.seenPrice;
      await putLine(trx, accountCartId, { toolId: line.toolId, qyt, seenPrice });
    }
    await trx.deleteFrom("carts").where("id", "=", visitorCartId).execute();
  });
}

/** Empties a cart (its lines go; the cart stays, as the account's or cookie's). */
export async function clearCart(owner: CartOwner): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId) await emptyCart(db, cartId);
}

export async function emptyCart(executor: Executor, cartId: string): Promise<void> {
  await executor.deleteFrom("cart_lines").where("cartId", "=", cartId).execute();
  await touch(executor, cartId);
}

/**
 * The account's cart, held for the caller's transaction before its lines are read: the update
 * locks the cart's row on PostgreSQL until the commit, so a second checkout or quote request of
 * the same cart (two tabs, each submit with its own key) waits, then reads the lines the first
 * one left (none). SQLite runs one writer at a time.
 */
export async function claimAccountCart(
  trx: Transaction<DB>,
  userId: string,
): Promise<string | undefined> {
  const claimed = await trx
    .updateTable("carts")
    .set({ updatedAt: now().toISOString() })
    .where("userId", "=", userId)
    .returning("id")
    .executeTakeFirst();
  return claimed?.id;
}

/** The code entered on an account's cart (issue 49), read in placing's transaction. */
export async function cartCode(trx: Transaction<DB>, cartId: string): Promise<string | null> {
  const cart = await trx
    .selectFrom("carts")
    .select("code")
    .where("id", "=", cartId)
    .executeTakeFirst();
  return cart?.code ?? null;
}

/**
 * Removes visitors' carts untouched for VISITOR_CART_DAYS (their lines go with them): the
 * background work calls it. Returns how many went.
 */
export async function expireVisitorCarts(): Promise<number> {
  const cutoff = new Date(now().getTime() - VISITOR_CART_DAYS * DAY_MS).toISOString();
  const deleted = await db
    .deleteFrom("carts")
    .where("userId", "is", null)
    .where("updatedAt", "<", cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** What "Order again" did with one line of the past order. */
export type ReorderedLine = { toolId: string; name: string } & (
  | {
      status: "added";
      /** The quantity the cart holds now, and what the order had. */
      qyt: number;
      orderedQyt: number;
      /** The customer's unit price today at the new quantity, and the order's (cents). */
      price: number;
      orderedPrice: number;
      /** Why the quantity is not the order's: today's stock, or today's minimum. */
      adjusted: "lowered-to-stock" | "raised-to-minimum" | null;
    }
  | { status: "gone" | "out-of-stock" | "cart-full" }
);

/** The quantity a reordered line asks for, within today's limits, and what moved it. */
function reorderQuantity(wanted: number, minimum: number, available: number) {
  if (wanted > available) return { qyt: available, adjusted: "lowered-to-stock" as const };
  if (wanted < minimum) return { qyt: minimum, adjusted: "raised-to-minimum" as const };
  return { qyt: wanted, adjusted: null };
}

/**
 * "Order again": the lines of one of the customer's own orders go into their cart, at today's
 * prices (a cart is priced when read) and within today's stock and minimum. A tool already in
 * the cart adds up, as a merge does. Returns what happened to each line, for the cart to say
 * what changed; null when the customer has no such order.
 */
export async function reorderIntoCart(
  userId: string,
  orderId: string,
): Promise<ReorderedLine[] | null> {
  const buyer = await ownerPricer({ userId });
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .select("id")
      .where("id", "=", orderId)
      .where("userId", "=", userId)
      .executeTakeFirst();
    if (!order) return null;
    const ordered = await trx
      .selectFrom("order_lines")
      .leftJoin("tools", "tools.id", "order_lines.toolId")
      .select([
        "order_lines.toolId",
        "order_lines.name",
        "order_lines.qyt",
        "order_lines.price",
        "tools.price as todayPrice",
        "tools.categoryId",
        "tools.minimum_qyt",
        "tools.available_qyt",
        "tools.deletedAt",
      ])
      .where("order_lines.orderId", "=", orderId)
      .orderBy("order_lines.position")
      .execute();
    const cartId = await holdCart(trx, { userId });
    const inCart = new Map(
      (await cartLinesWithTools(trx, cartId)).map((line) => [line.toolId, line.qyt]),
    );
    let room = MAX_CART_LINES - inCart.size;
    const results: ReorderedLine[] = [];
    for (const line of ordered) {
      const named = { toolId: line.toolId, name: line.name };
      if (line.todayPrice === null || line.deletedAt !== null) {
        results.push({ ...named, status: "gone" });
        continue;
      }
      const minimum = line.minimum_qyt ?? 0;
      const available = line.available_qyt ?? 0;
      if (available < minimum || available <= 0) {
        results.push({ ...named, status: "out-of-stock" });
        continue;
      }
      const already = inCart.get(line.toolId);
      if (already === undefined && room <= 0) {
        results.push({ ...named, status: "cart-full" });
        continue;
      }
      if (already === undefined) room--;
      const { qyt, adjusted } = reorderQuantity((already ?? 0) + line.qyt, minimum, available);
      const tool = { id: line.toolId, price: line.todayPrice, categoryId: line.categoryId };
      const price = await unitPriceIn(trx, buyer, tool, qyt);
      await putLine(trx, cartId, { toolId: line.toolId, qyt, seenPrice: price });
      inCart.set(line.toolId, qyt);
      results.push({
        ...named,
        status: "added",
        qyt,
        orderedQyt: line.qyt,
        price,
        orderedPrice: line.price,
        adjusted,
      });
    }
    return results;
  });
}
