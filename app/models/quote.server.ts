import type { Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, QuoteLines, Quotes } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { quoteSentMail } from "#app/mail/quote-mails.server.ts";
import { checkoutPageTexts, checkoutTexts, quoteTexts } from "#app/messages.ts";
import type { QuoteJson } from "#app/schemas/api/quotes.ts";
import { isoDay } from "#app/schemas/field-hints.ts";
import type { QuoteSend } from "#app/schemas/quote.ts";
import { now } from "#app/utils/clock.server.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import { isOverOrderMaximum, ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import {
  quotedAmount,
  quotedPrice,
  quoteStateOf,
  quoteTotal,
  type QuoteState,
} from "#app/utils/quotes.ts";
import { claimAccountCart, emptyCart, ownerPricer, pricedCartLines } from "./cart.server";
import {
  checkoutSubmit,
  keyReused,
  lineRefused,
  placeLinesAsOrder,
  PlacingStopped,
  type CheckoutResult,
  type LineSource,
  type OrderChoices,
} from "./checkout.server";
import { nextRecordNumber } from "./document-number.server";
import { getOrder, placeOnce } from "./order.server";
import { queueMail } from "./outbox.server";
import { newestFirstPage, type Page } from "./paging.server";

// A quote (issue 40): a customer turns their cart into a request with a note; an admin prices
// every line and gives a last day to accept it (and may send it again to revise it); the
// customer accepts it into one order at the quoted prices, placed as the checkout places one.
// Statuses stored: requested -> sent -> accepted; a sent quote past its last day reads as
// expired (quoteStateOf), a fact of the calendar rather than a stored change.

export type Quote = Selectable<Quotes>;
export type QuoteLine = Selectable<QuoteLines>;
export type QuoteWithLines = Quote & {
  lines: QuoteLine[];
  customer: { displayName: string; email: string };
};

/** Why a quote was not requested, sent or accepted; `field` names the form's field at fault. */
export interface QuoteRefusal {
  status: "quote-refused";
  problem: "missing" | "conflict" | "invalid";
  message: string;
  field?: "lines" | "cart";
}

const quoteRefused = (
  problem: QuoteRefusal["problem"],
  message: string,
  field?: QuoteRefusal["field"],
): QuoteRefusal => ({ status: "quote-refused", problem, message, ...(field ? { field } : {}) });

/** Today in the shop's calendar (its clock, UTC days: the delivery date's calendar). */
export const quoteToday = () => isoDay(now());

/** A quote's state now: its status, or "expired" for a sent one past its last day. */
export const quoteStateNow = (quote: Pick<Quote, "status" | "validUntil">) =>
  quoteStateOf(quote, quoteToday());

/** The quotes' lines and customers, read in two queries for a page of quotes. */
async function withDetails(quotes: Quote[]): Promise<QuoteWithLines[]> {
  if (!quotes.length) return [];
  const [lines, customers] = await Promise.all([
    db
      .selectFrom("quote_lines")
      .selectAll()
      .where(
        "quoteId",
        "in",
        quotes.map((quote) => quote.id),
      )
      .orderBy("quoteId")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("users")
      .select(["id", "displayName", "email"])
      .where("id", "in", [...new Set(quotes.map((quote) => quote.userId))])
      .execute(),
  ]);
  const customerOf = new Map(customers.map((customer) => [customer.id, customer]));
  return quotes.map((quote) => ({
    ...quote,
    lines: lines.filter((line) => line.quoteId === quote.id),
    customer: customerOf.get(quote.userId) ?? { displayName: "", email: "" },
  }));
}

export async function getQuote(quoteId: string): Promise<QuoteWithLines | undefined> {
  const quote = await db
    .selectFrom("quotes")
    .selectAll()
    .where("id", "=", quoteId)
    .executeTakeFirst();
  return quote && (await withDetails([quote]))[0];
}

/**
 * A page of quotes, newest first: every customer's (admins), or one customer's own; `state`
 * keeps one state, "expired" and "sent" told apart by today's date.
 */
export async function pageQuotes(query: {
  page: number;
  state?: QuoteState;
  userId?: string;
}): Promise<Page<QuoteWithLines>> {
  const today = quoteToday();
  let quotes = db.selectFrom("quotes");
  if (query.userId) quotes = quotes.where("userId", "=", query.userId);
  if (query.state === "expired")
    quotes = quotes.where("status", "=", "sent").where("validUntil", "<", today);
  else if (query.state === "sent")
    quotes = quotes.where("status", "=", "sent").where("validUntil", ">=", today);
  else if (query.state) quotes = quotes.where("status", "=", query.state);
  const listed = await newestFirstPage(quotes, query.page, (listing) => listing.selectAll());
  return { ...listed, rows: await withDetails(listed.rows) };
}

