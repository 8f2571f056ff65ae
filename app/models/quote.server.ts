import type { ExpressionBuilder, Insertable, Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, QuoteLines, QuoteMessages, Quotes } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { quoteSentMail } from "#app/mail/quote-mails.server.ts";
import { checkoutTexts, quoteTexts } from "#app/messages.ts";
import type { QuoteJson } from "#app/schemas/api/quotes.ts";
import { QUOTE_VALID_DAYS, type QuoteSend } from "#app/schemas/quote.ts";
import { now, shopToday } from "#app/utils/clock.server.ts";
import { addDays, formatDate } from "#app/utils/dates.ts";
import { centsToDollars, dollarsToCents } from "#app/utils/money.ts";
import {
  isOverOrderMaximum,
  ORDER_TOO_LARGE,
  lineRefusal,
  refused,
  type Refusal,
} from "#app/commerce/index.ts";
import {
  quotedAmount,
  quoteStateOf,
  quoteTotal,
  quoteTotals,
  type QuoteState,
} from "#app/utils/quotes.ts";
import { claimAccountCart, emptyCart, ownerPricer, pricedCartLines } from "./cart.server";
import { nextRecordNumber } from "./document-number.server";
import { queueMail } from "./outbox.server";
import { announce } from "./webhook-outbox.server";
import { anyContains, newestFirstPage, type Page } from "./paging.server";

// A quote (issue 40): a customer turns their cart into a request with a note; an admin prices
// every line and gives a last day to accept it (and may send it again to revise it); the
// customer accepts it into one order at the quoted prices, placed as every order is
// (placing.server.ts, its lines from order-sources.server.ts).
// Statuses stored: requested -> sent -> accepted; a sent quote past its last day reads as
// expired (quoteStateOf), a fact of the calendar rather than a stored change.
// Rounds (issue 47): each send is the quote's next round, in which the admin may also change
// quantities, take lines out and charge freight; the customer may ask for changes, which sends
// the quote back to requested. The thread (quote_messages) keeps every send and ask after the
// customer's note. Every write is conditional on the round its writer saw.

export type Quote = Selectable<Quotes>;
export type QuoteLine = Selectable<QuoteLines>;
export type QuoteMessage = Selectable<QuoteMessages>;
export type QuoteWithLines = Quote & {
  lines: QuoteLine[];
  customer: { displayName: string; email: string };
  /** The thread after the customer's note, in the order written. */
  messages: QuoteMessage[];
};

/** Today in the shop's calendar (its clock, its time zone: the delivery date's calendar). */
export const quoteToday = shopToday;

/** The last day of a quote sent today without one: QUOTE_VALID_DAYS from today. */
export const defaultValidUntil = () => addDays(shopToday(), QUOTE_VALID_DAYS);

/** A quote's state now: its status, or "expired" for a sent one past its last day. */
export const quoteStateNow = (quote: Pick<Quote, "status" | "validUntil">) =>
  quoteStateOf(quote, quoteToday());

/** The quotes' lines, threads and customers, read in three queries for a page of quotes. */
async function withDetails(quotes: Quote[], reader: Kysely<DB> = db): Promise<QuoteWithLines[]> {
  if (!quotes.length) return [];
  const ids = quotes.map((quote) => quote.id);
  const [lines, messages, customers] = await Promise.all([
    reader
      .selectFrom("quote_lines")
      .selectAll()
      .where("quoteId", "in", ids)
      .orderBy("quoteId")
      .orderBy("position")
      .execute(),
    reader
      .selectFrom("quote_messages")
      .selectAll()
      .where("quoteId", "in", ids)
      .orderBy("quoteId")
      .orderBy("position")
      .execute(),
    reader
      .selectFrom("users")
      .select(["id", "displayName", "email"])
      .where("id", "in", [...new Set(quotes.map((quote) => quote.userId))])
      .execute(),
  ]);
  const customerOf = new Map(customers.map((customer) => [customer.id, customer]));
  return quotes.map((quote) => ({
    ...quote,
    lines: lines.filter((line) => line.quoteId === quote.id),
    messages: messages.filter((message) => message.quoteId === quote.id),
    customer: customerOf.get(quote.userId) ?? { displayName: "", email: "" },
  }));
}

