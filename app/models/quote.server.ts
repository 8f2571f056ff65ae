import type { ExpressionBuilder, Selectable } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, QuoteLines, Quotes } from "#db/types.ts";
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
import { quotedAmount, quoteStateOf, quoteTotal, type QuoteState } from "#app/utils/quotes.ts";
import { claimAccountCart, emptyCart, ownerPricer, pricedCartLines } from "./cart.server";
import { nextRecordNumber } from "./document-number.server";
import { queueMail } from "./outbox.server";
import { anyContains, newestFirstPage, type Page } from "./paging.server";

// A quote (issue 40): a customer turns their cart into a request with a note; an admin prices
// every line and gives a last day to accept it (and may send it again to revise it); the
// customer accepts it into one order at the quoted prices, placed as every order is
// (placing.server.ts, its lines from order-sources.server.ts).
// Statuses stored: requested -> sent -> accepted; a sent quote past its last day reads as
// expired (quoteStateOf), a fact of the calendar rather than a stored change.

export type Quote = Selectable<Quotes>;
export type QuoteLine = Selectable<QuoteLines>;
export type QuoteWithLines = Quote & {
  lines: QuoteLine[];
  customer: { displayName: string; email: string };
};

/** Today in the shop's calendar (its clock, its time zone: the delivery date's calendar). */
export const quoteToday = shopToday;

/** The last day of a quote sent today without one: QUOTE_VALID_DAYS from today. */
export const defaultValidUntil = () => addDays(shopToday(), QUOTE_VALID_DAYS);

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
): Promise<{ status: "sent"; quote: QuoteWithLines } | Refusal> {
  const quote = await getQuote(quoteId);
  if (!quote) return refused("missing", quoteTexts.noSuchQuote);
  if (quote.status === "accepted") return refused("conflict", quoteTexts.alreadyAccepted);
  const priceOf = new Map(send.lines.map((line) => [line.toolId, dollarsToCents(line.price)]));
  const everyLineOnce =
    priceOf.size === send.lines.length &&
    send.lines.length === quote.lines.length &&
    quote.lines.every((line) => priceOf.has(line.toolId));
  if (!everyLineOnce) return refused("invalid", quoteTexts.priceEveryLine, { field: "lines" });
  const quoted = quoteTotal(
    quote.lines.map((line) => ({ ...line, price: priceOf.get(line.toolId)! })),
  );
  if (isOverOrderMaximum(quoted)) return refused("invalid", ORDER_TOO_LARGE, { field: "lines" });
  const validUntil = send.validUntil ?? defaultValidUntil();
  const sent = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        validUntil,
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
      quoteSentMail({ ...claimed, validUntil, customer: quote.customer, lines }),
    );
    return { ...claimed, lines, customer: quote.customer };
  });
  return sent ? { status: "sent", quote: sent } : refused("conflict", quoteTexts.alreadyAccepted);
}

/** Why a quote of this customer, not accepted, cannot be accepted now, or null when it can. */
export function whyNotAcceptable(quote: Pick<Quote, "status" | "validUntil">): Refusal | null {
  if (quote.status !== "sent" || !quote.validUntil)
    return refused("conflict", quoteTexts.notSentYet);
  if (quote.validUntil < quoteToday())
    return refused("conflict", quoteTexts.expired(formatDate(quote.validUntil)));
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
    orderId: quote.orderId,
    createdAt: quote.createdAt,
    sentAt: quote.sentAt,
    acceptedAt: quote.acceptedAt,
  };
}