/**
 * A customer turns their cart into a quote request, in one transaction: every line copied with
 * its unit price for them today (`listPrice`, their break or group price), the note kept, the
 * cart emptied. An empty cart, one with a line that cannot be ordered, or one above the largest
 * order (it could never be accepted) is refused, and the cart stays as it was.
 */
export async function requestQuote(
  userId: string,
  note: string,
): Promise<{ status: "requested"; quote: QuoteWithLines } | QuoteRefusal> {
  // Read before the transaction: the price groups are read on the shared connection.
  const buyer = await ownerPricer({ userId });
  const requested = await db.transaction().execute(async (trx) => {
    // Claimed as the checkout claims it: one cart is one quote or one order.
    const cartId = await claimAccountCart(trx, userId);
    const lines = cartId ? await pricedCartLines(trx, cartId, buyer) : [];
    if (!cartId || !lines.length) return quoteRefused("conflict", checkoutTexts.emptyCart, "cart");
    const blocked = lines.find((line) => line.problem);
    if (blocked?.problem)
      return quoteRefused(
        "conflict",
        checkoutPageTexts.lineShort(blocked.name, blocked.problem),
        "cart",
      );
    const goods = lines.reduce((sum, line) => sum + line.amount, 0);
    if (isOverOrderMaximum(goods)) return quoteRefused("invalid", ORDER_TOO_LARGE, "cart");
    const quote = await trx
      .insertInto("quotes")
      .values({
        id: newId(),
        number: await nextRecordNumber(trx, "quote"),
        userId,
        status: "requested",
        note,
        createdAt: now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("quote_lines")
      .values(
        lines.map((line, position) => ({
          quoteId: quote.id,
          position,
          toolId: line.toolId,
          name: line.name,
          sku: line.sku,
          qyt: line.qyt,
          listPrice: line.price,
        })),
      )
      .execute();
    await emptyCart(trx, cartId);
    return quote;
  });
  if ("problem" in requested) return requested;
  return { status: "requested", quote: (await getQuote(requested.id))! };
}

/**
 * An admin prices a quote and sends it (again, to revise it): a price for every line, each once,
 * the last day to accept it and a reply; the customer is mailed in the same transaction. Priced
 * above the largest order, it is refused: it could never be accepted. An accepted quote is
 * never changed: the conditional update (status requested or sent) decides,
 * also against an accept running at the same moment.
 */
export async function sendQuote(
  quoteId: string,
  send: QuoteSend,
): Promise<{ status: "sent"; quote: QuoteWithLines } | QuoteRefusal> {
  const quote = await getQuote(quoteId);
  if (!quote) return quoteRefused("missing", quoteTexts.noSuchQuote);
  if (quote.status === "accepted") return quoteRefused("conflict", quoteTexts.alreadyAccepted);
  const priceOf = new Map(send.lines.map((line) => [line.toolId, dollarsToCents(line.price)]));
  const everyLineOnce =
    priceOf.size === send.lines.length &&
    send.lines.length === quote.lines.length &&
    quote.lines.every((line) => priceOf.has(line.toolId));
  if (!everyLineOnce) return quoteRefused("invalid", quoteTexts.priceEveryLine, "lines");
  const quoted = quoteTotal(
    quote.lines.map((line) => ({ ...line, price: priceOf.get(line.toolId)! })),
  );
  if (isOverOrderMaximum(quoted)) return quoteRefused("invalid", ORDER_TOO_LARGE, "lines");
  const sent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        validUntil: send.validUntil,
        reply: send.reply,
        sentAt: now().toISOString(),
      })
      .where("id", "=", quoteId)
      .where("status", "in", ["requested", "sent"])
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    for (const line of quote.lines)
      await trx
        .updateTable("quote_lines")
        .set({ price: priceOf.get(line.toolId)! })
        .where("quoteId", "=", quoteId)
        .where("toolId", "=", line.toolId)
        .execute();
    const lines = quote.lines.map((line) => ({ ...line, price: priceOf.get(line.toolId)! }));
    await queueMail(
      trx,
      quoteSentMail({ ...claimed, validUntil: send.validUntil, customer: quote.customer, lines }),
    );
    return { ...claimed, lines, customer: quote.customer };
  });
  return sent
    ? { status: "sent", quote: sent }
    : quoteRefused("conflict", quoteTexts.alreadyAccepted);
}

/** Inside the placing transaction: the quote is already accepted (its order is read after). */
type ClaimRefusal = QuoteRefusal | { status: "quote-accepted" };

/** Why a quote of this customer cannot be accepted now, or null when it can. */
function whyNotAcceptable(quote: Pick<Quote, "status" | "validUntil">): ClaimRefusal | null {
  if (quote.status === "accepted") return { status: "quote-accepted" };
  if (quote.status !== "sent" || !quote.validUntil)
    return quoteRefused("conflict", quoteTexts.notSentYet);
  if (quote.validUntil < quoteToday())
    return quoteRefused("conflict", quoteTexts.expired(quote.validUntil));
  return null;
}

