// Trade prices (issue 40) in the models: volume breaks and price groups priced into the cart,
// the checkout and the one-tool order, from the buyer's group as the database has it.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { addAddress } from "#app/models/address.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import { orderTool, placeCart } from "#tests/fixtures/placing.ts";
import { productExtras } from "#app/models/product-extras.server.ts";
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
  pricedFor,
  buyerPrices,
  setPriceBreaks,
  toolLadder,
} from "#app/models/trade-prices.server.ts";
import { changeTool } from "#app/models/tool.server.ts";
import { makeAdmin } from "#app/models/user.server.ts";
import {
  categoriesInOrder,
  ownCategoryDiscounts,
  priceGroupsJson,
} from "#app/models/price-group.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { action as userByKey } from "#app/routes/api.users.$key.ts";
import { loader as priceGroupsApi } from "#app/routes/api.price-groups.ts";
import { loader as toolsApi } from "#app/routes/api.tools.ts";
import { loader as searchApi } from "#app/routes/api.search.ts";
import { loader as toolsPage } from "#app/routes/tools._index.tsx";
import { categoryDiscountField, priceGroupSchema } from "#app/schemas/price-group.ts";
import { answer, getRequest, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { priceGroupTexts } from "#app/messages.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

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
    const buyer = await buyerPrices({ priceGroupId: groupId });
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
    // Names differ in more than case: the API finds a group by its name in any case.
    const other = await distributorGroup();
    expect(
      await savePriceGroup(
        { name: group.name.toUpperCase(), discountBp: 100, categories: [] },
        other,
      ),
    ).toEqual({ status: "name-taken" });
    // A group keeps its own name, in another case too.
    expect(
      await savePriceGroup(
        { name: group.name.toLowerCase(), discountBp: 100, categories: [] },
        groupId,
      ),
    ).toEqual({ status: "saved", id: groupId });
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
    expect((await buyerPrices({ priceGroupId: groupId })).group).toBeNull();
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
      daysInTransit: 2,
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
    const address = await addAddress(
      { userId: buyer.id },
      {
        name: "Marcus Bell",
        company: null,
        street: "88 Market Street",
        city: "Columbus",
        state: "WY",
        zip: "43215",
        phone: "+1 614 555 0100",
      },
    );
    await setCartLine({ userId: buyer.id }, wrench.id, 3);
    const placed = await placeCart(buyer.id, {
      addressId: address!.id,
      shippingMethodId: method.method.id,
      date: deliveryDate(),
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
    const order = await orderTool({
      toolId: tool.id,
      qyt: 10,
      date: deliveryDate(),
      address: "1 Test Street",
      phone: "555-0100",
      customer,
    });
    expect(order.lines[0]?.price).toBe(4_500);
    expect(order.amount).toBe(45_000);
  });
});

describe("the price group form's schema", () => {
  it("asks before a delete, saying how many members go back to list prices", () => {
    expect(priceGroupTexts.confirmDelete("Trade", 0)).toBe("Are You Sure Want To Delete Trade");
    expect(priceGroupTexts.confirmDelete("Trade", 1)).toBe(
      "Are You Sure Want To Delete Trade? Its 1 member goes back to list prices",
    );
    expect(priceGroupTexts.confirmDelete("Trade", 3)).toBe(
      "Are You Sure Want To Delete Trade? Its 3 members go back to list prices",
    );
  });

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const ids = ["a".repeat(24), "b".repeat(24)];
  const parse = (fields: Record<string, string>) =>
    parseSubmission(form(fields), priceGroupSchema(ids));

  it("takes a name, a discount of two decimals, and a category's own discount when given", () => {
    const parsed = parse({
      name: "  Trade  ",
      discount: "12.5",
      [categoryDiscountField(ids[0]!)]: "99.99",
      [categoryDiscountField(ids[1]!)]: "",
    });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toEqual({
      name: "Trade",
      discountBp: 1250,
      categories: [{ categoryId: ids[0], discountBp: 9999 }],
    });
  });

  it("refuses a missing or long name and a discount of 100%, below 0 or of three decimals", () => {
    const errors = (fields: Record<string, string>) => {
      const parsed = parse(fields);
      return parsed.status === "error" ? parsed.error : null;
    };
    const percent = [
      "Enter a discount from 0 to 99.99 percent, with at most two decimals (like 12.5)",
    ];
    expect(errors({ name: "", discount: "10" })).toEqual({ name: ["This field is required"] });
    expect(errors({ name: "x".repeat(61), discount: "10" })).toEqual({
      name: ["Use at most 60 characters"],
    });
    for (const bad of ["100", "-1", "12.345", "ten"])
      expect(errors({ name: "Trade", discount: bad }), bad).toEqual({ discount: percent });
    expect(
      errors({ name: "Trade", discount: "10", [categoryDiscountField(ids[1]!)]: "100" }),
    ).toEqual({ [categoryDiscountField(ids[1]!)]: percent });
  });
});

