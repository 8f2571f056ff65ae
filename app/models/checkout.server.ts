import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { checkoutTexts, sharedTexts } from "#app/messages.ts";
import { deliveryDateField } from "#app/schemas/fields.ts";
import { ORDER_TOO_LARGE, orderTotals, subtotalOf, type OrderTotals } from "#app/commerce/index.ts";
import { requestDigest } from "#app/utils/request-digest.server.ts";
import { formatAddress, getAddress } from "./address.server";
import { claimAccountCart, emptyCart, pricedCartLines } from "./cart.server";
import type { LineSnapshot, OrderWithLines } from "./order-line.server";
import { answerSubmitted, placeOnce, writeOrder, type Submit } from "./order.server";
import { announcePublicChange } from "./public-changes.server";
import { getShippingMethod } from "./shipping-method.server";
import { getTaxRate, taxRuleOf } from "./tax-rate.server";
import { buyerPrices, LIST_PRICES, type Pricer } from "./trade-prices.server";
import { getUserById } from "./user.server";

/** How an order is to be delivered: the checkout's choices, also those a quote is accepted with. */
export interface OrderChoices {
  addressId: string;
  shippingMethodId: string;
  /** The wanted delivery date, YYYY-MM-DD (the spec's rule: today or later, within a year). */
  date: string;
  /** A trade buyer's purchase-order reference, kept on the order. */
  purchaseOrder?: string | null;
  /** The submit's idempotency key: the same key twice with the same choices gives one order. */
  checkoutKey: string;
  /** The totals the buyer saw, in cents: the order is refused when today's differ. */
  expected?: ExpectedTotals | null;
}

/** What the buyer was shown before placing: those given are compared, the others are not. */
export interface ExpectedTotals {
  subtotal?: number;
  amount?: number;
}

export interface CheckoutInput extends OrderChoices {
  userId: string;
}

/** A line of the cart that stops the checkout, named, with the reason (the spec's words). */
export interface RefusedLine {
  toolId: string;
  name: string;
  message: string;
}

/** What came of a checkout: every expected outcome is a value, not an exception. */
export type CheckoutResult =
  | { status: "placed"; order: OrderWithLines }
  | {
      status: "refused";
      field: "cart" | "addressId" | "shippingMethodId" | "date";
      message: string;
    }
  | { status: "line-refused"; line: RefusedLine }
  /** Above the largest order (MAX_ORDER_CENTS): a request to split, not a conflict. */
  | { status: "too-large"; message: string }
  /** The key was used before with other choices (or for another call). */
  | { status: "key-reused"; key: string }
  /** The totals are not those the buyer saw (a price changed meanwhile): today's, to review. */
  | { status: "prices-changed"; totals: OrderTotals };

/**
 * Thrown inside the placing transaction to roll it back, and turned into its result outside:
 * a checkout's refusal, or one of the lines' source (a quote's), or the order a twin placed.
 */
export class PlacingStopped<Result> extends Error {
  constructor(readonly result: Result) {
    super("The order was not placed");
  }
}

export const keyReused = (key: string): CheckoutResult => ({ status: "key-reused", key });

/** A submit of checkout choices to `call` (the cart's checkout, a quote's accept): its key and digest. */
export function checkoutSubmit(call: string, input: CheckoutInput): Submit {
  const { userId, checkoutKey, ...choices } = input;
  return { userId, key: "checkoutKey", value: checkoutKey, digest: requestDigest(call, choices) };
}

const refused = (
  field: "cart" | "addressId" | "shippingMethodId" | "date",
  message: string,
): CheckoutResult => ({ status: "refused", field, message });

/**
 * Places the customer's cart as one unpaid order, in one transaction: every line priced on the
 * server at today's price for this customer (their volume break or group price, from the
 * database), every line's stock reserved with the one conditional update
 * (`available_qyt >= qyt`, tool id ascending, so two carts that share tools never deadlock),
 * shipping and tax computed (orderTotals), the order and its lines written, the cart emptied.
 * All or nothing: a line that cannot be had (short of stock, below its minimum, no longer
 * sold) is named, nothing is reserved and the cart stays. The same checkout key from the same
 * customer gives back the same order, also when two submits race; with other choices it is
 * refused (key-reused).
 */
export async function placeCheckoutOrder(input: CheckoutInput): Promise<CheckoutResult> {
  const submit = checkoutSubmit("checkout", input);
  return placeOnce(
    submit,
    () => placeNewCheckout(input, submit),
    (order) => ({ status: "placed", order }),
    keyReused,
  );
}

/** The customer's cart as the order's lines, and the cart emptied once the order is written. */
function cartLines(userId: string): LineSource {
  return {
    pricer: buyerPrices,
    async take(trx, buyer) {
      // Claimed before its lines are read: one cart is one order, whatever the submits' keys.
      const cartId = await claimAccountCart(trx, userId);
      const lines = cartId ? await pricedCartLines(trx, cartId, buyer) : [];
      if (!cartId || !lines.length)
        throw new PlacingStopped(refused("cart", checkoutTexts.emptyCart));
      // What today's catalogue already says no to; the stock itself is decided by the update.
      const blocked = lines.find((line) => line.problem);
      if (blocked?.problem) throw new PlacingStopped(lineRefused(blocked, blocked.problem));
      return { lines, settle: () => emptyCart(trx, cartId) };
    },
  };
}

async function placeNewCheckout(input: CheckoutInput, submit: Submit): Promise<CheckoutResult> {
  const result = await placeLinesAsOrder(input, cartLines(input.userId), submit.digest);
  return result.status === "refused" && result.field === "cart"
    ? emptiedBy(submit, result)
    : result;
}