export async function getQuote(
  quoteId: string,
  reader: Kysely<DB> = db,
): Promise<QuoteWithLines | undefined> {
  const quote = await reader
    .selectFrom("quotes")
    .selectAll()
    .where("id", "=", quoteId)
    .executeTakeFirst();
  return quote && (await withDetails([quote], reader))[0];
}

/** Announces a quote as the caller's transaction has it now (quote.requested, quote.accepted). */
export async function announceQuote(
  trx: Transaction<DB>,
  type: "quote.requested" | "quote.accepted",
  quoteId: string,
) {
  const quote = await getQuote(quoteId, trx);
  if (quote) await announce(trx, type, quoteJson(quote));
}

/**
 * A page of quotes, newest first: every customer's (admins), or one customer's own; `state`
 * keeps one state, "expired" and "sent" told apart by today's date. `q` (issue 47) finds a
 * quote by its number or a line's tool name or part number, and for an admin also by the
 * customer's name or email (case-insensitive, `%` and `_` meant literally).
 */
export async function pageQuotes(query: {
  page: number;
  q?: string;
  state?: QuoteState;
  userId?: string;
}): Promise<Page<QuoteWithLines>> {
  const today = quoteToday();
  let quotes = db.selectFrom("quotes");
  if (query.userId) quotes = quotes.where("quotes.userId", "=", query.userId);
  if (query.q) quotes = quotes.where(quoteMatches(query.q, !query.userId));
  if (query.state === "expired")
    quotes = quotes.where("status", "=", "sent").where("validUntil", "<", today);
  else if (query.state === "sent")
    quotes = quotes.where("status", "=", "sent").where("validUntil", ">=", today);
  else if (query.state) quotes = quotes.where("status", "=", query.state);
  const listed = await newestFirstPage(quotes, query.page, (listing) =>
    listing.selectAll("quotes"),
  );
  return { ...listed, rows: await withDetails(listed.rows) };
}

/** A quote (the query's `quotes`) the text finds; `byCustomer`: also by its customer. */
function quoteMatches(text: string, byCustomer: boolean) {
  return (eb: ExpressionBuilder<DB, "quotes">) =>
    eb.or([
      anyContains(["quotes.number"], text),
      eb.exists(
        eb
          .selectFrom("quote_lines")
          .select("quote_lines.toolId")
          .whereRef("quote_lines.quoteId", "=", "quotes.id")
          .where(anyContains(["quote_lines.name", "quote_lines.sku"], text)),
      ),
      ...(byCustomer
        ? [
            eb.exists(
              eb
                .selectFrom("users")
                .select("users.id")
                .whereRef("users.id", "=", "quotes.userId")
                .where(anyContains(["users.displayName", "users.email"], text)),
            ),
          ]
        : []),
    ]);
}

/**
 * A customer turns their cart into a quote request, in one transaction: every line copied with
 * its unit price for them today (`askedPrice`, their break or group price), the note kept, the
 * cart emptied. An empty cart, one with a line that cannot be ordered, or one above the largest
 * order (it could never be accepted) is refused, and the cart stays as it was.
 */
export async function requestQuote(
  userId: string,
  note: string,
): Promise<{ status: "requested"; quote: QuoteWithLines } | Refusal> {
  // Read before the transaction: the price groups are read on the shared connection.
  const buyer = await ownerPricer({ userId });
  const requested = await db.transaction().execute(async (trx) => {
    // Claimed as the checkout claims it: one cart is one quote or one order.
    const cartId = await claimAccountCart(trx, userId);
    const lines = cartId ? await pricedCartLines(trx, cartId, buyer) : [];
    if (!cartId || !lines.length)
      return refused("conflict", checkoutTexts.emptyCart, { field: "cart" });
    const blocked = lines.find((line) => line.problem);
    if (blocked?.problem) return lineRefusal(blocked, blocked.problem, { field: "cart" });
    const goods = lines.reduce((sum, line) => sum + line.amount, 0);
    if (isOverOrderMaximum(goods)) return refused("invalid", ORDER_TOO_LARGE, { field: "cart" });
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
          askedPrice: line.price,
        })),
      )
      .execute();
    await emptyCart(trx, cartId);
    await announceQuote(trx, "quote.requested", quote.id);
    return quote;
  });
  if ("problem" in requested) return requested;
  return { status: "requested", quote: (await getQuote(requested.id))! };
}

