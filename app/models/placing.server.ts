import { isUniqueViolation } from "#db/engine.ts";
import { db } from "#app/db.server.ts";
import {
  checkoutPageTexts,
  checkoutTexts,
  deliveryDateTexts,
  quoteTexts,
  sharedTexts,
} from "#app/messages.ts";
import { deliveryDateField } from "#app/schemas/fields.ts";
import {
  chargedTaxRule,
  discountedTotals,
  earliestDeliveryDay,
  ORDER_TOO_LARGE,
  lineAmount,
  shippingPriceOf,
  type OrderTotals,
  isRefusal,
  keyReused,
  lineRefusal,
  refused,
  type Offers,
  type Refusal,
  type TaxExemption,
  type TaxRule,
} from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { requestDigest, sameRequest } from "#app/utils/request-digest.server.ts";
import { bookOf, formatAddress, getAddress } from "./address.server";
import {
  lineSource,
  PlacingStopped,
  reviewableSource,
  type Customer,
  type LineSource,
  type OrderSource,
  type Placed,
  type ReviewableSource,
  type Taken,
} from "./order-sources.server";
import { putOnAccount, type PaymentMethod } from "./on-account.server";
import { withLines } from "./order-line.server";
import { askForApproval, buyingAtPlacing } from "./order-approval.server";
import { writeOrder } from "./order.server";
import { announcePublicChange } from "./public-changes.server";
import { getShippingMethod, type ShippingMethod } from "./shipping-method.server";
import { exemptionFor } from "./tax-exemption.server";
import { getTaxRate, taxRuleOf } from "./tax-rate.server";
import {
  countPromotionUses,
  discountableLines,
  offersFor,
  promotionsKept,
} from "./promotion.server";
import { taxonomy, type Taxonomy } from "./taxonomy.server";

// THE one way an order is placed, whatever its lines come from (order-sources.server.ts: one
// tool, the cart, an accepted quote): one set of checks, one transaction, one answer.

export type { OrderSource, Placed, ReviewableSource };

/** The spec's purchase form: an address and phone typed in; no shipping method, so no shipping and no tax. */
export interface TypedDelivery {
  date: string;
  address: string;
  phone: string;
  /** A PO reference, which the purchase page offers beside the spec's fields. */
  purchaseOrder?: string | null;
}

/** The checkout's (and a quote's accept): an address of the book, a shipping method, a PO reference. */
export interface ChosenDelivery {
  addressId: string;
  shippingMethodId: string;
  date: string;
  /** A trade buyer's purchase-order reference, kept on the order. */
  purchaseOrder?: string | null;
}

/** What the buyer was shown before placing, in cents: those given are compared, the others not. */
export interface ExpectedTotals {
  subtotal?: number;
  amount?: number;
}

export interface PlaceOrder {
  /** The signed-in customer, as the database has them. */
  customer: Customer;
  source: OrderSource;
  delivery: TypedDelivery | ChosenDelivery;
  /** The submit's idempotency key: the same key twice with the same request gives one order. */
  key?: string | null;
  /** The totals the buyer saw: the order is refused when today's differ. */
  expected?: ExpectedTotals | null;
  /** By card (the default: the order waits for its payment) or on the company's account. */
  paymentMethod?: PaymentMethod;
}

/**
 * The spec's purchase form (the page's and POST /api/orders' body, already checked) as what
 * placeOrder takes: one tool, the form's request id as the key, and the delivery typed in the
 * spec's fields or, on the page, chosen from the buyer's address book with a shipping method.
 */
export function toolOrder(
  customer: Customer,
  toolId: string,
  form: (TypedDelivery | ChosenDelivery) & { qyt: number; requestId?: string },
): PlaceOrder {
  const { qyt, requestId, ...delivery } = form;
  return { customer, source: { kind: "tool", toolId, qyt }, delivery, key: requestId };
}