describe("a member's catalogue", () => {
  it("prices a card at the group's price of one with the list price beside it, else as it is", async () => {
    const groupId = await distributorGroup([{ categoryId: cats.hammers, discountBp: 0 }]);
    const buyer = await buyerPrices({ priceGroupId: groupId });
    const wrench = { id: "w", price: 10_000, categoryId: cats.wrenches };
    expect(pricedFor(buyer, wrench)).toEqual({ ...wrench, price: 8_500, listPrice: 10_000 });
    // Nothing off: no list price to strike through.
    const hammer = { id: "h", price: 10_000, categoryId: cats.hammers };
    expect(pricedFor(buyer, hammer)).toEqual(hammer);
    expect(pricedFor(await buyerPrices(null), wrench)).toEqual(wrench);
  });

  it("answers GET /api/tools, /api/search and /tools at a member's prices, privately; others at list prices", async () => {
    const wrench = await insertTool({
      name: `Member Wrench ${newId().slice(-6)}`,
      price: 2_000,
      categoryId: cats.wrenches,
    });
    const groupId = await distributorGroup([{ categoryId: cats.hand, discountBp: 2000 }]);
    const trade = await userWithToken();
    expect(await setUserPriceGroup(trade.user.id, groupId)).toBe(true);
    const walkIn = await userWithToken();
    const ofWrench = (tools: { _id: string; price: number; listPrice?: number }[]) =>
      tools.find((tool) => tool._id === wrench.id);
    for (const [path, list] of [
      ["/api/tools", (body: never) => body],
      [`/api/tools?sku=${wrench.sku}`, (body: never) => body],
      ["/api/tools?page=1", (body: { tools: never }) => body.tools],
      [`/api/search?q=${encodeURIComponent(wrench.name)}`, (body: { tools: never }) => body.tools],
    ] as const) {
      const call = path.startsWith("/api/search") ? searchApi : toolsApi;
      const asMember = await call(routeArgs(getRequest(path, trade.auth)));
      expect(asMember.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(ofWrench(list((await asMember.json()) as never)), path).toMatchObject({
        price: 16,
        listPrice: 20,
      });
      for (const headers of [walkIn.auth, {}]) {
        const asOther = await call(routeArgs(getRequest(path, headers)));
        expect(asOther.headers.get("Cache-Control"), path).toBeNull();
        const tool = ofWrench(list((await asOther.json()) as never));
        expect(tool, path).toMatchObject({ price: 20 });
        expect(tool, path).not.toHaveProperty("listPrice");
      }
    }
    const page = unwrap<{ tools: { id: string; price: number; listPrice?: number }[] }>(
      await toolsPage(routeArgs(getRequest("/tools?page=1", trade.auth))),
    );
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.tools.find((tool) => tool.id === wrench.id)).toMatchObject({
      price: 1_600,
      listPrice: 2_000,
    });
  });
});

