import { promotionTexts } from "#app/messages.ts";
import { formatDollars, taxCents } from "#app/utils/money.ts";
import {
  orderTotals,
  shippingCents,
  type OrderTotals,
  type ShippingPrice,
  type TaxRule,
} from "./lines";

// Promotions (issue 49): what a discount code or an offer that applies by itself takes off an
// order, in integer cents, on the buyer's own prices (after volume breaks and group prices).
// Pure: the cart, the checkout and placing ask here, so what the buyer is shown is what the
// order is placed with. Which promotions exist, their uses and a buyer's own uses are read by
// app/models/promotion.server.ts; counting a use happens in placing's transaction.

export type PromotionKind = "percent" | "amount" | "freeShipping";

export interface Promotion {
  id: string;
  name: string;
  /** The code a buyer types; null: an offer that applies by itself. */
  code: string | null;
  kind: PromotionKind;
  /** Percent: basis points (1000 is 10%); amount: cents; free shipping: 0. */
  value: number;
  /** The categories (each with its subcategories) and tools it covers; both empty: every line. */
  categoryIds: readonly string[];
  toolIds: readonly string[];
  /** The buyer's own subtotal (cents) it needs at least; null: none. */
  minSubtotal: number | null;
  /** ISO instants: from when, and until when (not included). */
  startsAt: string | null;
  endsAt: string | null;
  /** Uses in all, and per customer; null: unlimited. */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  uses: number;
  active: boolean;
}

/** A line as a promotion weighs it: its tool, the tool's category with its parents, its amount. */
export interface DiscountableLine {
  toolId: string;
  /** Ids of the tool's category and every category above it. */
  categoryPath: readonly string[];
  amount: number;
}

/** When a promotion is judged, and the buyer's own uses of each (by promotion id). */
export interface OfferContext {
  at: string;
  customerUses: ReadonlyMap<string, number>;
  /** How a day is shown in a refusal (the shop's date format). */
  formatInstant: (iso: string) => string;
}

const covers = (promotion: Promotion, line: DiscountableLine) =>
  (!promotion.categoryIds.length && !promotion.toolIds.length) ||
  promotion.toolIds.includes(line.toolId) ||
  line.categoryPath.some((id) => promotion.categoryIds.includes(id));

/**
 * Why a promotion cannot be had now by this buyer for these lines, in the words the buyer reads;
 * null when it can.
 */
export function whyNot(
  promotion: Promotion,
  lines: readonly DiscountableLine[],
  context: OfferContext,
): string | null {
  if (!promotion.active) return promotionTexts.codePaused;
  if (promotion.startsAt && context.at < promotion.startsAt)
    return promotionTexts.notYet(context.formatInstant(promotion.startsAt));
  if (promotion.endsAt && context.at >= promotion.endsAt)
    return promotionTexts.expired(context.formatInstant(promotion.endsAt));
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit)
    return promotionTexts.usedUp;
  if (
    promotion.perCustomerLimit !== null &&
    (context.customerUses.get(promotion.id) ?? 0) >= promotion.perCustomerLimit
  )
    return promotionTexts.usedByYou;
  if (promotion.minSubtotal !== null && subtotalOfAmounts(lines) < promotion.minSubtotal)
    return promotionTexts.needsMinimum(formatDollars(promotion.minSubtotal));
  if (promotion.kind !== "freeShipping" && !lines.some((line) => covers(promotion, line)))
    return promotionTexts.coversNothing;
  return null;
}

/**
 * `total` cents spread over `amounts` in proportion, each share rounded down and what rounding
 * leaves going to the largest amount (the first of equals): the shares add up to `total`.
 */
export function spread(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((all, amount) => all + amount, 0);
  if (sum === 0 || total === 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((total * amount) / sum));
  const largest = amounts.indexOf(Math.max(...amounts));
  shares[largest]! += total - shares.reduce((all, share) => all + share, 0);
  return shares;
}

