// Quotes (issue 40): a customer's cart becomes a quote request (the cart emptied), an admin
// prices every line and sends it (the customer mailed), and the customer accepts it into one
// order at the quoted prices, placed as the checkout places one; once only, by its last day,
// only their own. Issue 47: the admin changes quantities, takes lines out and charges freight in
// rounds kept in the quote's thread, the customer may ask for changes, and reviews the whole
// order before accepting it exactly as reviewed.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { addAddress } from "#app/models/address.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import {
  askForChanges,
  getQuote,
  pageQuotes,
  quoteJson,
  requestQuote,
  sendQuote,
} from "#app/models/quote.server.ts";
import { reviewOrder, type OrderReview } from "#app/models/placing.server.ts";
import { getUserById } from "#app/models/user.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { loader as pdfApi } from "#app/routes/api.quotes.$id.pdf.ts";
import { formatDate } from "#app/utils/dates.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { answer, getRequest, routeArgs } from "#tests/support/route-args.ts";
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
  const { user, auth, addressId } = await buyerWithCart([
    [drill, 5],
    [bits, 10],
  ]);
  const requested = await requestQuote(user.id, "200 drills for a school district");
  if (requested.status !== "requested") throw new Error(JSON.stringify(requested));
  return { user, auth, addressId, drill, bits, quote: requested.quote };
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
    const address = await addAddress({ userId: user.id }, ohio);
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
    const strangerAddress = await addAddress({ userId: stranger.user.id }, ohio);
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

/** The quote priced again from its round: the drill at 15 pieces for $110, the bits taken out. */
const fifteenDrillsNoBits = (drillId: string, bitsId: string, round: number) => ({
  lines: [{ toolId: drillId, price: 110, qyt: 15 }],
  remove: [bitsId],
  freight: 40,
  round,
  validUntil: deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min,
  reply: "Fifteen drills, freight by pallet",
});

describe("rounds of pricing (issue 47)", () => {
  it("changes a quantity, takes a line out and charges freight, kept as the next round of the thread", async () => {
    const { user, quote, drill, bits } = await sentQuote();
    const round = (await getQuote(quote.id))!.round;
    expect(round).toBe(1);
    const sent = await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, round));
    if (sent.status !== "sent") throw new Error(JSON.stringify(sent));
    expect(sent.quote).toMatchObject({
      round: 2,
      freight: 4000,
      reply: "Fifteen drills, freight by pallet",
    });
    expect(sent.quote.lines.map(({ name, qyt, price }) => [name, qyt, price])).toEqual([
      ["Drill", 15, 11000],
    ]);
    expect(
      sent.quote.messages.map(({ kind, round, body, goods, freight, changes }) => ({
        kind,
        round,
        body,
        goods,
        freight,
        changes,
      })),
    ).toEqual([
      {
        kind: "send",
        round: 1,
        body: "School pricing",
        goods: 70000,
        freight: null,
        changes: null,
      },
      {
        kind: "send",
        round: 2,
        body: "Fifteen drills, freight by pallet",
        goods: 165000,
        freight: 4000,
        changes: "Drill: 5 → 15 pieces; Bits taken out",
      },
    ]);
    expect(quoteJson(sent.quote)).toMatchObject({ round: 2, total: 1650, freight: 40 });
    const mails = await db
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", user.email)
      .where("kind", "=", "quote-sent")
      .execute();
    expect(mails).toHaveLength(2);
    const revised = mails.find((mail) => mail.text.includes("Fifteen drills"))!;
    expect(revised.text).toContain(
      "Freight: Freight $40.00, quoted: it replaces the shipping method's price",
    );
    expect(revised.text).toContain("Total: $1,690.00 with freight, before tax");
    expect(revised.text).toContain("What changed: Drill: 5 → 15 pieces; Bits taken out.");
  });

  it("refuses taking every line out, a line named twice, and a round that is not the quote's", async () => {
    const { quote, drill, bits } = await sentQuote();
    const keep = { validUntil: today(), reply: null, round: 1 };
    expect(
      await sendQuote(quote.id, { ...keep, lines: [], remove: [drill.id, bits.id] }),
    ).toMatchObject({
      problem: "invalid",
      message: quoteTexts.keepOneLine,
      field: "lines",
    });
    expect(
      await sendQuote(quote.id, {
        ...keep,
        lines: [
          { toolId: drill.id, price: 100 },
          { toolId: bits.id, price: 9 },
        ],
        remove: [bits.id],
      }),
    ).toMatchObject({ problem: "invalid", message: quoteTexts.priceEveryLine });
    expect(await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 0))).toMatchObject({
      problem: "conflict",
      message: quoteTexts.sentMeanwhile,
    });
    expect(await getQuote(quote.id)).toMatchObject({ round: 1, freight: null });
    expect((await getQuote(quote.id))!.lines).toHaveLength(2);
  });

  it("keeps one of two admins' sends from the same round; the other is told to reload", async () => {
    const { quote, drill, bits } = await sentQuote();
    const results = await Promise.all([
      sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1)),
      sendQuote(quote.id, {
        lines: [
          { toolId: drill.id, price: 100 },
          { toolId: bits.id, price: 9 },
        ],
        round: 1,
        validUntil: today(),
        reply: "The other admin's prices",
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["refused", "sent"]);
    expect(results.find((result) => result.status === "refused")).toMatchObject({
      message: quoteTexts.sentMeanwhile,
    });
    const kept = (await getQuote(quote.id))!;
    expect(kept.round).toBe(2);
    expect(kept.messages.filter((message) => message.kind === "send")).toHaveLength(2);
  });

  it("places freight in place of the method's price, taxed as shipping, named on the order", async () => {
    const { user, addressId, quote, drill, bits } = await sentQuote();
    await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1));
    const result = await acceptQuote(user.id, quote.id, choices(addressId));
    if (result.status !== "placed") throw new Error(JSON.stringify(result));
    // 15 × 11,000 = 165,000; freight 4,000 (not the method's 2,500); Ohio taxes shipping:
    // 5.75% of 169,000 = 9,717.5 -> 9,718.
    expect(result.order).toMatchObject({
      subtotal: 165000,
      shipping: 4000,
      tax: 9718,
      amount: 178718,
    });
    expect(result.order.shippingMethod).toMatch(/, quoted freight$/);
    expect(result.order.lines.map((line) => [line.name, line.qyt])).toEqual([["Drill", 15]]);
    expect((await getTool(drill.id))!.available_qyt).toBe(35);
  });
});

