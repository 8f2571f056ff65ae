// Trade prices (issue 40) in the models: volume breaks and price groups priced into the cart,
// the checkout and the one-tool order, from the buyer's group as the database has it.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { addAddress } from "#app/models/address.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import { placeCheckoutOrder } from "#app/models/checkout.server.ts";
import { placeOrder } from "#app/models/order.server.ts";
import {
  deletePriceGroup,
  findPriceGroup,
  getPriceGroup,
  savePriceGroup,
  setUserPriceGroup,
} from "#app/models/price-group.server.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { addShippingMethod } from "#app/models/shipping-method.server.ts";
import {
  LIST_PRICES,
  priceBreaksOf,
  pricerFor,
  setPriceBreaks,
  toolLadder,
} from "#app/models/trade-prices.server.ts";
import { changeTool } from "#app/models/tool.server.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { insertTool } from "#tests/support/fixtures.ts";
import { userWithToken } from "#tests/support/users.ts";

/** A top category with two subcategories, made for this file. */
async function categories() {
  const at = new Date().toISOString();
  const suffix = newId().slice(-8);
  const ids = { hand: newId(), wrenches: newId(), hammers: newId() };
  await db
    .insertInto("categories")
    .values(
      [
        { id: ids.hand, slug: `hand-${suffix}`, name: `Hand ${suffix}`, parentId: null },
        { id: ids.wrenches, slug: `wrenches-${suffix}`, name: "Wrenches", parentId: ids.hand },
        { id: ids.hammers, slug: `hammers-${suffix}`, name: "Hammers", parentId: ids.hand },
      ].map((row) => ({ ...row, position: 0, createdAt: at, updatedAt: at })),
    )
    .execute();
  // Written on the models' own connection: the taxonomy hears of it as a model's write.
  announcePublicChange("catalogue");
  return ids;
}

async function distributorGroup(rules: { categoryId: string; discountBp: number }[] = []) {
  const saved = await savePriceGroup({
    name: `Distributor ${newId().slice(-8)}`,
    discountBp: 1500,
    categories: rules,
  });
  if (saved.status !== "saved") throw new Error(saved.status);
  return saved.id;
}

async function member(groupId: string | null) {
  const { user } = await userWithToken();
  expect(await setUserPriceGroup(user.id, groupId)).toBe(true);
  return user;
}

let cats: Awaited<ReturnType<typeof categories>>;
beforeAll(async () => {
  cats = await categories();
});

describe("a price group", () => {
  it("takes a subcategory's own discount over its top category's, and that over the group's", async () => {
    const groupId = await distributorGroup([
      { categoryId: cats.hand, discountBp: 2000 },
      { categoryId: cats.wrenches, discountBp: 2500 },
    ]);
    const buyer = await pricerFor(groupId);
    const at = (categoryId: string | null) => buyer.priceOf({ price: 10_000, categoryId });
    expect(at(cats.wrenches)).toBe(7_500);
    expect(at(cats.hammers)).toBe(8_000);
    expect(at(cats.hand)).toBe(8_000);
    expect(at(null)).toBe(8_500);
  });

  it("is named by id or by name in any case; a taken name is refused", async () => {
    const groupId = await distributorGroup();
    const group = (await getPriceGroup(groupId))!;
    expect((await findPriceGroup(group.name.toUpperCase()))?.id).toBe(groupId);
    expect(await savePriceGroup({ name: group.name, discountBp: 100, categories: [] })).toEqual({
      status: "name-taken",
    });
  });

  it("holds customers only, and a deleted group's members go back to list prices", async () => {
    const groupId = await distributorGroup();
    const { user: admin } = await userWithToken("admin");
    expect(await setUserPriceGroup(admin.id, groupId)).toBe(false);
    const customer = await member(groupId);
    expect(await deletePriceGroup(groupId)).toBe(true);
    const row = await db
      .selectFrom("users")
      .select("priceGroupId")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row.priceGroupId).toBeNull();
    expect((await pricerFor(groupId)).group).toBeNull();
  });
});

describe("a cart at its owner's prices", () => {
  it("takes the break of each quantity at 9, 10, 49 and 50, and the lowest of break and group", async () => {
    // $149 with 10+ at $139 and 50+ at $129; the group takes 10% off: $134.10.
    const drill = await insertTool({ price: 14_900, minimum_qyt: 1, available_qyt: 500 });
    expect(
      await setPriceBreaks(drill.id, [
        { minQyt: 10, price: 13_900 },
        { minQyt: 50, price: 12_900 },
      ]),
    ).toBe(true);
    const groupId = await distributorGroup();
    expect(
      await savePriceGroup({ name: `Ten ${newId()}`, discountBp: 1000, categories: [] }, groupId),
    ).toMatchObject({ status: "saved" });
    const walkIn = { userId: (await member(null)).id };
    const trade = { userId: (await member(groupId)).id };
    const priced = async (owner: { userId: string }, qyt: number) => {
      expect(await setCartLine(owner, drill.id, qyt)).toEqual({ status: "saved" });
      const [line] = (await readCart(owner)).lines;
      return [line!.price, line!.priceSource, line!.amount, line!.priceWas];
    };
    expect(await priced(walkIn, 9)).toEqual([14_900, "list", 134_100, null]);
    expect(await priced(walkIn, 10)).toEqual([13_900, "break", 139_000, null]);
    expect(await priced(walkIn, 49)).toEqual([13_900, "break", 681_100, null]);
    expect(await priced(walkIn, 50)).toEqual([12_900, "break", 645_000, null]);
    expect(await priced(trade, 9)).toEqual([13_410, "group", 120_690, null]);
    expect(await priced(trade, 10)).toEqual([13_410, "group", 134_100, null]);
    expect(await priced(trade, 50)).toEqual([12_900, "break", 645_000, null]);
  });

  it("prices a visitor's cart at list prices", async () => {
    const tool = await insertTool({ price: 5_000, minimum_qyt: 1, available_qyt: 50 });
    const owner = { visitorKey: newId() };
    await setCartLine(owner, tool.id, 2);
    expect((await readCart(owner)).lines[0]).toMatchObject({ price: 5_000, priceSource: "list" });
  });
});

