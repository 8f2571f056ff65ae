import {
  discountedTotals,
  type Offers,
  type OrderDiscount,
  type OrderTotals,
  type ShippingPrice,
  type TaxRule,
} from "#app/commerce/index.ts";
import { checkoutTexts } from "#app/messages.ts";
import { db } from "#app/db.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import {
  cartJson,
  orderableLines,
  readCart,
  setCartCode,
  type Cart,
  type CartLine,
  type CartOwner,
} from "./cart.server";
import { codeKeyOf, discountableLines, offersFor, promotionsJson } from "./promotion.server";
import { taxonomy, type Taxonomy } from "./taxonomy.server";

// A cart with its promotions (issue 49): what the cart page, the checkout and GET /api/cart show,
// by the same reckoning placing uses (discountedTotals), and the code a buyer enters.

/** What a cart is offered now, with the catalogue's categories to judge its lines by. */
export interface CartOffered {
  offers: Offers;
  catalogue: Taxonomy;
}

export async function offeredTo(owner: CartOwner, code: string | null): Promise<CartOffered> {
  const [offers, catalogue] = await Promise.all([
    offersFor(db, "userId" in owner ? owner.userId : null, code),
    taxonomy(),
  ]);
  return { offers, catalogue };
}

/** What a cart's totals are made of: its lines' tools, categories and amounts. */
export type PricedCart = {
  lines: readonly Pick<CartLine, "toolId" | "categoryId" | "amount" | "removed">[];
};

/**
 * A cart's totals with its promotions: before a shipping method and an address are chosen (the
 * cart), with neither; at the checkout, with both.
 */
export function cartTotals(
  cart: PricedCart,
  offered: CartOffered,
  method: ShippingPrice | null = null,
  rule: TaxRule | null = null,
): { totals: OrderTotals; discount: OrderDiscount } {
  return discountedTotals(
    discountableLines(offered.catalogue, orderableLines(cart.lines)),
    method,
    rule,
    offered.offers,
  );
}

/** A cart as it stands, priced with its promotions (no shipping or tax yet). */
export async function readCartWithOffers(owner: CartOwner) {
  const cart = await readCart(owner);
  const offered = await offeredTo(owner, cart.code);
  return { cart, offered, ...cartTotals(cart, offered) };
}

/** What entering a code did: kept on the cart, or refused with why (in the buyer's words). */
export type CodeEntry = { status: "applied"; code: string } | { status: "refused"; reason: string };

/**
 * Enters a discount code on the owner's cart: kept only when it applies to the cart as it is now
 * (the buyer gets it, or better, at checkout, where it is judged again); else why not.
 */
export async function enterCartCode(owner: CartOwner, typed: string): Promise<CodeEntry> {
  const code = codeKeyOf(typed);
  const cart = await readCart(owner);
  if (!cart.lines.length) return { status: "refused", reason: checkoutTexts.emptyCart };
  const { discount } = cartTotals(cart, await offeredTo(owner, code));
  if (discount.codeProblem) return { status: "refused", reason: discount.codeProblem };
  if (!(await setCartCode(owner, code)))
    return { status: "refused", reason: checkoutTexts.emptyCart };
  return { status: "applied", code };
}

/** Takes the code off the owner's cart. */
export async function removeCartCode(owner: CartOwner): Promise<void> {
  await setCartCode(owner, null);
}

/**
 * The cart as the JSON API gives it (cartJson), with its promotions: the code entered and why it
 * does not apply, if it does not; the discount and each promotion's name and amount; the total
 * before shipping and tax. Dollars, as the spec's calls.
 */
export function cartWithOffersJson(priced: {
  cart: Cart;
  discount: OrderDiscount;
  totals: OrderTotals;
}) {
  const { cart, discount, totals } = priced;
  return {
    ...cartJson(cart),
    code: cart.code,
    codeProblem: discount.codeProblem,
    ...promotionsJson(discount.promotions),
    discount: centsToDollars(totals.discount),
    total: centsToDollars(totals.amount),
  };
}
