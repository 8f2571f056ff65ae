import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  orderCancelledMail,
  orderExpiredMail,
  orderPlacedMail,
  orderShippedMail,
  paymentReceivedMail,
} from "#app/mail/order-mails.server.ts";
import { linesSummary } from "#app/utils/order-lines.ts";
import {
  isOpenUnpaid,
  isShippable,
  ORDER_STATES,
  orderStateLabel,
  orderStateLabels,
  orderStateOf,
  paymentLabel,
} from "#app/utils/order-state.ts";

/** One order in each state, as the database keeps it. */
const money = { amount: 5000, refunded: 0 };
const orders = {
  unpaid: { paid: 0, status: null, closed: null, ...money },
  paid: { paid: 1, status: "Pending", closed: null, ...money },
  shipped: { paid: 1, status: "Shipped", closed: null, ...money },
  partly_refunded: { paid: 1, status: "Shipped", closed: null, amount: 5000, refunded: 1200 },
  refunded: { paid: 1, status: "Shipped", closed: null, amount: 5000, refunded: 5000 },
  cancelled: { paid: 0, status: null, closed: "cancelled", ...money },
  expired: { paid: 0, status: null, closed: "expired", ...money },
} as const;

describe("an order's state", () => {
  it("has exactly one label for each state, none shared, in the spec's words", () => {
    expect(Object.keys(orderStateLabels)).toEqual([...ORDER_STATES]);
    expect(new Set(Object.values(orderStateLabels)).size).toBe(ORDER_STATES.length);
    expect(orderStateLabels).toEqual({
      unpaid: "Not Paid",
      paid: "Pending",
      shipped: "Completed",
      partly_refunded: "Partly refunded",
      refunded: "Refunded",
      cancelled: "Cancelled",
      expired: "Expired",
    });
  });

  it("is read from paid, status and closed, and labelled from that alone", () => {
    for (const state of ORDER_STATES) {
      expect(orderStateOf(orders[state])).toBe(state);
      expect(orderStateLabel(orders[state])).toBe(orderStateLabels[state]);
    }
    expect(ORDER_STATES.filter((state) => isOpenUnpaid(orders[state]))).toEqual(["unpaid"]);
    expect(ORDER_STATES.filter((state) => isShippable(orders[state]))).toEqual(["paid"]);
    // An order that ended unpaid owes nothing: its payment says its state (issue 45, finding 11).
    expect(ORDER_STATES.map((state) => paymentLabel(orders[state]))).toEqual([
      "Not Paid",
      "Paid",
      "Paid",
      "Paid",
      "Paid",
      "Cancelled",
      "Expired",
    ]);
    const paidThenCancelled = { ...orders.paid, closed: "cancelled" };
    expect(paymentLabel(paidThenCancelled)).toBe("Paid");
  });
});

/** Every source file of the shop, with its path. */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path, "utf8") };
    });
}

describe("the state's labels in the shop's pages, tables, filters, exports and mails", () => {
  it("are written in one place: no other file spells a label or an old variant of one", () => {
    const labels =
      /"(Not Paid|Unpaid|Completed|Shipped \(Completed\)|Paid \(Pending\))"|>\s*(Completed|Not Paid)\s*</;
    const offenders = sources("app")
      .filter(({ path }) => path !== join("app", "utils", "order-state.ts"))
      .filter(({ text }) => labels.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it("are what the mails say of an order in each state", () => {
    const order = {
      id: "0123456789abcdef01234567",
      number: "FL-100042",
      toolId: "tool",
      name: "Drill",
      qyt: 2,
      amount: 2_000,
      subtotal: 2_000,
      promotions: null,
      shipping: 0,
      shippingMethod: null,
      tax: 0,
      purchaseOrder: null,
      date: "2027-01-15",
      address: "1 Test Street",
      phone: "555-0100",
      email: "buyer@shop.example",
      customer: "Buyer",
      paymentId: null,
      invoiceNumber: null,
      carrier: null,
      trackingNumber: null,
      lines: [{ name: "Drill", qyt: 2, price: 1_000, amount: 2_000 }],
    };
    const mails = [
      orderPlacedMail({ ...order, ...orders.unpaid }, new Date()),
      paymentReceivedMail({ ...order, ...orders.paid }),
      orderShippedMail({ ...order, ...orders.shipped }),
      orderCancelledMail({ ...order, ...orders.cancelled }, "customer"),
      orderExpiredMail({ ...order, ...orders.expired }),
    ];
    expect(mails.map((mail) => /^Status: (.*)$/m.exec(mail.text)?.[1])).toEqual(
      (["unpaid", "paid", "shipped", "cancelled", "expired"] as const).map(
        (state) => orderStateLabels[state],
      ),
    );
  });
});

describe("an order's lines in one phrase", () => {
  it("names up to three lines, then how many more", () => {
    const line = (qyt: number, name: string) => ({ qyt, name });
    expect(linesSummary([line(3, "Test Hammer")])).toBe("3 × Test Hammer");
    expect(linesSummary([line(1, "Drill"), line(4, "Battery"), line(2, "Bits")])).toBe(
      "1 × Drill, 4 × Battery, 2 × Bits",
    );
    expect(
      linesSummary([line(1, "Drill"), line(4, "Battery"), line(2, "Bits"), line(1, "Case")]),
    ).toBe("1 × Drill, 4 × Battery, +2 more");
  });
});