describe("orders at the buyer's prices", () => {
  it("places a member's checkout at their prices and keeps them when the group changes", async () => {
    const method = await addShippingMethod({
      name: `Ground ${newId()}`,
      price: 0,
      freeAbove: null,
    });
    if (method.status !== "saved") throw new Error(method.status);
    const wrench = await insertTool({
      price: 2_000,
      minimum_qyt: 1,
      available_qyt: 100,
      categoryId: cats.wrenches,
    });
    const groupId = await distributorGroup([{ categoryId: cats.hand, discountBp: 2000 }]);
    const buyer = await member(groupId);
    const address = await addAddress(buyer.id, {
      name: "Marcus Bell",
      company: null,
      street: "88 Market Street",
      city: "Columbus",
      state: "WY",
      zip: "43215",
      phone: "+1 614 555 0100",
    });
    await setCartLine({ userId: buyer.id }, wrench.id, 3);
    const placed = await placeCheckoutOrder({
      userId: buyer.id,
      addressId: address!.id,
      shippingMethodId: method.method.id,
      date: deliveryWindow().min,
      checkoutKey: newId(),
    });
    if (placed.status !== "placed") throw new Error(placed.status);
    expect(placed.order.lines).toMatchObject([{ toolId: wrench.id, qyt: 3, price: 1_600 }]);
    expect(placed.order.subtotal).toBe(4_800);
    await deletePriceGroup(groupId);
    const kept = await db
      .selectFrom("order_lines")
      .select("price")
      .where("orderId", "=", placed.order.id)
      .executeTakeFirstOrThrow();
    expect(kept.price).toBe(1_600);
  });

  it("places a one-tool order at the break of its quantity", async () => {
    const tool = await insertTool({ price: 4_900, minimum_qyt: 1, available_qyt: 100 });
    await setPriceBreaks(tool.id, [{ minQyt: 10, price: 4_500 }]);
    const customer = await member(null);
    const order = await placeOrder({
      toolId: tool.id,
      qyt: 10,
      date: deliveryWindow().min,
      address: "1 Test Street",
      phone: "555-0100",
      customer,
    });
    expect(order.lines[0]?.price).toBe(4_500);
    expect(order.amount).toBe(45_000);
  });
});

describe("a tool's volume breaks, written", () => {
  it("gives one tool's ladder for a buyer, and none for a deleted tool", async () => {
    const tool = await insertTool({ price: 2_400, categoryId: cats.hammers });
    await setPriceBreaks(tool.id, [
      { minQyt: 10, price: 2_200 },
      { minQyt: 50, price: 2_000 },
    ]);
    expect((await toolLadder(LIST_PRICES, tool.id))?.steps.map((step) => step.price)).toEqual([
      2_400, 2_200, 2_000,
    ]);
    // 15% off is $20.40: the 10+ break is no rung for this buyer, the 50+ one is.
    const buyer = await pricerFor(await distributorGroup());
    expect((await toolLadder(buyer, tool.id))?.steps).toEqual([
      { minQyt: 1, price: 2_040, source: "group" },
      { minQyt: 50, price: 2_000, source: "break" },
    ]);
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", tool.id)
      .execute();
    expect(await toolLadder(LIST_PRICES, tool.id)).toBeNull();
    expect(await setPriceBreaks(tool.id, [])).toBe(false);
  });

  it("replaces the breaks with the tool's other fields in one transaction, or none of it", async () => {
    const tool = await insertTool({ price: 2_400 });
    const other = await insertTool({ price: 2_400 });
    expect(await changeTool(tool.id, { priceBreaks: [{ minQyt: 10, price: 2_200 }] })).toBe(
      "updated",
    );
    const breaks = async () => (await priceBreaksOf([tool.id])).get(tool.id) ?? [];
    expect(await breaks()).toEqual([{ minQyt: 10, price: 2_200 }]);
    expect(
      await changeTool(tool.id, { sku: other.sku!, priceBreaks: [{ minQyt: 5, price: 2_300 }] }),
    ).toBe("sku-taken");
    expect(await breaks()).toEqual([{ minQyt: 10, price: 2_200 }]);
    expect(await changeTool(tool.id, { priceBreaks: [] })).toBe("updated");
    expect(await breaks()).toEqual([]);
  });
});