/** What one promotion takes off: a share of each line (cents, by position) and of the shipping. */
export interface Taken {
  lines: number[];
  shipping: number;
  total: number;
}

/** What `promotion` takes off these lines and this shipping (cents), judged eligible already. */
export function takenBy(
  promotion: Promotion,
  lines: readonly DiscountableLine[],
  shipping: number,
): Taken {
  if (promotion.kind === "freeShipping")
    return { lines: lines.map(() => 0), shipping, total: shipping };
  const covered = lines.map((line) => (covers(promotion, line) ? line.amount : 0));
  const coveredSum = covered.reduce((all, amount) => all + amount, 0);
  const total =
    promotion.kind === "percent"
      ? taxCents(coveredSum, promotion.value)
      : Math.min(promotion.value, coveredSum);
  return { lines: spread(total, covered), shipping: 0, total };
}

/** A promotion an order has, and what it took off (cents). */
export interface AppliedPromotion {
  id: string;
  name: string;
  code: string | null;
  amount: number;
}

/** What an order's promotions take off, line by line and of its shipping. */
export interface OrderDiscount {
  promotions: AppliedPromotion[];
  /** Cents off each line, by the lines' positions. */
  lines: number[];
  shipping: number;
  /** Goods and shipping taken off together. */
  total: number;
  /** The code the buyer entered, when it does not apply, and why (in the buyer's words). */
  codeProblem: string | null;
  /**
   * The code cannot be had at all (unknown, over, used up, below its minimum...), rather than
   * beaten by the offers: an order is not placed with it on the cart (placing refuses, naming why).
   */
  codeUnusable: boolean;
}

/** What the pages show of a cart's promotions (cents): the code entered, each one applied. */
export interface DiscountSummary {
  code: string | null;
  codeProblem: string | null;
  promotions: { name: string; amount: number }[];
  /** Goods and shipping taken off together. */
  total: number;
}

/** A cart's discount as the pages show it, with the code entered on the cart. */
export const discountSummary = (code: string | null, discount: OrderDiscount): DiscountSummary => ({
  code,
  codeProblem: discount.codeProblem,
  promotions: discount.promotions.map(({ name, amount }) => ({ name, amount })),
  total: discount.total,
});

export const NO_DISCOUNT: OrderDiscount = {
  promotions: [],
  lines: [],
  shipping: 0,
  total: 0,
  codeProblem: null,
  codeUnusable: false,
};

/** What an order is offered: the offers that apply by themselves, and the code entered. */
export interface Offers {
  automatic: readonly Promotion[];
  /** The code entered: its promotion, or why there is none (an unknown code). */
  code: { promotion: Promotion } | { problem: string } | null;
  context: OfferContext;
}

const sumOf = (shares: readonly Taken[], lines: number) =>
  Array.from({ length: lines }, (_, index) =>
    shares.reduce((all, share) => all + share.lines[index]!, 0),
  );

/**
 * The order's discount: the offers that apply by themselves (at most one on the goods, the one
 * giving most, and one free shipping), or the code entered when it gives more than they do
 * together: never both. The buyer always gets the better of the two; a code that gives no more
 * is named with why.
 */