describe("price groups through the API", () => {
  it("lists the groups with their category discounts by slug, in percent, and their members", async () => {
    const groupId = await distributorGroup([
      { categoryId: cats.wrenches, discountBp: 2550 },
      { categoryId: cats.hand, discountBp: 2000 },
    ]);
    await member(groupId);
    const { auth } = await userWithToken("admin");
    const listed = await answer(priceGroupsApi(routeArgs(getRequest("/api/price-groups", auth))));
    expect(listed.status).toBe(200);
    const group = (await getPriceGroup(groupId))!;
    const catalogue = await taxonomy();
    expect(listed.body).toContainEqual({
      _id: groupId,
      name: group.name,
      discount: 15,
      // The edit page's order: the top category, then its subcategories.
      categories: [
        { category: catalogue.byId.get(cats.hand)!.slug, discount: 20 },
        { category: catalogue.byId.get(cats.wrenches)!.slug, discount: 25.5 },
      ],
      members: 1,
    });
    expect(ownCategoryDiscounts(group, catalogue).map((rule) => rule.category.id)).toEqual([
      cats.hand,
      cats.wrenches,
    ]);
    expect(categoriesInOrder(catalogue).map((category) => category.id)).toContain(cats.hammers);
    expect((await priceGroupsJson()).map((one) => one._id)).toContain(groupId);
    const { auth: customer } = await userWithToken();
    const refused = await answer(
      priceGroupsApi(routeArgs(getRequest("/api/price-groups", customer))),
    );
    expect(refused.status).toBe(403);
  });

  it("puts a customer in a group by name or id, and back on list prices; refuses what cannot be", async () => {
    const groupId = await distributorGroup();
    const group = (await getPriceGroup(groupId))!;
    const admin = await userWithToken("admin");
    const { user: customer } = await userWithToken();
    const put = (email: string, body: unknown, auth = admin.auth) =>
      answer(
        userByKey(routeArgs(jsonRequest(`/api/users/${email}`, "PUT", body, auth), { key: email })),
      );
    const groupOfRow = async (id: string) =>
      (
        await db
          .selectFrom("users")
          .select("priceGroupId")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).priceGroupId;

    const byName = await put(customer.email, { priceGroup: group.name.toLowerCase() });
    expect(byName.status).toBe(200);
    expect(byName.body.user).toMatchObject({ _id: customer.id, priceGroup: group.name });
    expect(byName.body.user).not.toHaveProperty("priceGroupId");
    expect(await groupOfRow(customer.id)).toBe(groupId);
    expect((await put(customer.email, { priceGroup: null })).body.user.priceGroup).toBeNull();
    expect(await groupOfRow(customer.id)).toBeNull();
    expect((await put(customer.email, { priceGroup: groupId })).body.user.priceGroup).toBe(
      group.name,
    );

    expect(await put(customer.email, { priceGroup: "No Such Group" })).toEqual({
      status: 400,
      body: { error: "No price group has that id or name" },
    });
    expect(await put(admin.user.email, { priceGroup: groupId })).toEqual({
      status: 400,
      body: { error: "An admin is in no price group: admins pay list prices" },
    });
    expect((await put("nobody@shop.example", { priceGroup: groupId })).status).toBe(404);
    const other = await userWithToken();
    expect((await put(customer.email, { priceGroup: null }, other.auth)).status).toBe(403);
    expect((await put(other.user.email, { priceGroup: groupId }, other.auth)).status).toBe(403);
    // Still in the group: every refusal wrote nothing.
    expect(await groupOfRow(customer.id)).toBe(groupId);

    // Made an admin, a member leaves the group: admins pay list prices.
    await makeAdmin(customer.id);
    expect(await groupOfRow(customer.id)).toBeNull();
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
    const buyer = await buyerPrices({ priceGroupId: await distributorGroup() });
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

describe("a product page's related tools", () => {
  it("are at the buyer's price of one, as every list of tools is", async () => {
    const drill = await insertTool({ price: 10_000, categoryId: cats.wrenches });
    const battery = await insertTool({ price: 4_000, categoryId: cats.hammers });
    await db
      .insertInto("tool_accessories")
      .values({ toolId: drill.id, accessoryId: battery.id, position: 0 })
      .execute();
    const groupId = await distributorGroup([{ categoryId: cats.hand, discountBp: 2000 }]);
    const member = await productExtras(drill, await buyerPrices({ priceGroupId: groupId }));
    expect(member.accessories).toMatchObject([{ id: battery.id, price: 3_200, listPrice: 4_000 }]);
    const visitor = await productExtras(drill);
    expect(visitor.accessories).toMatchObject([{ id: battery.id, price: 4_000 }]);
    expect(visitor.accessories[0]).not.toHaveProperty("listPrice");
  });
});
