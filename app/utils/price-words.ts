import type { GroupDiscount, PriceLadder, PriceStep } from "#app/commerce/index.ts";

// The words that say which price applies (issue 40): the product page's ladder, the purchase
// page, the cart and checkout say the same thing about the same rung.

const count = (pieces: number) => pieces.toLocaleString("en-US");

/** A discount in basis points as people read it: 1500 is "15%", 1250 "12.5%". */
export const percentOff = (discountBp: number) => `${(discountBp / 100).toLocaleString("en-US")}%`;

/**
 * The quantities rung `index` of the ladder covers from the tool's minimum order up: "1–9",
 * "10–49", "50+" (or "5–9" first for a tool sold from 5).
 */
export function rungQuantities(ladder: PriceLadder, index: number, minimum = 1): string {
  const from = Math.max(ladder.steps[index]!.minQyt, minimum);
  const next = ladder.steps[index + 1];
  if (!next) return `${count(from)}+`;
  return next.minQyt - 1 === from ? count(from) : `${count(from)}–${count(next.minQyt - 1)}`;
}

const groupWords = (group: GroupDiscount) =>
  `Your ${group.group} price: ${percentOff(group.discountBp)} off`;

/** What a rung is, in full (the product page): "Volume price from 10", "Your Distributor price: 15% off". */
export function rungWords(ladder: PriceLadder, step: PriceStep): string {
  if (step.source === "group" && ladder.group) return groupWords(ladder.group);
  if (step.source === "break") return `Volume price from ${count(step.minQyt)}`;
  return "List price";
}

/** What a line's unit price is, in short (the cart, checkout): "Volume price (10+)", "Distributor price". */
export function priceSourceWords(
  source: PriceStep["source"],
  minQyt: number,
  group: GroupDiscount | null,
): string {
  if (source === "group" && group) return `${group.group} price`;
  if (source === "break") return `Volume price (${count(minQyt)}+)`;
  return "List price";
}
