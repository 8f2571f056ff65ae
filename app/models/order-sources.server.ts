import type { Kysely, Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { checkoutTexts, quoteTexts } from "#app/messages.ts";
import { lineRefusal, priceAt, refused, type Refusal } from "#app/commerce/index.ts";
import { quotedPrice } from "#app/utils/quotes.ts";
import { now } from "#app/utils/clock.server.ts";
import { cartCode, claimAccountCart, emptyCart, pricedCartLines } from "./cart.server";
import { linesIn, type LineSnapshot, type OrderWithLines } from "./order-line.server";
import { getOrder } from "./order.server";
import { announceQuote, getQuote, quoteToday, whyNotAcceptable } from "./quote.server";
import { buyerPrices, laddersFor, LIST_PRICES, type Pricer } from "./trade-prices.server";

// Where an order's lines come from: one tool (the spec's purchase form), the customer's cart,
// or a quote they accept. placing.server.ts places them all the same way; a source only reads
// its lines (inside the placing transaction, at its prices), says no in its own terms, and
// settles what it is once the order is written (the cart emptied, the quote linked).

export type OrderSource =
  | { kind: "tool"; toolId: string; qyt: number }
  | { kind: "cart" }
  /** `round`: the quote's round the customer reviewed; another by now refuses the order. */
  | { kind: "quote"; quoteId: string; round?: number };

/** The sources whose order is shown to the buyer before it is placed (placing's reviewOrder). */
export type ReviewableSource = Extract<OrderSource, { kind: "quote" }>;

/** An order placed: a new one, or the one this request (or the quote) placed before. */
export interface Placed {
  status: "placed";
  order: OrderWithLines;
}

/**
 * Thrown inside the placing transaction to roll it back, and answered outside: a refusal, or
 * the order that was already placed (a quote accepted before).
 */
export class PlacingStopped extends Error {
  constructor(readonly outcome: Placed | Refusal) {
    super("The order was not placed");
  }
}

export interface Customer {
  id: string;
  displayName: string;
  email: string;
  priceGroupId: string | null;
  /**
   * The company they buy for (issue 48), as their row has it: its address book is theirs, and
   * their orders are the company's too (`orders.companyId`). None or left out: for themself.
   */
  companyId?: string | null;
}

/**
 * What a source gives the order: its lines, a freight charge in place of the method's price, and
 * for a cart, the promotions it is offered: the code its buyer entered (issue 49; an accepted
 * quote and the spec's one-tool order pay their own prices, without promotions).
 */
export interface Taken {
  lines: LineSnapshot[];
  freight?: number | null;
  promotions?: { code: string | null };
}

export interface LineSource {
  /** The call a keyed submit of it is digested under, and what of the source is in the request. */
  call: string;
  request: Record<string, unknown>;
  /** The orders' column its submits' key is kept in: the spec's form's request id, a checkout key. */
  keyColumn: "requestId" | "checkoutKey";
  /** The request's field that stands for the lines (the purchase form's quantity), if one does. */
  linesField?: string;
  /** Whether promotions apply to its orders: a cart's do (its `take` gives the code entered). */
  promotions?: boolean;
  /** Its prices, made before the transaction (see trade-prices.server). */
  pricer(customer: Customer): Promise<Pricer>;
  /** What stops it before anything is read or chosen (a quote that cannot be accepted), if any. */
  check?(): Promise<Placed | Refusal | null>;
  /** Its lines, read and priced in the transaction, and how it is settled once they are an order. */
  take(
    trx: Transaction<DB>,
    buyer: Pricer,
  ): Promise<Taken & { settle: (order: OrderWithLines) => Promise<unknown> }>;
  /**
   * What it would give the order now, read without claiming or settling anything (the review
   * before placing), and the source as reviewed: placing that places exactly what was shown.
   */
  peek?(): Promise<(Taken & { source: ReviewableSource }) | Refusal>;
}

export function lineSource(source: OrderSource, customer: Customer): LineSource {
  switch (source.kind) {
    case "tool":
      return oneTool(source.toolId, source.qyt);
    case "cart":
      return cartOf(customer.id);
    case "quote":
      return quoteOf(customer.id, source);
  }
}

/** A source the buyer reviews before placing: it can say what it would give (peek). */
type PeekableSource = LineSource & Pick<Required<LineSource>, "peek">;

export function reviewableSource(source: ReviewableSource, customer: Customer): PeekableSource {
  return quoteOf(customer.id, source);
}

/** One tool at the customer's unit price for the quantity: the spec's purchase form. */
function oneTool(toolId: string, qyt: number): LineSource {
  return {
    call: "order",
    request: { toolId, qyt },
    keyColumn: "requestId",
    linesField: "qyt",
    pricer: buyerPrices,
    async take(trx, buyer) {
      const tool = await trx
        .selectFrom("tools")
        .select(["id", "name", "sku", "price", "categoryId", "minimum_qyt"])
        .where("id", "=", toolId)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (!tool)
        throw new PlacingStopped(refused("conflict", checkoutTexts.toolGone, { field: "toolId" }));
      if (qyt < tool.minimum_qyt)
        throw new PlacingStopped(
          refused("conflict", `Minimum Order Quantity Is ${tool.minimum_qyt}`, { field: "qyt" }),
        );
      // The customer's unit price at this quantity: a volume break, or their group's if lower.
      const ladder = (await laddersFor(buyer, [tool], trx)).get(tool.id)!;
      const line = {
        toolId: tool.id,
        name: tool.name,
        sku: tool.sku,
        qyt,
        price: priceAt(ladder, qyt).price,
        // Kept with the line: pieces given back re-price the ones kept on it (decision 15).
        ladder,
      };
      return { lines: [line], settle: async () => undefined };
    },
  };
}

/** The customer's cart at today's prices for them; emptied once the order is written. */
function cartOf(userId: string): LineSource {
  return {
    call: "checkout",
    request: {},
    keyColumn: "checkoutKey",
    promotions: true,
    pricer: buyerPrices,
    async take(trx, buyer) {
      // Claimed before its lines are read: one cart is one order, whatever the submits' keys.
      const cartId = await claimAccountCart(trx, userId);
      const lines = cartId ? await pricedCartLines(trx, cartId, buyer) : [];
      if (!cartId || !lines.length)
        throw new PlacingStopped(refused("conflict", checkoutTexts.emptyCart));
      // What today's catalogue already says no to; the stock itself is decided by the update.
      const blocked = lines.find((line) => line.problem);
      if (blocked?.problem) throw new PlacingStopped(lineRefusal(blocked, blocked.problem));
      return {
        lines,
        promotions: { code: await cartCode(trx, cartId) },
        settle: () => emptyCart(trx, cartId),
      };
    },
  };
}

/**
 * The customer's sent quote at the quoted prices, with its freight. It is claimed first, with one
 * conditional update (sent, not past its last day, and in the round reviewed if one is given ->
 * accepted) in the order's own transaction: of two accepts at once one claims it and places the
 * order, the other answers that order; a send of new prices meanwhile (the next round) makes
 * an accept of the round before find nothing to claim. A quote's lines change only with its
 * round, in the same transaction, so the lines read after the claim are the round's.
 */
function quoteOf(userId: string, { quoteId, round }: ReviewableSource): PeekableSource {
  return {
    call: `quote-accept:${quoteId}`,
    request: round === undefined ? {} : { round },
    keyColumn: "checkoutKey",
    // The quoted prices are the quote's own.
    pricer: async () => LIST_PRICES,
    async check() {
      const quote = await getQuote(quoteId);
      // Anyone else's quote is missing.
      if (!quote || quote.userId !== userId) return refused("missing", quoteTexts.noSuchQuote);
      if (quote.status !== "accepted") return whyNotAcceptable(quote, round);
      const order = quote.orderId ? await getOrder(quote.orderId) : undefined;
      return order ? { status: "placed", order } : refused("conflict", quoteTexts.alreadyAccepted);
    },
    async take(trx) {
      let claim = trx
        .updateTable("quotes")
        .set({ status: "accepted", acceptedAt: now().toISOString() })
        .where("id", "=", quoteId)
        .where("status", "=", "sent")
        .where("validUntil", ">=", quoteToday());
      if (round !== undefined) claim = claim.where("round", "=", round);
      const claimed = await claim.returning("freight").executeTakeFirst();
      if (!claimed) throw new PlacingStopped(await acceptedBefore(trx, quoteId, round));
      const lines = await quotedLines(trx, quoteId);
      if (!Array.isArray(lines)) throw new PlacingStopped(lines);
      return {
        lines,
        freight: claimed.freight,
        settle: async (order) => {
          await trx
            .updateTable("quotes")
            .set({ orderId: order.id })
            .where("id", "=", quoteId)
            .execute();
          await announceQuote(trx, "quote.accepted", quoteId);
        },
      };
    },
    async peek() {
      const quote = await getQuote(quoteId);
      if (!quote || quote.userId !== userId) return refused("missing", quoteTexts.noSuchQuote);
      const stopped =
        quote.status === "accepted"
          ? refused("conflict", quoteTexts.alreadyAccepted)
          : whyNotAcceptable(quote);
      if (stopped) return stopped;
      const lines = await quotedLines(db, quoteId);
      if (!Array.isArray(lines)) return lines;
      return {
        lines,
        freight: quote.freight,
        source: { kind: "quote", quoteId, round: quote.round },
      };
    },
  };
}

/** A quote's lines at their quoted prices, in its order; a line whose tool is gone refuses it. */
async function quotedLines(reader: Kysely<DB>, quoteId: string): Promise<LineSnapshot[] | Refusal> {
  const rows = await reader
    .selectFrom("quote_lines")
    .innerJoin("tools", "tools.id", "quote_lines.toolId")
    .select([
      "quote_lines.toolId",
      "quote_lines.name",
      "quote_lines.sku",
      "quote_lines.qyt",
      "quote_lines.price",
      "quote_lines.askedPrice",
      "tools.deletedAt",
    ])
    .where("quote_lines.quoteId", "=", quoteId)
    .orderBy("quote_lines.position")
    .execute();
  const gone = rows.find((row) => row.deletedAt !== null);
  if (gone) return lineRefusal(gone, checkoutTexts.toolGone);
  return rows.map((row) => ({
    toolId: row.toolId,
    name: row.name,
    sku: row.sku,
    qyt: row.qyt,
    price: quotedPrice(row),
  }));
}

/** Why a quote another request got to first cannot be claimed: the order it became, or why not. */
async function acceptedBefore(
  trx: Transaction<DB>,
  quoteId: string,
  round: number | undefined,
): Promise<Placed | Refusal> {
  const quote = await trx
    .selectFrom("quotes")
    .select(["status", "validUntil", "orderId", "round"])
    .where("id", "=", quoteId)
    .executeTakeFirstOrThrow();
  const order = quote.orderId
    ? await trx.selectFrom("orders").selectAll().where("id", "=", quote.orderId).executeTakeFirst()
    : undefined;
  if (order) return { status: "placed", order: { ...order, lines: await linesIn(trx, order.id) } };
  return (
    (quote.status === "accepted" ? null : whyNotAcceptable(quote, round)) ??
    refused("conflict", quoteTexts.alreadyAccepted)
  );
}
