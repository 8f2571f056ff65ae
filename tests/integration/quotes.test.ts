// Quotes (issue 40): a customer's cart becomes a quote request (the cart emptied), an admin
// prices every line and sends it (the customer mailed), and the customer accepts it into one
// order at the quoted prices, placed as the checkout places one; once only, by its last day,
// only their own.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { addAddress } from "#app/models/address.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import {
  getQuote,
  pageQuotes,
  quoteJson,
  requestQuote,
  sendQuote,
} from "#app/models/quote.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { formatDate } from "#app/utils/dates.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { acceptQuote, placeCart } from "#tests/fixtures/placing.ts";
import { OHIO_ADDRESS as ohio } from "#tests/fixtures/addresses.ts";
import { insertShippingMethod } from "#tests/fixtures/catalogue.ts";
import {
  buyerWithCart,
  insertDemoShippingAndTax,
  insertTool,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

const today = () => deliveryWindow().min;

let shippingMethodId: string;

beforeAll(async () => {
  await insertDemoShippingAndTax();
  // Freight at $25.00 whatever the goods (the demo's methods are free above $500).
  shippingMethodId = (await insertShippingMethod(db)).id;
});

/** A customer with an address and a cart of a drill (5) and bits (10), and their quote request. */
async function requestedQuote() {
  const drill = await insertTool({
    name: "Drill",
    price: 14900,
    minimum_qyt: 5,
    available_qyt: 50,
  });
  const bits = await insertTool({ name: "Bits", price: 1250, minimum_qyt: 1, available_qyt: 50 });
  const { user, addressId } = await buyerWithCart([
    [drill, 5],
    [bits, 10],
  ]);
  const requested = await requestQuote(user.id, "200 drills for a school district");
  if (requested.status !== "requested") throw new Error(JSON.stringify(requested));
  return { user, addressId, drill, bits, quote: requested.quote };
}

/** The quote priced: the drill at $120, the bits at $10, valid until `validUntil`. */
async function sentQuote(validUntil = today()) {
  const asked = await requestedQuote();
  const sent = await sendQuote(asked.quote.id, {
    lines: [
      { toolId: asked.drill.id, price: 120 },
      { toolId: asked.bits.id, price: 10 },
    ],
    validUntil,
    reply: "School pricing",
  });
  expect(sent.status).toBe("sent");
  return asked;
}

const choices = (addressId: string, checkoutKey = newId()) => ({
  addressId,
  shippingMethodId,
  date: deliveryDate(),
  purchaseOrder: "PO-SCHOOL",
  checkoutKey,
});

describe("requestQuote", () => {
  it("copies the cart's lines at the customer's prices into a quote and empties the cart", async () => {
    const { user, quote, drill } = await requestedQuote();
    expect(quote).toMatchObject({ status: "requested", note: "200 drills for a school district" });
    expect(
      quote.lines.map(({ name, qyt, askedPrice, price }) => [name, qyt, askedPrice, price]),
    ).toEqual([
      ["Drill", 5, 14900, null],
      ["Bits", 10, 1250, null],
    ]);
    expect(quote.lines[0]!.toolId).toBe(drill.id);
    expect((await readCart({ userId: user.id })).lines).toEqual([]);
    expect(quoteJson(quote)).toMatchObject({ _id: quote.id, status: "requested", total: 870 });
  });

  it("refuses an empty cart, and a cart with a line that cannot be ordered (the cart stays)", async () => {
    const { user } = await userWithToken();
    expect(await requestQuote(user.id, "Anything")).toMatchObject({
      status: "refused",
      message: "Your cart is empty",
    });
    const tool = await insertTool({ name: "Vise", minimum_qyt: 1, available_qyt: 5 });
    await setCartLine({ userId: user.id }, tool.id, 5);
    await db.updateTable("tools").set({ available_qyt: 2 }).where("id", "=", tool.id).execute();
    expect(await requestQuote(user.id, "Anything")).toMatchObject({
      status: "refused",
      message: "Vise: You Can Not Order More Than Stock",
    });
    expect((await readCart({ userId: user.id })).lines).toHaveLength(1);
  });

  it("makes one cart a quote or an order, never both, when both are asked at once", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 50 });
    const { user } = await userWithToken();
    const address = await addAddress(user.id, ohio);
    await setCartLine({ userId: user.id }, tool.id, 3);
    const asked = await Promise.all(
      [0, 1, 2].flatMap(() => [
        requestQuote(user.id, "Three at once"),
        placeCart(user.id, choices(address!.id)),
      ]),
    );
    const made = asked.filter((result) => ["requested", "placed"].includes(result.status));
    expect(made).toHaveLength(1);
    const quotes = await db.selectFrom("quotes").select("id").where("userId", "=", user.id);
    const orders = await db.selectFrom("orders").select("id").where("userId", "=", user.id);
    expect((await quotes.execute()).length + (await orders.execute()).length).toBe(1);
  });
});