/** A line as the admin's send leaves it, and what the send changed in words. */
interface Revision {
  lines: QuoteLine[];
  removed: string[];
  changes: string | null;
}

/**
 * The quote's lines as a send revises them: every line priced (at a new quantity if given) or
 * taken out, each named once, and at least one left.
 */
function revise(lines: QuoteLine[], send: QuoteSend): Revision | Refusal {
  const priced = new Map(send.lines.map((line) => [line.toolId, line]));
  const removed = new Set(send.remove ?? []);
  const everyLineOnce =
    priced.size === send.lines.length &&
    removed.size === (send.remove ?? []).length &&
    priced.size + removed.size === lines.length &&
    lines.every((line) => priced.has(line.toolId) !== removed.has(line.toolId));
  if (!everyLineOnce) return refused("invalid", quoteTexts.priceEveryLine, { field: "lines" });
  if (!priced.size) return refused("invalid", quoteTexts.keepOneLine, { field: "lines" });
  const kept = lines
    .filter((line) => priced.has(line.toolId))
    .map((line) => {
      const { price, qyt } = priced.get(line.toolId)!;
      return { ...line, price: dollarsToCents(price), qyt: qyt ?? line.qyt };
    });
  const before = new Map(lines.map((line) => [line.toolId, line.qyt]));
  const changes = [
    ...kept
      .filter((line) => line.qyt !== before.get(line.toolId))
      .map((line) => quoteTexts.quantityChanged(line.name, before.get(line.toolId)!, line.qyt)),
    ...lines
      .filter((line) => removed.has(line.toolId))
      .map((line) => quoteTexts.lineRemoved(line.name)),
  ];
  return { lines: kept, removed: [...removed], changes: changes.join("; ") || null };
}

/** Adds a message to the end of a quote's thread, in the transaction that holds the quote's row. */
function addMessage(
  trx: Transaction<DB>,
  message: Omit<Insertable<QuoteMessages>, "position" | "createdAt">,
) {
  return trx
    .insertInto("quote_messages")
    .values({
      ...message,
      createdAt: now().toISOString(),
      position: trx
        .selectFrom("quote_messages")
        .select((eb) =>
          eb(eb.fn.coalesce(eb.fn.max("position"), eb.lit(-1)), "+", eb.lit(1)).as("next"),
        )
        .where("quoteId", "=", message.quoteId),
    })
    .execute();
}

/**
 * An admin prices a quote and sends it (again, to revise it): a price for every line, each once,
 * or the line taken out (never all); a new quantity where given; a freight charge or none; the
 * last day to accept it and a reply. The send is the quote's next round, kept in its thread with
 * what it changed, and the customer is mailed, in one transaction. Priced above the largest
 * order (goods and freight), it is refused: it could never be accepted. The one conditional
 * update (status requested or sent, in the round the prices were made from) decides against
 * another admin's send and an accept running at the same moment: an accepted quote is never
 * changed, and of two sends from one round one is kept, the other told to reload.
 */