describe("the review before accepting (issue 47)", () => {
  async function reviewed(quoteId: string, userId: string, addressId: string) {
    const customer = (await getUserById(userId))!;
    const { checkoutKey: _key, ...delivery } = choices(addressId);
    return reviewOrder({ customer, source: { kind: "quote", quoteId }, delivery });
  }

  it("shows the order as it will be placed, and placing what was reviewed places exactly that", async () => {
    const { user, addressId, quote, drill, bits } = await sentQuote();
    await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1));
    const review = await reviewed(quote.id, user.id, addressId);
    if ("problem" in review) throw new Error(JSON.stringify(review));
    expect(review).toMatchObject({
      source: { kind: "quote", quoteId: quote.id, round: 2 },
      totals: { subtotal: 165000, shipping: 4000, tax: 9718, amount: 178718 },
      purchaseOrder: "PO-SCHOOL",
      date: deliveryDate(),
    });
    expect(review.shippingMethod).toMatch(/, quoted freight$/);
    expect(review.address).toContain("Dayton");
    expect(review.lines).toEqual([
      expect.objectContaining({ name: "Drill", qyt: 15, price: 11000, amount: 165000 }),
    ]);
    // Nothing was claimed or reserved.
    expect((await getQuote(quote.id))!.status).toBe("sent");
    expect((await getTool(drill.id))!.available_qyt).toBe(50);

    const placed = await placeReviewed(user.id, addressId, review);
    if (placed.status !== "placed") throw new Error(JSON.stringify(placed));
    expect(placed.order).toMatchObject(review.totals);
    expect(placed.order.shippingMethod).toBe(review.shippingMethod);
  });

  it("refuses to place a review when the quote was sent again, or its totals moved, since", async () => {
    const { user, addressId, quote, drill, bits } = await sentQuote(
      deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min,
    );
    const review = await reviewed(quote.id, user.id, addressId);
    if ("problem" in review) throw new Error(JSON.stringify(review));
    await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1));
    expect(await placeReviewed(user.id, addressId, review)).toMatchObject({
      problem: "conflict",
      message: quoteTexts.changedSinceReview,
    });
    expect((await getQuote(quote.id))!.status).toBe("sent");
    // The round again, but a tax rate changed since the review: today's totals are said.
    const again = await reviewed(quote.id, user.id, addressId);
    if ("problem" in again) throw new Error(JSON.stringify(again));
    await db.updateTable("tax_rates").set({ rateBp: 600 }).where("state", "=", "OH").execute();
    try {
      expect(await placeReviewed(user.id, addressId, again)).toMatchObject({
        problem: "conflict",
        message: "Prices changed: review your order",
        totals: { subtotal: 165000, shipping: 4000, tax: 10140 },
      });
    } finally {
      await db.updateTable("tax_rates").set({ rateBp: 575 }).where("state", "=", "OH").execute();
    }
  });

  it("reviews only a sent quote of one's own, before its last day", async () => {
    const asked = await requestedQuote();
    expect(await reviewed(asked.quote.id, asked.user.id, asked.addressId)).toMatchObject({
      problem: "conflict",
      message: quoteTexts.notSentYet,
    });
    const theirs = await sentQuote();
    const stranger = await userWithToken();
    const strangerAddress = await addAddress({ userId: stranger.user.id }, ohio);
    expect(await reviewed(theirs.quote.id, stranger.user.id, strangerAddress!.id)).toMatchObject({
      problem: "missing",
    });
  });
});

