// Promotions (issue 49) on both engines: codes entered and refused with why, the discount spread
// over the lines in cents and taxed after it, the better of a code and the offers, uses counted
// once (also when two checkouts race for the last one), given back when an unpaid order ends,
// per-customer limits, and a refund of a discounted line giving back what was paid for it.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { closeOrder, refundOrder } from "#app/commerce/index.server.ts";
import { enterCartCode, readCartWithOffers } from "#app/models/cart-offers.server.ts";
import { getOrder, orderJson } from "#app/models/order.server.ts";
import { promotionTexts } from "#app/messages.ts";
import { now } from "#app/utils/clock.server.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { insertAccount } from "#tests/fixtures/accounts.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { placeCart, placedOrder } from "#tests/fixtures/placing.ts";
import { insertPromotion } from "#tests/fixtures/promotions.ts";
import {
  ADMIN_REFUND,
  insertDemoShippingAndTax,
  insertTool,
  payInSandbox,
} from "#tests/fixtures/in-process.ts";

let standardId: string;
beforeAll(async () => {
  ({ standardId } = await insertDemoShippingAndTax());
});

const toolAt = (price: number) =>
  insertTool({
    name: `Promo Tool ${newId().slice(-6)}`,
    price,
    minimum_qyt: 1,
    available_qyt: 100,
  });

/** A customer with the Ohio address and a cart of these lines, the code entered if one is given. */
async function buyer(lines: [{ id: string; price: number }, number][], code?: string) {
  const customer = await insertAccount(db);
  const address = await insertAddress(db, customer.id);
  await insertCart(db, customer.id, lines);
  if (code) {
    const entry = await enterCartCode({ userId: customer.id }, code);
    if (entry.status !== "applied") throw new Error(entry.reason);
  }
  return { id: customer.id, addressId: address.id };
}

/** The buyer's cart placed by Standard ground to Ohio (5.75%, shipping taxed; free over $500). */
const checkOut = (who: { id: string; addressId: string }) =>
  placeCart(who.id, {
    addressId: who.addressId,
    shippingMethodId: standardId,
    date: deliveryDate(),
    checkoutKey: newId(),
  });

describe("a code on the cart", () => {
  it("is refused with why: unknown, paused, not yet, expired, used up, below its minimum", async () => {
    const tool = await toolAt(10_000);
    const customer = await buyer([[tool, 1]]);
    const owner = { userId: customer.id };
    const refusal = async (code: string) => {
      const entry = await enterCartCode(owner, code);
      return entry.status === "refused" ? entry.reason : "applied";
    };
    expect(await refusal("nope-123")).toBe(promotionTexts.noSuchCode("NOPE-123"));
    const paused = await insertPromotion(db, { active: 0 });
    expect(await refusal(paused.code!)).toBe(promotionTexts.codePaused);
    const later = await insertPromotion(db, {
      startsAt: new Date(now().getTime() + 86_400_000 * 3).toISOString(),
    });
    expect(await refusal(later.code!)).toMatch(/^This code can be used from /);
    const over = await insertPromotion(db, {
      endsAt: new Date(now().getTime() - 86_400_000).toISOString(),
    });
    expect(await refusal(over.code!)).toMatch(/^This code expired on /);
    const gone = await insertPromotion(db, { usageLimit: 1, uses: 1 });
    expect(await refusal(gone.code!)).toBe(promotionTexts.usedUp);
    const big = await insertPromotion(db, { minSubtotal: 30_000 });
    expect(await refusal(big.code!)).toBe("This code needs an order of $300.00 or more");
    const drills = await insertPromotion(db, { toolIds: [(await toolAt(500)).id] });
    expect(await refusal(drills.code!)).toBe(promotionTexts.coversNothing);
    // Codes are one name space in capitals: typed in small letters, it applies.
    const good = await insertPromotion(db);
    expect(await refusal(good.code!.toLowerCase())).toBe("applied");
    const priced = await readCartWithOffers(owner);
    expect(priced.cart.code).toBe(good.code);
    expect(priced.totals).toMatchObject({ subtotal: 10_000, discount: 1_000, amount: 9_000 });
  });
});