export async function sendQuote(
  quoteId: string,
  send: QuoteSend,
): Promise<{ status: "sent"; quote: QuoteWithLines } | Refusal> {
  const quote = await getQuote(quoteId);
  if (!quote) return refused("missing", quoteTexts.noSuchQuote);
  if (quote.status === "accepted") return refused("conflict", quoteTexts.alreadyAccepted);
  if (send.round !== undefined && send.round !== quote.round)
    return refused("conflict", quoteTexts.sentMeanwhile);
  const revision = revise(quote.lines, send);
  if ("problem" in revision) return revision;
  const freight =
    send.freight === null || send.freight === undefined ? null : dollarsToCents(send.freight);
  const totals = quoteTotals(revision.lines, freight);
  if (isOverOrderMaximum(totals.amount))
    return refused("invalid", ORDER_TOO_LARGE, { field: "lines" });
  const validUntil = send.validUntil ?? defaultValidUntil();
  const sent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("quotes")
      .set((eb) => ({
        status: "sent",
        validUntil,
        reply: send.reply,
        freight,
        sentAt: now().toISOString(),
        round: eb("round", "+", 1),
      }))
      .where("id", "=", quoteId)
      .where("status", "in", ["requested", "sent"])
      .where("round", "=", quote.round)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    if (revision.removed.length)
      await trx
        .deleteFrom("quote_lines")
        .where("quoteId", "=", quoteId)
        .where("toolId", "in", revision.removed)
        .execute();
    for (const line of revision.lines)
      await trx
        .updateTable("quote_lines")
        .set({ price: line.price, qyt: line.qyt })
        .where("quoteId", "=", quoteId)
        .where("toolId", "=", line.toolId)
        .execute();
    await addMessage(trx, {
      quoteId,
      kind: "send",
      round: claimed.round,
      body: send.reply ?? "",
      goods: totals.subtotal,
      freight,
      validUntil,
      changes: revision.changes,
    });
    await queueMail(
      trx,
      quoteSentMail({
        ...claimed,
        validUntil,
        customer: quote.customer,
        lines: revision.lines,
        changes: revision.changes,
      }),
    );
    return claimed;
  });
  if (sent) return { status: "sent", quote: (await getQuote(quoteId))! };
  // Another send, or the customer's accept, came first.
  const latest = await getQuote(quoteId);
  return refused(
    "conflict",
    latest?.status === "accepted" ? quoteTexts.alreadyAccepted : quoteTexts.sentMeanwhile,
  );
}

/**
 * The customer asks for changes to their quote, not accepted: their words join the thread and
 * the quote goes back to requested (a sent one can no longer be accepted until it is sent
 * again; an expired one is asked again), in one transaction. The conditional update decides
 * against an accept at the same moment: an accepted quote takes no more asks.
 */
export async function askForChanges(
  quoteId: string,
  userId: string,
  message: string,
): Promise<{ status: "asked" } | Refusal> {
  const asked = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("quotes")
      .set({ status: "requested" })
      .where("id", "=", quoteId)
      .where("userId", "=", userId)
      .where("status", "in", ["requested", "sent"])
      .returning(["round"])
      .executeTakeFirst();
    if (!claimed) return false;
    await addMessage(trx, { quoteId, kind: "ask", round: claimed.round, body: message });
    return true;
  });
  if (asked) return { status: "asked" };
  const quote = await getQuote(quoteId);
  return !quote || quote.userId !== userId
    ? refused("missing", quoteTexts.noSuchQuote)
    : refused("conflict", quoteTexts.alreadyAccepted);
}

/**
 * Why a quote of this customer, not accepted, cannot be accepted now, or null when it can; with
 * `round`, the round they reviewed, also when it has been sent again since.
 */
export function whyNotAcceptable(
  quote: Pick<Quote, "status" | "validUntil" | "round">,
  round?: number,
): Refusal | null {
  if (quote.status === "requested" && quote.round > 0)
    return refused("conflict", quoteTexts.beingRevised);
  if (quote.status !== "sent" || !quote.validUntil)
    return refused("conflict", quoteTexts.notSentYet);
  if (quote.validUntil < quoteToday())
    return refused("conflict", quoteTexts.expired(formatDate(quote.validUntil)));
  if (round !== undefined && round !== quote.round)
    return refused("conflict", quoteTexts.changedSinceReview);
  return null;
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
    round: quote.round,
    lines: quote.lines.map((line) => ({
      toolId: line.toolId,
      name: line.name,
      sku: line.sku,
      qyt: line.qyt,
      askedPrice: centsToDollars(line.askedPrice),
      price: line.price === null ? null : centsToDollars(line.price),
      amount: centsToDollars(quotedAmount(line)),
    })),
    total: centsToDollars(quoteTotal(quote.lines)),
    freight: quote.freight === null ? null : centsToDollars(quote.freight),
    messages: quote.messages.map((message) => ({
      kind: message.kind as QuoteJson["messages"][number]["kind"],
      round: message.round,
      body: message.body,
      goods: message.goods === null ? null : centsToDollars(message.goods),
      freight: message.freight === null ? null : centsToDollars(message.freight),
      validUntil: message.validUntil,
      changes: message.changes,
      createdAt: message.createdAt,
    })),
    orderId: quote.orderId,
    createdAt: quote.createdAt,
    sentAt: quote.sentAt,
    acceptedAt: quote.acceptedAt,
  };
}