describe("askForChanges (issue 47)", () => {
  it("adds the customer's words to the thread and takes the quote back to price", async () => {
    const { user, addressId, quote, drill, bits } = await sentQuote(
      deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min,
    );
    expect(await askForChanges(quote.id, user.id, "Could you do 15 drills?")).toEqual({
      status: "asked",
    });
    const asked = (await getQuote(quote.id))!;
    expect(asked).toMatchObject({ status: "requested", round: 1 });
    expect(asked.messages.at(-1)).toMatchObject({
      kind: "ask",
      round: 1,
      body: "Could you do 15 drills?",
    });
    expect(await acceptQuote(user.id, quote.id, choices(addressId))).toMatchObject({
      problem: "conflict",
      message: quoteTexts.beingRevised,
    });
    // Sent again, it can be accepted; accepted, it takes no more asks.
    await sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1));
    expect((await acceptQuote(user.id, quote.id, choices(addressId))).status).toBe("placed");
    expect(await askForChanges(quote.id, user.id, "Too late?")).toMatchObject({
      problem: "conflict",
      message: quoteTexts.alreadyAccepted,
    });
    const stranger = await userWithToken();
    expect(await askForChanges(quote.id, stranger.user.id, "Mine?")).toMatchObject({
      problem: "missing",
    });
  });

  it("lets one of an accept and a send of the same round through when they race", async () => {
    const { user, addressId, quote, drill, bits } = await sentQuote(
      deliveryWindow(new Date(Date.now() + 10 * 86_400_000)).min,
    );
    const [accepted, sent] = await Promise.all([
      acceptQuote(user.id, quote.id, { ...choices(addressId), round: 1 }),
      sendQuote(quote.id, fifteenDrillsNoBits(drill.id, bits.id, 1)),
    ]);
    expect([accepted.status, sent.status].filter((status) => status !== "refused")).toHaveLength(1);
    const after = (await getQuote(quote.id))!;
    if (accepted.status === "placed") {
      expect(after).toMatchObject({ status: "accepted", round: 1 });
      expect(accepted.order.lines).toHaveLength(2);
    } else expect(after).toMatchObject({ status: "sent", round: 2 });
  });
});

/** Places what a review showed: its source (the quote in its round) and its totals as expected. */
function placeReviewed(userId: string, addressId: string, review: OrderReview) {
  const { quoteId, round } = review.source;
  return acceptQuote(userId, quoteId, {
    ...choices(addressId),
    round,
    expected: { subtotal: review.totals.subtotal, amount: review.totals.amount },
  });
}

describe("the quote's PDF (issue 47)", () => {
  it("prints its number, each line with its part number whole, the freight and the total before tax", async () => {
    // As wide as a part number gets: 40 capitals, hyphens where a line could break.
    const sku = "WMWM-WMWM-WMWM-WMWM-WMWM-WMWM-WMWM-WMWMW";
    const asked = await requestedQuote();
    await db
      .updateTable("quote_lines")
      .set({ sku })
      .where("quoteId", "=", asked.quote.id)
      .execute();
    await sendQuote(asked.quote.id, fifteenDrillsNoBits(asked.drill.id, asked.bits.id, 0));
    const download = (headers: HeadersInit) =>
      answer(
        pdfApi(
          routeArgs(getRequest(`/api/quotes/${asked.quote.id}/pdf`, headers), {
            id: asked.quote.id,
          }),
        ) as Promise<Response>,
      );
    const stranger = await userWithToken();
    expect((await download(stranger.auth)).status).toBe(404);
    const file = await pdfApi(
      routeArgs(getRequest(`/api/quotes/${asked.quote.id}/pdf`, asked.auth), {
        id: asked.quote.id,
      }),
    );
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(`Quote\n${asked.quote.number}\n`);
    expect(text).toContain(`Drill 15 $110.00 $1,650.00\nPart no. ${sku}\n`);
    expect(text).toContain("Freight $40.00");
    expect(text).toContain("Total before tax $1,690.00");
    expect(text).toContain("Fifteen drills, freight by pallet");
  });
});