/**
 * A quote's lines as an order's, at the quoted prices. The quote is claimed first, with one
 * conditional update (sent, not past its last day -> accepted) in the order's own transaction:
 * of two accepts at once one claims it and places the order, the other finds it accepted.
 */
function quoteLines(quoteId: string): LineSource {
  return {
    async take(trx: Transaction<DB>) {
      const claimed = await trx
        .updateTable("quotes")
        .set({ status: "accepted", acceptedAt: now().toISOString() })
        .where("id", "=", quoteId)
        .where("status", "=", "sent")
        .where("validUntil", ">=", quoteToday())
        .returning("id")
        .executeTakeFirst();
      if (!claimed) {
        const current = await trx
          .selectFrom("quotes")
          .select(["status", "validUntil"])
          .where("id", "=", quoteId)
          .executeTakeFirstOrThrow();
        throw new PlacingStopped(
          whyNotAcceptable(current) ?? quoteRefused("conflict", quoteTexts.notSentYet),
        );
      }
      const rows = await trx
        .selectFrom("quote_lines")
        .innerJoin("tools", "tools.id", "quote_lines.toolId")
        .select([
          "quote_lines.toolId",
          "quote_lines.name",
          "quote_lines.sku",
          "quote_lines.qyt",
          "quote_lines.price",
          "quote_lines.listPrice",
          "tools.deletedAt",
        ])
        .where("quote_lines.quoteId", "=", quoteId)
        .orderBy("quote_lines.position")
        .execute();
      const gone = rows.find((row) => row.deletedAt !== null);
      if (gone) throw new PlacingStopped(lineRefused(gone, checkoutTexts.toolGone));
      return {
        lines: rows.map((row) => ({
          toolId: row.toolId,
          name: row.name,
          sku: row.sku,
          qyt: row.qyt,
          price: quotedPrice(row),
        })),
        settle: (order) =>
          trx.updateTable("quotes").set({ orderId: order.id }).where("id", "=", quoteId).execute(),
      };
    },
  };
}

export type AcceptResult = CheckoutResult | QuoteRefusal;

/**
 * The customer accepts their sent quote, by its last day, into one unpaid order at the quoted
 * prices, delivered as they choose (the checkout's choices, placed by the checkout's one
 * placing function: stock reserved, shipping and tax computed). Exactly once: a second accept,
 * also one racing the first, answers the order the first placed; its key sent again with other
 * choices is refused (key-reused). Anyone else's quote is missing.
 */
export async function acceptQuote(
  userId: string,
  quoteId: string,
  choices: OrderChoices,
): Promise<AcceptResult> {
  const quote = await getQuote(quoteId);
  if (!quote || quote.userId !== userId) return quoteRefused("missing", quoteTexts.noSuchQuote);
  const submit = checkoutSubmit(`quote-accept:${quoteId}`, { ...choices, userId });
  // The key first: its earlier order (or its reuse) is the answer, even once the quote is accepted.
  const result = await placeOnce<CheckoutResult | ClaimRefusal>(
    submit,
    async () =>
      whyNotAcceptable(quote) ??
      placeLinesAsOrder<ClaimRefusal>({ ...choices, userId }, quoteLines(quoteId), submit.digest),
    (order) => ({ status: "placed", order }),
    keyReused,
  );
  return result.status === "quote-accepted" ? orderOfAccepted(quoteId) : result;
}

/** The order an accepted quote became. */
async function orderOfAccepted(quoteId: string): Promise<AcceptResult> {
  const quote = await db
    .selectFrom("quotes")
    .select("orderId")
    .where("id", "=", quoteId)
    .executeTakeFirst();
  const order = quote?.orderId ? await getOrder(quote.orderId) : undefined;
  return order ? { status: "placed", order } : quoteRefused("conflict", quoteTexts.alreadyAccepted);
}

/** The API's shape of a quote: `_id` for the id, money in dollars, its state now. */
export function quoteJson(quote: QuoteWithLines): QuoteJson {
  return {
    _id: quote.id,
    number: quote.number,
    status: quote.status as QuoteJson["status"],
    state: quoteStateNow(quote),
    note: quote.note,
    reply: quote.reply,
    validUntil: quote.validUntil,
    customer: quote.customer.displayName,
    email: quote.customer.email,
    lines: quote.lines.map((line) => ({
      toolId: line.toolId,
      name: line.name,
      sku: line.sku,
      qyt: line.qyt,
      listPrice: centsToDollars(line.listPrice),
      price: line.price === null ? null : centsToDollars(line.price),
      amount: centsToDollars(quotedAmount(line)),
    })),
    total: centsToDollars(quoteTotal(quote.lines)),
    orderId: quote.orderId,
    createdAt: quote.createdAt,
    sentAt: quote.sentAt,
    acceptedAt: quote.acceptedAt,
  };
}