/**
 * Places one unpaid order, in one transaction: the delivery checked (the date; for a chosen one
 * the address and shipping method), the lines taken from their source at the customer's prices,
 * every line's stock reserved with the one conditional update (`available_qyt >= qyt`, tool id
 * ascending, so two orders that share tools never deadlock), shipping and tax computed
 * (orderTotals), the order and its lines written, its mail queued, the source settled. An
 * order of a company's buyer above their spending limit is placed awaiting approval, its
 * company's admins mailed (order-approval.server.ts), whatever its source. All or
 * nothing: a line that cannot be had (short of stock, below its minimum, no longer sold) is
 * refused and nothing is reserved. Totals other than those the buyer saw are refused, with
 * today's. The same key from the same customer gives back the order it placed, also when two
 * submits race (the unique index over the customer and the key lets one in); with another
 * request it is refused (key-reused). Without a key every call places. On account
 * (`paymentMethod` "account", issue 48) the order is put on the company's account in the same
 * transaction (putOnAccount: the credit limit checked under the company's row lock, the invoice
 * numbered, nothing left to pay by card), or refused and nothing placed.
 *
 * On PostgreSQL this runs at READ COMMITTED (the default), on purpose: a concurrent order that
 * updated a tool's row first makes this update wait for its commit and then re-check
 * `available_qyt >= qyt` against the committed stock, so the stock never goes below zero, from
 * any number of instances. REPEATABLE READ or SERIALIZABLE would refuse such an order with a
 * serialization error instead of re-checking. SQLite runs one writer at a time.
 */
export async function placeOrder(input: PlaceOrder): Promise<Placed | Refusal> {
  const source = lineSource(input.source, input.customer);
  const submit = submitOf(input, source);
  const earlier = await answerSubmitted(submit);
  if (earlier) return earlier;
  try {
    const outcome = await placeNew(input, source, submit.digest);
    // A refusal may come of this very submit's twin, committed a moment before (a double
    // click emptied the cart, took the stock): then the answer is the twin's order.
    return isRefusal(outcome) ? ((await answerSubmitted(submit)) ?? outcome) : outcome;
  } catch (error) {
    const raced = isUniqueViolation(error, "orders", ["userId", submit.column])
      ? await answerSubmitted(submit)
      : undefined;
    if (raced) return raced;
    throw error;
  }
}

/**
 * A customer's submit: the column its key is kept in, the key, and its request's digest (none
 * without a key: nothing will ever be compared with it).
 */
interface Submit {
  userId: string;
  column: LineSource["keyColumn"];
  key: string | null | undefined;
  digest: string | null;
}

function submitOf(input: PlaceOrder, source: LineSource): Submit {
  return {
    userId: input.customer.id,
    column: source.keyColumn,
    key: input.key,
    digest: input.key
      ? requestDigest(source.call, {
          ...source.request,
          ...input.delivery,
          expected: input.expected,
          // Only when on account, so a card submit's digest is what it always was.
          ...(input.paymentMethod === "account" && { paymentMethod: "account" }),
        })
      : null,
  };
}

/**
 * What an earlier submit with the same key answers: the order it placed when it was the same
 * request, key-reused when the key came with another one; undefined if none placed.
 */
async function answerSubmitted(submit: Submit): Promise<Placed | Refusal | undefined> {
  if (!submit.key || !submit.digest) return undefined;
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("userId", "=", submit.userId)
    .where(submit.column, "=", submit.key)
    .executeTakeFirst();
  if (!order) return undefined;
  if (!sameRequest(order.requestDigest, submit.digest)) return keyReused(submit.key);
  return { status: "placed", order: (await withLines([order]))[0]! };
}

/**
 * Where an order goes, checked: the date (today or later, within a year; with a shipping method,
 * not before the earliest day it delivers), and a chosen address and shipping method.
 */
interface Destination {
  date: string;
  address: string;
  phone: string;
  shippingMethod: ShippingMethod | null;
  taxRule: TaxRule | null;
  /** The buyer's company's certificate for the ship-to state, holding today (issue 48). */
  taxExemption: (TaxExemption & { id: string }) | null;
  purchaseOrder: string | null;
}