describe("sendQuote", () => {
  it("prices every line, mails the customer, and may be sent again to revise it", async () => {
    const { user, quote, drill, bits } = await sentQuote();
    const sent = await getQuote(quote.id);
    expect(sent).toMatchObject({ status: "sent", validUntil: today(), reply: "School pricing" });
    expect(sent!.lines.map((line) => line.price)).toEqual([12000, 1000]);
    const [mail] = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", user.email)
      .where("kind", "=", "quote-sent")
      .execute();
    expect(mail!.text).toContain("5 × Drill: $120.00 per piece, $600.00");
    expect(mail!.text).toContain("Total: $700.00");
    expect(mail!.text).toContain(`Valid until: ${formatDate(today())}`);
    expect(mail!.text).toContain(`/dashboard/quotes/${quote.id}`);
    expect(mail!.subject).toMatch(new RegExp(`^Your quote: ${quote.number}, 5 × Drill`));
    expect(mail!.text).toContain(`Quote number: ${quote.number}`);

    const revised = await sendQuote(quote.id, {
      lines: [
        { toolId: drill.id, price: 115 },
        { toolId: bits.id, price: 9.5 },
      ],
      validUntil: today(),
      reply: null,
    });
    if (revised.status !== "sent") throw new Error(JSON.stringify(revised));
    expect(quoteJson(revised.quote)).toMatchObject({ status: "sent", total: 670 });
  });

  it("keeps a quote open for 30 days when its last day is not given", async () => {
    const { quote, drill, bits } = await requestedQuote();
    const sent = await sendQuote(quote.id, {
      lines: [
        { toolId: drill.id, price: 120 },
        { toolId: bits.id, price: 10 },
      ],
      reply: null,
    });
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(sent).toMatchObject({ status: "sent", quote: { validUntil: inThirtyDays } });
    expect((await getQuote(quote.id))!.validUntil).toBe(inThirtyDays);
  });

  it("refuses a line left unpriced or named twice, and an unknown quote", async () => {
    const { quote, drill } = await requestedQuote();
    const onlyDrill = {
      lines: [{ toolId: drill.id, price: 100 }],
      validUntil: today(),
      reply: null,
    };
    expect(await sendQuote(quote.id, onlyDrill)).toMatchObject({
      problem: "invalid",
      message: quoteTexts.priceEveryLine,
    });
    const twice = { ...onlyDrill, lines: [...onlyDrill.lines, ...onlyDrill.lines] };
    expect(await sendQuote(quote.id, twice)).toMatchObject({ problem: "invalid" });
    expect(await sendQuote(newId(), onlyDrill)).toMatchObject({ problem: "missing" });
    expect((await getQuote(quote.id))!.status).toBe("requested");
  });
});

describe("acceptQuote", () => {
  it("places one order at the quoted prices with shipping and tax, reserving the stock", async () => {
    const { user, addressId, quote, drill } = await sentQuote();
    const result = await acceptQuote(user.id, quote.id, choices(addressId));
    if (result.status !== "placed") throw new Error(JSON.stringify(result));
    // 5 × 12,000 + 10 × 1,000 = 70,000; freight 2,500; Ohio 5.75% of 72,500 = 4,168.75 -> 4,169.
    expect(result.order).toMatchObject({
      subtotal: 70000,
      shipping: 2500,
      tax: 4169,
      amount: 76669,
      purchaseOrder: "PO-SCHOOL",
    });
    expect(result.order.lines.map((line) => [line.name, line.qyt, line.price])).toEqual([
      ["Drill", 5, 12000],
      ["Bits", 10, 1000],
    ]);
    expect((await getTool(drill.id))!.available_qyt).toBe(45);
    expect(await getQuote(quote.id)).toMatchObject({
      status: "accepted",
      orderId: result.order.id,
    });
    // An accepted quote is not revised.
    expect(
      await sendQuote(quote.id, { lines: [], validUntil: today(), reply: null }),
    ).toMatchObject({ problem: "conflict", message: quoteTexts.alreadyAccepted });
  });

  it("accepts once when two accepts race: both answer the one order", async () => {
    const { user, addressId, quote, drill } = await sentQuote();
    const [first, second] = await Promise.all([
      acceptQuote(user.id, quote.id, choices(addressId)),
      acceptQuote(user.id, quote.id, choices(addressId)),
    ]);
    if (first.status !== "placed" || second.status !== "placed")
      throw new Error(JSON.stringify([first, second]));
    expect(second.order.id).toBe(first.order.id);
    const orders = await db
      .selectFrom("orders")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect((await getTool(drill.id))!.available_qyt).toBe(45);
  });

  it("refuses a quote after its last day, one not sent yet, and another customer's", async () => {
    const lastDay = today();
    const expiring = await sentQuote(lastDay);
    advanceClock(48);
    const expired = await acceptQuote(
      expiring.user.id,
      expiring.quote.id,
      choices(expiring.addressId),
    );
    expect(expired).toMatchObject({
      status: "refused",
      problem: "conflict",
      message: `This quote expired on ${formatDate(lastDay)}`,
    });
    expect(quoteJson((await getQuote(expiring.quote.id))!).state).toBe("expired");
    expect(
      (await pageQuotes({ page: 1, state: "expired", userId: expiring.user.id })).rows.map(
        (q) => q.id,
      ),
    ).toEqual([expiring.quote.id]);

    const asked = await requestedQuote();
    expect(
      await acceptQuote(asked.user.id, asked.quote.id, choices(asked.addressId)),
    ).toMatchObject({
      problem: "conflict",
      message: quoteTexts.notSentYet,
    });

    const theirs = await sentQuote(deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min);
    const stranger = await userWithToken();
    const strangerAddress = await addAddress(stranger.user.id, ohio);
    expect(
      await acceptQuote(stranger.user.id, theirs.quote.id, choices(strangerAddress!.id)),
    ).toMatchObject({ problem: "missing", message: quoteTexts.noSuchQuote });
    expect((await getQuote(theirs.quote.id))!.status).toBe("sent");
  });

  it("rolls back the claim when a line is short of stock: the quote stays sent", async () => {
    const { user, addressId, quote, drill } = await sentQuote(
      deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min,
    );
    await db.updateTable("tools").set({ available_qyt: 3 }).where("id", "=", drill.id).execute();
    expect(await acceptQuote(user.id, quote.id, choices(addressId))).toMatchObject({
      status: "refused",
      line: { toolId: drill.id, message: "You Can Not Order More Than Stock" },
    });
    expect((await getQuote(quote.id))!.status).toBe("sent");
  });
});