describe("an order with a promotion", () => {
  it("spreads the discount over its lines in cents (the remainder to the largest), taxes what is left, and says it in its JSON", async () => {
    const [a, b, c] = [await toolAt(3_333), await toolAt(3_333), await toolAt(3_334)];
    const promotion = await insertPromotion(db, { kind: "amount", value: 1_000 });
    const customer = await buyer(
      [
        [a, 1],
        [b, 1],
        [c, 1],
      ],
      promotion.code!,
    );
    const order = placedOrder(await checkOut(customer));
    // $100.00 of goods, $10.00 off: 333 + 333 + 334, as the lines' amounts stand.
    expect(order.lines.map((line) => line.discount)).toEqual([333, 333, 334]);
    // Shipping $15.00; Ohio taxes 5.75% of ($90.00 + $15.00) = 603.75 -> 604.
    expect(order).toMatchObject({
      subtotal: 10_000,
      discount: 1_000,
      shipping: 1_500,
      tax: 604,
      amount: 9_000 + 1_500 + 604,
      promotionCode: promotion.code,
    });
    expect(orderJson(order)).toMatchObject({
      discount: 10,
      code: promotion.code,
      promotions: [{ name: promotion.name, amount: 10 }],
    });
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it("gives the better of the code and the offers, never both, and free shipping over a minimum", async () => {
    const tool = await toolAt(20_000);
    const freeShipping = await insertPromotion(db, {
      code: null,
      name: "Free shipping over $150",
      kind: "freeShipping",
      value: 0,
      minSubtotal: 15_000,
    });
    // The offer saves $15.00 of shipping; a $5.00 code gives less. In the cart, before a method
    // is chosen, the code applies; at checkout the offer gives more, so it applies instead.
    const small = await insertPromotion(db, { kind: "amount", value: 500 });
    const withSmall = await buyer([[tool, 1]], small.code!);
    const offered = await readCartWithOffers({ userId: withSmall.id });
    expect(offered.totals.discount).toBe(500);
    const offer = placedOrder(await checkOut(withSmall));
    expect(offer).toMatchObject({ shipping: 1_500, discount: 1_500, promotionCode: null });
    expect(orderJson(offer).promotions).toEqual([{ name: freeShipping.name, amount: 15 }]);
    // A 10% code gives $20.00: it applies alone, and the shipping is paid.
    const tenPercent = await insertPromotion(db);
    const withCode = await buyer([[tool, 1]], tenPercent.code!);
    const coded = placedOrder(await checkOut(withCode));
    expect(coded).toMatchObject({
      discount: 2_000,
      shipping: 1_500,
      promotionCode: tenPercent.code,
    });
    await db.deleteFrom("promotions").where("id", "=", freeShipping.id).execute();
  });

  it("counts the last use once when two checkouts race for it: one order has it, the other is refused", async () => {
    const tool = await toolAt(5_000);
    const promotion = await insertPromotion(db, { usageLimit: 1 });
    const first = await buyer([[tool, 1]], promotion.code!);
    const second = await buyer([[tool, 1]], promotion.code!);
    const outcomes = await Promise.all([checkOut(first), checkOut(second)]);
    const placed = outcomes.filter((outcome) => outcome.status === "placed");
    const refusals = outcomes.filter((outcome) => outcome.status === "refused");
    expect(placed).toHaveLength(1);
    expect(refusals).toEqual([
      expect.objectContaining({ problem: "conflict", message: promotionTexts.usedUp }),
    ]);
    expect(placedOrder(placed[0]!).discount).toBe(500);
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it("gives its use back when the unpaid order is cancelled, and keeps it once paid", async () => {
    const tool = await toolAt(5_000);
    const promotion = await insertPromotion(db, { usageLimit: 1 });
    const customer = await buyer([[tool, 1]], promotion.code!);
    const order = placedOrder(await checkOut(customer));
    expect(await usesOf(promotion.id)).toBe(1);
    expect(await closeOrder(order.id, "cancelled")).toBe("closed");
    expect(await usesOf(promotion.id)).toBe(0);
    const again = await buyer([[tool, 1]], promotion.code!);
    const paid = await payInSandbox(placedOrder(await checkOut(again)));
    expect(paid.paid).toBe(1);
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it("holds a per-customer limit: the same buyer's second order with the code is refused", async () => {
    const tool = await toolAt(5_000);
    const promotion = await insertPromotion(db, { perCustomerLimit: 1 });
    const customer = await buyer([[tool, 1]], promotion.code!);
    placedOrder(await checkOut(customer));
    // A placed order empties its cart: the next one starts afresh.
    await db.deleteFrom("carts").where("userId", "=", customer.id).execute();
    await insertCart(db, customer.id, [[tool, 1]]);
    const second = await enterCartCode({ userId: customer.id }, promotion.code!);
    expect(second).toEqual({ status: "refused", reason: promotionTexts.usedByYou });
    // Kept on the cart from before (entered before the first order), it is refused at placing.
    await db
      .updateTable("carts")
      .set({ code: promotion.code })
      .where("userId", "=", customer.id)
      .execute();
    expect(await checkOut(customer)).toMatchObject({
      status: "refused",
      problem: "conflict",
      message: promotionTexts.usedByYou,
      field: "code",
    });
    expect(await usesOf(promotion.id)).toBe(1);
  });

  it("refunds a discounted line at what was paid for it, with its tax", async () => {
    const tool = await toolAt(2_000);
    const promotion = await insertPromotion(db, { value: 2_500 });
    const customer = await buyer([[tool, 4]], promotion.code!);
    const order = await payInSandbox(placedOrder(await checkOut(customer)));
    // $80.00 of goods, 25% off: $60.00 paid for 4 pieces, $15.00 each.
    expect(order.lines[0]).toMatchObject({ amount: 8_000, discount: 2_000 });
    const outcome = await refundOrder({
      ...ADMIN_REFUND,
      orderId: order.id,
      lines: [{ toolId: tool.id, qyt: 1 }],
    });
    if (outcome.status !== "refunded") throw new Error(outcome.message);
    // $15.00 and its tax (5.75% of $15.00 = 86.25 -> 86), not the $20.00 list price.
    expect(outcome.refund.amount).toBe(1_500 + 86);
    expect((await getOrder(order.id))!.refunded).toBe(1_586);
  });
});

async function usesOf(promotionId: string) {
  const row = await db
    .selectFrom("promotions")
    .select("uses")
    .where("id", "=", promotionId)
    .executeTakeFirstOrThrow();
  return row.uses;
}