export function orderDiscount(
  lines: readonly DiscountableLine[],
  shipping: number,
  offers: Offers,
): OrderDiscount {
  const eligible = (promotion: Promotion) => whyNot(promotion, lines, offers.context) === null;
  const best = (candidates: readonly Promotion[]) =>
    candidates
      .map((promotion) => ({ promotion, taken: takenBy(promotion, lines, shipping) }))
      // Free shipping shows before a method is chosen (the cart), when it takes off nothing yet.
      .filter((one) => one.taken.total > 0 || one.promotion.kind === "freeShipping")
      .sort((a, b) => b.taken.total - a.taken.total)[0];
  const automatic = offers.automatic.filter(eligible);
  const goodsOffer = best(automatic.filter((one) => one.kind !== "freeShipping"));
  const shippingOffer = best(automatic.filter((one) => one.kind === "freeShipping"));
  const chosenOffers = [goodsOffer, shippingOffer].filter((one) => one !== undefined);
  const offersTotal = chosenOffers.reduce((all, one) => all + one.taken.total, 0);

  let codeProblem: string | null = null;
  const code = offers.code;
  if (code && "problem" in code) codeProblem = code.problem;
  else if (code) {
    codeProblem = whyNot(code.promotion, lines, offers.context);
    if (!codeProblem) {
      const taken = takenBy(code.promotion, lines, shipping);
      if (!chosenOffers.length || taken.total > offersTotal)
        return discountOf([{ promotion: code.promotion, taken }], null);
      return discountOf(
        chosenOffers,
        promotionTexts.offerGivesMore(chosenOffers.map((one) => one.promotion.name).join(" and ")),
        false,
      );
    }
  }
  return discountOf(chosenOffers, codeProblem, codeProblem !== null);

  function discountOf(
    chosen: { promotion: Promotion; taken: Taken }[],
    problem: string | null,
    unusable = false,
  ): OrderDiscount {
    const takens = chosen.map((one) => one.taken);
    return {
      promotions: chosen.map(({ promotion, taken }) => ({
        id: promotion.id,
        name: promotion.name,
        code: promotion.code,
        amount: taken.total,
      })),
      lines: sumOf(takens, lines.length),
      shipping: takens.reduce((all, taken) => all + taken.shipping, 0),
      total: takens.reduce((all, taken) => all + taken.total, 0),
      codeProblem: problem,
      codeUnusable: unusable,
    };
  }
}

/**
 * An order of these lines priced with its promotions: the shipping by the method (what free
 * shipping takes off), the discount (orderDiscount), then the totals with tax on the discounted
 * amounts. The one reckoning of the cart, the checkout and placing.
 */
export function discountedTotals(
  lines: readonly DiscountableLine[],
  method: ShippingPrice | null,
  rule: TaxRule | null,
  offers: Offers | null,
): { totals: OrderTotals; discount: OrderDiscount } {
  const subtotal = subtotalOfAmounts(lines);
  const shipping = method ? shippingCents(method, subtotal) : 0;
  const discount = offers ? orderDiscount(lines, shipping, offers) : NO_DISCOUNT;
  const goods = discount.total - discount.shipping;
  return {
    totals: orderTotals(subtotal, method, rule, { goods, shipping: discount.shipping }),
    discount,
  };
}

const subtotalOfAmounts = (lines: readonly { amount: number }[]) =>
  lines.reduce((all, line) => all + line.amount, 0);

/** An order's promotions as it keeps them (promotionsKept): each name and amount, in cents. */
export function keptPromotions(stored: string | null): { name: string; amount: number }[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (one): one is { name: string; amount: number } =>
            typeof one?.name === "string" && Number.isSafeInteger(one?.amount),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * An order's discount as lines of its totals (its receipt, pages, invoice, credit notes): each
 * promotion it was placed with, by name, and what it took off (cents).
 */
export const discountRowsOf = (order: { promotions: string | null }) =>
  keptPromotions(order.promotions).map(({ name, amount }) => ({
    label: `${promotionTexts.discount} (${name})`,
    amount,
  }));

/** What a discount row reads as: the amount taken off, with a minus sign. */
export const minusDollars = (cents: number) => `−${formatDollars(cents)}`;

/** What a promotion gives, in words: "10% off", "$25.00 off", "Free shipping". */
export function promotionGives(promotion: Pick<Promotion, "kind" | "value">): string {
  if (promotion.kind === "freeShipping") return promotionTexts.freeShipping;
  return promotion.kind === "percent"
    ? promotionTexts.percentOff(String(promotion.value / 100))
    : promotionTexts.amountOff(formatDollars(promotion.value));
}