async function destinationOf(
  customer: Customer,
  delivery: PlaceOrder["delivery"],
): Promise<Destination | Refusal> {
  const date = deliveryDateField.safeParse(delivery.date);
  if (!date.success)
    return refused("invalid", date.error.issues[0]?.message ?? sharedTexts.required, {
      field: "date",
    });
  if (!("addressId" in delivery))
    return {
      date: date.data,
      address: delivery.address,
      phone: delivery.phone,
      shippingMethod: null,
      taxRule: null,
      taxExemption: null,
      purchaseOrder: delivery.purchaseOrder || null,
    };
  const [address, method] = await Promise.all([
    // A member ships to their company's book, anyone else to their own: another's is missing.
    getAddress(bookOf(customer), delivery.addressId),
    getShippingMethod(delivery.shippingMethodId),
  ]);
  if (!address) return refused("invalid", checkoutTexts.noSuchAddress, { field: "addressId" });
  if (!method)
    return refused("invalid", checkoutTexts.noSuchShippingMethod, { field: "shippingMethodId" });
  const today = shopToday();
  const earliest = earliestDeliveryDay(today, method.daysInTransit);
  if (date.data < earliest)
    return refused("invalid", deliveryDateTexts.tooEarly(method.name, formatDate(earliest)), {
      field: "date",
    });
  const [rate, exemption] = await Promise.all([
    getTaxRate(address.state),
    exemptionFor(customer.id, address.state, today),
  ]);
  return {
    date: date.data,
    address: formatAddress(address),
    phone: address.phone,
    shippingMethod: method,
    taxRule: taxRuleOf(rate),
    taxExemption: exemption,
    purchaseOrder: delivery.purchaseOrder || null,
  };
}

/** What a cart's lines are offered, judged with the catalogue's categories (read before). */
interface LinesOffers {
  offers: Offers;
  catalogue: Taxonomy;
}

/**
 * What an order of these lines comes to at this destination: its totals (the source's freight,
 * when it has one, in place of the method's price; less its promotions, when it is offered
 * some; no tax when a certificate exempts it), how its shipping is named, and the exemption.
 * The one reckoning of both the review (reviewOrder) and the placing, so what is shown is what
 * is placed.
 */
function draftOf(taken: Taken, destination: Destination, offered: LinesOffers | null = null) {
  const { shippingMethod, taxRule, taxExemption } = destination;
  const freight = taken.freight ?? null;
  const lines = taken.lines.map((line) => ({ ...line, amount: lineAmount(line) }));
  const { totals, discount } = discountedTotals(
    discountableLines(offered?.catalogue ?? null, lines),
    shippingPriceOf(shippingMethod, freight),
    chargedTaxRule(taxRule, taxExemption),
    offered?.offers ?? null,
  );
  return {
    totals,
    discount,
    lines: taken.lines.map((line, index) => ({ ...line, discount: discount.lines[index] ?? 0 })),
    exemption: taxExemption ? { number: taxExemption.number, state: taxExemption.state } : null,
    shippingMethod:
      shippingMethod && freight !== null
        ? quoteTexts.freightShipping(shippingMethod.name)
        : (shippingMethod?.name ?? null),
  };
}

/** The order as it would be placed now: what the buyer reviews before placing it. */
export interface OrderReview {
  /** The source as reviewed (a quote in its round): placing it places exactly this. */
  source: ReviewableSource;
  lines: (Taken["lines"][number] & { amount: number })[];
  totals: OrderTotals;
  /** How the order names its shipping: the method, or the method with the quoted freight. */
  shippingMethod: string | null;
  /** The certificate that exempts it from sales tax (issue 48), if one does. */
  exemption: TaxExemption | null;
  date: string;
  address: string;
  phone: string;
  purchaseOrder: string | null;
}

/**
 * The whole order a source would be placed as with this delivery, without placing it: its lines
 * at their prices, shipping, tax and total, the address and method, by the same checks and
 * reckoning (draftOf) as placeOrder, and nothing claimed, reserved or written. Stock is decided
 * when it is placed. Placing the review's `source` with its totals as `expected` places this
 * order, or refuses it if anything changed meanwhile.
 */
export async function reviewOrder(input: {
  customer: Customer;
  source: ReviewableSource;
  delivery: ChosenDelivery;
}): Promise<OrderReview | Refusal> {
  const [destination, taken] = await Promise.all([
    destinationOf(input.customer, input.delivery),
    reviewableSource(input.source, input.customer).peek(),
  ]);
  // The quote's refusal first, as placing's check comes first: another's quote is missing.
  if ("status" in taken) return taken;
  if ("status" in destination) return destination;
  const { lines: _lines, discount: _discount, ...draft } = draftOf(taken, destination);
  return {
    source: taken.source,
    lines: taken.lines.map((line) => ({ ...line, amount: lineAmount(line) })),
    ...draft,
    date: destination.date,
    address: destination.address,
    phone: destination.phone,
    purchaseOrder: destination.purchaseOrder,
  };
}

