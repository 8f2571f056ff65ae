import { db } from "#app/db.server.ts";
import { checkoutTexts, sharedTexts } from "#app/messages.ts";
import { deliveryDateField } from "#app/schemas/fields.ts";
import { orderTotals } from "#app/utils/order-pricing.ts";
import { formatAddress, getAddress } from "./address.server";
import { accountCartId, emptyCart, pricedCartLines } from "./cart.server";
import type { OrderWithLines } from "./order-line.server";
import { findSubmitted, placeOnce, writeOrder } from "./order.server";
import { announcePublicChange } from "./public-changes.server";
import { getShippingMethod } from "./shipping-method.server";
import { getTaxRate, taxRuleOf } from "./tax-rate.server";
import { pricerFor } from "./trade-prices.server";
import { getUserById } from "./user.server";

export interface CheckoutInput {
  userId: string;
  addressId: string;
  shippingMethodId: string;
  /** The wanted delivery date, YYYY-MM-DD (the spec's rule: today or later, within a year). */
  date: string;
  /** A trade buyer's purchase-order reference, kept on the order. */
  purchaseOrder?: string | null;
  /** The submit's idempotency key: the same key twice gives the same order. */
  checkoutKey: string;
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
  | { status: "line-refused"; line: RefusedLine };

/** Thrown inside the transaction to roll it back, and turned into its result outside. */
class CheckoutStopped extends Error {
  constructor(readonly result: CheckoutResult) {
    super("The checkout stopped");
  }
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
 * customer gives back the same order, also when two submits race.
 */
export async function placeCheckoutOrder(input: CheckoutInput): Promise<CheckoutResult> {
  const submit = { userId: input.userId, key: "checkoutKey" as const, value: input.checkoutKey };
  return placeOnce(
    submit,
    () => placeNewCheckout(input),
    (order) => ({ status: "placed", order }),
  );
}

async function placeNewCheckout(input: CheckoutInput): Promise<CheckoutResult> {
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
    pricerFor(customer.priceGroupId),
  ]);
  try {
    const order = await db.transaction().execute(async (trx) => {
      const cartId = await accountCartId(trx, input.userId);
      const lines = cartId ? await pricedCartLines(trx, cartId, buyer) : [];
      if (!cartId || !lines.length)
        throw new CheckoutStopped(refused("cart", checkoutTexts.emptyCart));
      // What today's catalogue already says no to; the stock itself is decided by the update.
      const blocked = lines.find((line) => line.problem);
      if (blocked?.problem) throw new CheckoutStopped(lineRefused(blocked, blocked.problem));
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
      const written = await writeOrder(trx, {
        customer,
        date: date.data,
        address: formatAddress(address),
        phone: address.phone,
        lines,
        totals: orderTotals(subtotal, method, taxRule),
        taxRule,
        checkoutKey: input.checkoutKey,
        shippingMethod: method.name,
        purchaseOrder: input.purchaseOrder || null,
      });
      if ("short" in written) {
        const short = lines.find((line) => line.toolId === written.short.toolId);
        throw new CheckoutStopped(lineRefused(short ?? written.short, sharedTexts.overStock));
      }
      await emptyCart(trx, cartId);
      return written.order;
    });
    // The stock the catalogue shows went down.
    announcePublicChange("catalogue");
    return { status: "placed", order };
  } catch (error) {
    if (!(error instanceof CheckoutStopped)) throw error;
    return error.result.status === "refused" && error.result.field === "cart"
      ? emptiedBy(input, error.result)
      : error.result;
  }
}

/**
 * An empty cart may have been emptied by this very submit's twin, committed a moment before
 * (a double click): then the answer is that order, not "Your cart is empty".
 */
async function emptiedBy(input: CheckoutInput, result: CheckoutResult): Promise<CheckoutResult> {
  const twin = await findSubmitted(input.userId, "checkoutKey", input.checkoutKey);
  return twin ? { status: "placed", order: twin } : result;
}

const lineRefused = (line: { toolId: string; name: string }, message: string): CheckoutResult => ({
  status: "line-refused",
  line: { toolId: line.toolId, name: line.name, message },
});

/** What the checkout shows before the order is placed: the totals for the choices so far. */
export interface CheckoutQuote {
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
export async function quoteCheckout(
  subtotal: number,
  choices: { state: string | null; shippingMethodId: string | null },
): Promise<CheckoutQuote> {
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