/**
 * Where an order's lines come from (the cart, an accepted quote): read and priced inside the
 * placing transaction, then settled (the cart emptied, the quote linked) in the same one. A
 * source refuses by throwing PlacingStopped with its own result.
 */
export interface LineSource {
  /** The prices the lines are read at, made before the transaction (see trade-prices.server). */
  pricer?: (customer: { priceGroupId: string | null }) => Promise<Pricer>;
  take(
    trx: Transaction<DB>,
    buyer: Pricer,
  ): Promise<{ lines: LineSnapshot[]; settle: (order: OrderWithLines) => Promise<unknown> }>;
}

/**
 * THE one way an order is placed from several lines (the checkout's cart, an accepted quote), in
 * one transaction: the choices checked (address, shipping method, delivery date), the lines
 * taken from their source, every line's stock reserved with the one conditional update
 * (`available_qyt >= qyt`, tool id ascending, so two orders that share tools never deadlock),
 * shipping and tax computed (orderTotals), the order and its lines written, the source settled.
 * Totals other than those the buyer saw (`expected`) refuse it (prices-changed), with today's.
 * All or nothing: a line that cannot be had (short of stock, below its minimum, no longer sold)
 * is named and nothing is reserved. `Refusal` is what else the source may stop with. The order
 * keeps the digest of the request its key came with.
 */
export async function placeLinesAsOrder<Refusal = never>(
  input: CheckoutInput,
  source: LineSource,
  digest: string,
): Promise<CheckoutResult | Refusal> {
  const date = deliveryDateField.safeParse(input.date);
  if (!date.success) return refused("date", date.error.issues[0]?.message ?? sharedTexts.required);
  const [customer, address, method] = await Promise.all([
    getUserById(input.userId),
    getAddress(input.userId, input.addressId),
    getShippingMethod(input.shippingMethodId),
  ]);
  if (!customer || !address) return refused("addressId", checkoutTexts.noSuchAddress);
  if (!method) return refused("shippingMethodId", checkoutTexts.noSuchShippingMethod);
  const [taxRule, buyer] = await Promise.all([
    getTaxRate(address.state).then(taxRuleOf),
    source.pricer?.(customer) ?? LIST_PRICES,
  ]);
  try {
    const order = await db.transaction().execute(async (trx) => {
      const { lines, settle } = await source.take(trx, buyer);
      const subtotal = subtotalOf(lines);
      const totals = orderTotals(subtotal, method, taxRule);
      if (differ(input.expected, totals))
        throw new PlacingStopped({ status: "prices-changed", totals } satisfies CheckoutResult);
      const written = await writeOrder(trx, {
        customer,
        date: date.data,
        address: formatAddress(address),
        phone: address.phone,
        lines,
        totals,
        taxRule,
        checkoutKey: input.checkoutKey,
        requestDigest: digest,
        shippingMethod: method.name,
        purchaseOrder: input.purchaseOrder || null,
      });
      if ("short" in written) {
        const short = lines.find((line) => line.toolId === written.short.toolId);
        throw new PlacingStopped(lineRefused(short ?? written.short, sharedTexts.overStock));
      }
      // Rolls back what the source did too (a quote it claimed stays sent).
      if ("tooLarge" in written)
        throw new PlacingStopped<CheckoutResult>({ status: "too-large", message: ORDER_TOO_LARGE });
      await settle(written.order);
      return written.order;
    });
    // The stock the catalogue shows went down.
    announcePublicChange("catalogue");
    return { status: "placed", order };
  } catch (error) {
    if (!(error instanceof PlacingStopped)) throw error;
    return error.result as CheckoutResult | Refusal;
  }
}

/** Whether the totals the buyer saw (those given) are not the order's. */
const differ = (seen: ExpectedTotals | null | undefined, totals: OrderTotals) =>
  (seen?.subtotal !== undefined && seen.subtotal !== totals.subtotal) ||
  (seen?.amount !== undefined && seen.amount !== totals.amount);

/**
 * An empty cart may have been emptied by this very submit's twin, committed a moment before
 * (a double click): then the answer is that order, not "Your cart is empty".
 */
async function emptiedBy(submit: Submit, result: CheckoutResult): Promise<CheckoutResult> {
  const twin = await answerSubmitted<CheckoutResult>(
    submit,
    (order) => ({ status: "placed", order }),
    keyReused,
  );
  return twin ?? result;
}

export const lineRefused = (
  line: { toolId: string; name: string },
  message: string,
): CheckoutResult => ({
  status: "line-refused",
  line: { toolId: line.toolId, name: line.name, message },
});

/** What the checkout shows before the order is placed: the totals for the choices so far. */
export interface CheckoutTotals {
  subtotal: number;
  /** The chosen method's price for this cart; null until a method is chosen. */
  shipping: number | null;
  /** The state the tax is for and its amount; null until an address (its state) is known. */
  tax: { state: string; amount: number } | null;
  /** subtotal + shipping + tax, once both are known. */
  amount: number | null;
}

/**
 * The checkout's totals on the server, for the cart's subtotal and the choices so far (the
 * state of the chosen or typed address, the shipping method): the same orderTotals the order
 * is placed with, so what the page shows is what the order charges.
 */
export async function checkoutTotals(
  subtotal: number,
  choices: { state: string | null; shippingMethodId: string | null },
): Promise<CheckoutTotals> {
  const [method, rate] = await Promise.all([
    choices.shippingMethodId ? getShippingMethod(choices.shippingMethodId) : undefined,
    choices.state ? getTaxRate(choices.state) : undefined,
  ]);
  const totals = orderTotals(subtotal, method ?? null, taxRuleOf(rate));
  const tax = choices.state ? { state: choices.state, amount: totals.tax } : null;
  return {
    subtotal,
    shipping: method ? totals.shipping : null,
    tax,
    amount: method && tax ? totals.amount : null,
  };
}