async function placeNew(
  input: PlaceOrder,
  source: LineSource,
  digest: string | null,
): Promise<Placed | Refusal> {
  const stopped = await source.check?.();
  if (stopped) return stopped;
  const [destination, buyer, catalogue] = await Promise.all([
    destinationOf(input.customer, input.delivery),
    // The customer's prices, made before the transaction (reading them inside one deadlocks SQLite).
    source.pricer(input.customer),
    // The categories promotions cover, for the same reason.
    source.promotions ? taxonomy() : null,
  ]);
  if ("status" in destination) return destination;
  try {
    const order = await db.transaction().execute(async (trx) => {
      const { settle, ...taken } = await source.take(trx, buyer);
      // A cart's promotions are judged in the transaction that counts their uses.
      const offered =
        taken.promotions && catalogue
          ? {
              offers: await offersFor(trx, input.customer.id, taken.promotions.code),
              catalogue,
            }
          : null;
      const { totals, shippingMethod, discount, lines } = draftOf(taken, destination, offered);
      // A code on the cart that cannot be had now (used up meanwhile, over, below its minimum)
      // places nothing: the buyer takes it off or changes the cart, and is told why.
      if (discount.codeUnusable && discount.codeProblem)
        throw new PlacingStopped(refused("conflict", discount.codeProblem, { field: "code" }));
      if (differ(input.expected, totals))
        throw new PlacingStopped(refused("conflict", checkoutPageTexts.pricesChanged, { totals }));
      // The buyer's company, and whether the total is above their spending limit (issue 48).
      const buying = await buyingAtPlacing(trx, input.customer.id, totals.amount);
      const written = await writeOrder(trx, {
        ...buying,
        customer: input.customer,
        date: destination.date,
        address: destination.address,
        phone: destination.phone,
        lines,
        totals,
        taxRule: destination.taxRule,
        taxExemption: destination.taxExemption,
        [source.keyColumn]: input.key ?? null,
        requestDigest: digest,
        shippingMethod,
        purchaseOrder: destination.purchaseOrder,
        promotions: promotionsKept(discount),
        paymentMethod: input.paymentMethod,
      });
      if ("short" in written)
        throw new PlacingStopped(lineRefused(source, written.short, sharedTexts.overStock));
      // Rolls back what the source did too (a quote it claimed stays sent).
      if ("tooLarge" in written)
        throw new PlacingStopped(
          refused(
            "invalid",
            ORDER_TOO_LARGE,
            source.linesField ? { field: source.linesField } : {},
          ),
        );
      const overLimit = await countPromotionUses(trx, written.order, discount);
      if (overLimit) throw new PlacingStopped(overLimit);
      await settle(written.order);
      // Above the buyer's spending limit: it waits for the company's admins, whatever its payment
      // (approved on account, it goes on the account then: order-approval.server.ts).
      if (buying.awaitingApproval) {
        await askForApproval(trx, written.order);
        return written.order;
      }
      if (input.paymentMethod !== "account") return written.order;
      // On the company's account, within its credit left: invoiced now, shippable at once.
      const put = await putOnAccount(trx, written.order);
      if (!("onAccount" in put)) throw new PlacingStopped(put);
      return { ...put.onAccount, lines: written.order.lines };
    });
    // The stock the catalogue shows went down.
    announcePublicChange("catalogue");
    return { status: "placed", order };
  } catch (error) {
    if (error instanceof PlacingStopped) return error.outcome;
    throw error;
  }
}

/** A line that cannot be had: said on the source's field for its lines, or naming the line. */
const lineRefused = (
  source: LineSource,
  line: { toolId: string; name: string },
  reason: string,
): Refusal =>
  source.linesField
    ? refused("conflict", reason, { field: source.linesField })
    : lineRefusal(line, reason);

/** Whether the totals the buyer saw (those given) are not the order's. */
const differ = (seen: ExpectedTotals | null | undefined, totals: OrderTotals) =>
  (seen?.subtotal !== undefined && seen.subtotal !== totals.subtotal) ||
  (seen?.amount !== undefined && seen.amount !== totals.amount);
