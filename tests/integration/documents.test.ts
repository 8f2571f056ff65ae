// Invoices and credit notes: the PDFs' text read back (numbers, lines, totals), who may download
// them, the payment mail that carries the invoice over real SMTP on loopback, and invoice
// numbers that stay gap-free and unrepeated when payments land at once (this file runs on SQLite
// and on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeMail } from "#app/mail/compose.server.ts";
import { documentAttachment } from "#app/utils/document-links.ts";
import { fulfilOrder, writeOrder } from "#app/models/order.server.ts";
import { queueMail } from "#app/models/outbox.server.ts";
import { loader as invoiceApi } from "#app/routes/api.orders.$id.invoice.ts";
import { loader as creditNoteApi } from "#app/routes/api.refunds.$id.credit-note.ts";
import { db } from "#app/db.server.ts";
import { deliverDueMail } from "#app/services/mail/sender.server.ts";
import { smtpTransport } from "#app/services/mail/transport.server.ts";
import { fulfilFromProvider } from "#app/services/payments/fulfilment.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { env } from "#app/utils/env.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { getRequest, routeArgs } from "#tests/support/route-args.ts";
import { startSmtpInbox, type SmtpInbox } from "#tests/support/smtp-inbox.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";
import { insertRefund, invoiceNumbersThisYear } from "#tests/fixtures/after-sale.ts";

const delivery = {
  date: "2027-01-15",
  address: "9 Invoice Lane, Dayton, OH 45402",
  phone: "555-0142",
};

/** An unpaid order of a drill and three packs of bits, shipped by ground and taxed at 5.75%. */
async function orderOfLines(buyer?: Awaited<ReturnType<typeof userWithToken>>) {
  const drill = await insertTool({ name: "Invoice Drill", price: 8_999, available_qyt: 100 });
  const bits = await insertTool({ name: "Invoice Bits", price: 1_300, available_qyt: 100 });
  const customer = buyer ?? (await userWithToken());
  const lines = [
    { toolId: drill.id, name: drill.name, qyt: 1, price: drill.price },
    { toolId: bits.id, name: bits.name, sku: "FL-BITS-3", qyt: 3, price: bits.price },
  ];
  const taxRule = { rateBp: 575, taxShipping: true };
  const written = await db.transaction().execute((trx) =>
    writeOrder(trx, {
      ...delivery,
      customer: customer.user,
      lines,
      totals: orderTotals(12_899, { price: 1_500, freeAbove: null }, taxRule),
      taxRule,
      shippingMethod: "Standard ground",
      purchaseOrder: "PO-4471",
    }),
  );
  if (!("order" in written)) throw new Error("the stock is there");
  return { buyer: customer, order: written.order, drill, bits };
}

/** The order, paid with the sandbox's test card through the shop's one fulfilment path. */
async function paidOrder(buyer?: Awaited<ReturnType<typeof userWithToken>>) {
  const placed = await orderOfLines(buyer);
  const charge = await chargeSandboxCard(placed.order, SANDBOX_CARDS.success);
  if (!charge.ok) throw new Error("the sandbox takes the test card");
  expect(await fulfilFromProvider(charge.payment, placed.order.id)).toBe("fulfilled");
  const { invoiceNumber } = await db
    .selectFrom("orders")
    .select("invoiceNumber")
    .where("id", "=", placed.order.id)
    .executeTakeFirstOrThrow();
  return { ...placed, paymentId: charge.payment.paymentId, invoiceNumber: invoiceNumber! };
}

/** A loader's answer, thrown or returned. */
const settle = (call: Promise<Response>) =>
  call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

const downloadInvoice = (orderId: string, headers: HeadersInit = {}) =>
  settle(
    invoiceApi(
      routeArgs(getRequest(`/api/orders/${orderId}/invoice`, headers), { id: orderId }),
    ) as Promise<Response>,
  );
const downloadCreditNote = (refundId: string, headers: HeadersInit = {}) =>
  settle(
    creditNoteApi(
      routeArgs(getRequest(`/api/refunds/${refundId}/credit-note`, headers), { id: refundId }),
    ) as Promise<Response>,
  );

/** A PDF answer's text, after checking it is a PDF saved under `filename`. */
async function pdfOf(response: Response, filename: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${filename}"`);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The fonts travel in the file (TrueType, subset), never a reader's stand-in for Helvetica.
  expect(bytes.includes("/FontFile2")).toBe(true);
  expect(bytes.includes("Helvetica")).toBe(false);
  return pdfText(bytes);
}

const invoiceNumberPattern = new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`);

describe("the invoice", () => {
  it("names the seller, the buyer, the number, each line, the totals and the payment", async () => {
    const { buyer, order, paymentId, invoiceNumber } = await paidOrder();
    expect(invoiceNumber).toMatch(invoiceNumberPattern);
    const text = await pdfOf(await downloadInvoice(order.id, buyer.auth), `${invoiceNumber}.pdf`);
    for (const expected of [
      "Invoice",
      invoiceNumber,
      env.SELLER_NAME,
      "1200 Foundry Road",
      env.SELLER_TAX_ID,
      `Order number ${order.number}`,
      "PO reference PO-4471",
      "Bill to",
      buyer.user.displayName,
      buyer.user.email,
      "Ship to",
      "9 Invoice Lane, Dayton, OH 45402",
      "Invoice Drill 1 $89.99 $89.99",
      "Invoice Bits 3 $13.00 $39.00",
      // The part number the line was ordered by, under its name.
      "Part no. FL-BITS-3",
      "Subtotal $128.99",
      "Shipping (Standard ground) $15.00",
      // (128.99 + 15.00) × 5.75% = 8.279... : $8.28, half up
      "Tax (5.75%) $8.28",
      "Total $152.27",
      `by Sandbox card, payment id ${paymentId}.`,
    ])
      expect(text).toContain(expected);
  });

  it("is an admin's to download too, with the session cookie", async () => {
    const { order, invoiceNumber } = await paidOrder();
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const text = await pdfOf(
      await downloadInvoice(order.id, { Cookie: cookie }),
      `${invoiceNumber}.pdf`,
    );
    expect(text).toContain(invoiceNumber);
  });

  it("is refused while unpaid (409), to another customer and for no order (404), to a visitor (401)", async () => {
    const { buyer, order } = await orderOfLines();
    const unpaid = await downloadInvoice(order.id, buyer.auth);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ error: "The order has no invoice until it is paid" });

    const paid = await paidOrder();
    const stranger = await userWithToken();
    const refused = await downloadInvoice(paid.order.id, stranger.auth);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "No such order" });
    expect((await downloadInvoice("0".repeat(24), stranger.auth)).status).toBe(404);
    expect((await downloadInvoice(paid.order.id)).status).toBe(401);
  });
});

describe("the credit note", () => {
  it("names its number, the invoice it corrects, the lines given back, the reason and the total", async () => {
    const { buyer, order, bits, invoiceNumber, paymentId } = await paidOrder();
    const refund = await insertRefund(db, order.id, {
      amount: 2_600,
      reason: "Two packs arrived damaged",
      lines: [{ toolId: bits.id, qyt: 2, amount: 2_600 }],
    });
    expect(refund.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    const text = await pdfOf(
      await downloadCreditNote(refund.id, buyer.auth),
      `${refund.creditNoteNumber}.pdf`,
    );
    for (const expected of [
      "Credit note",
      refund.creditNoteNumber!,
      `Corrects invoice ${invoiceNumber}`,
      `Order number ${order.number}`,
      buyer.user.displayName,
      "Invoice Bits 2 $13.00 $26.00",
      "Total refunded $26.00",
      "Reason: Two packs arrived damaged",
      `to the card that paid (Sandbox card, payment id ${paymentId}).`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Invoice Drill");
  });

  it("of a refunded amount has no lines, only the amount", async () => {
    const { order } = await paidOrder();
    const admin = await userWithToken("admin");
    const refund = await insertRefund(db, order.id, { amount: 1_000, reason: "Goodwill" });
    const text = await pdfOf(
      await downloadCreditNote(refund.id, admin.auth),
      `${refund.creditNoteNumber}.pdf`,
    );
    expect(text).toContain("Total refunded $10.00");
    expect(text).not.toContain("Unit price");
  });

  it("is refused to another customer, for a refund not yet done, and to a visitor", async () => {
    const { buyer, order } = await paidOrder();
    const done = await insertRefund(db, order.id, { amount: 500, reason: "Late" });
    const pending = await insertRefund(db, order.id, {
      amount: 500,
      reason: "Asked",
      status: "pending",
    });
    const stranger = await userWithToken();
    const refused = await downloadCreditNote(done.id, stranger.auth);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "No such credit note" });
    expect((await downloadCreditNote(pending.id, buyer.auth)).status).toBe(404);
    expect((await downloadCreditNote(done.id)).status).toBe(401);
    expect((await downloadCreditNote(done.id, buyer.auth)).status).toBe(200);
  });
});

describe("invoice numbers", () => {
  const numbersThisYear = () => invoiceNumbersThisYear(db);

  it("are 1..n without a gap or a repeat when 24 payments, each delivered twice, land at once", async () => {
    const buyer = await userWithToken();
    const orders = [];
    for (let index = 0; index < 24; index++) orders.push((await orderOfLines(buyer)).order);
    const before = (await numbersThisYear()).length;
    // Each payment twice (a webhook and the return page, say): the twin must take no number.
    const results = await Promise.all(
      [...orders, ...orders].map((order) =>
        fulfilOrder({
          paymentId: `sb_race_${order.id}`,
          orderId: order.id,
          amount: order.amount,
          currency: "usd",
        }),
      ),
    );
    expect(results.filter((result) => result === "fulfilled")).toHaveLength(24);
    expect(results.filter((result) => result === "already-fulfilled")).toHaveLength(24);
    const numbers = await numbersThisYear();
    expect(numbers).toHaveLength(before + 24);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const { last } = await db
      .selectFrom("document_sequences")
      .select("last")
      .where("kind", "=", "invoice")
      .where("year", "=", new Date().getUTCFullYear())
      .executeTakeFirstOrThrow();
    expect(last).toBe(numbers.length);
  });
});

describe("the payment mail", () => {
  let inbox: SmtpInbox;
  let smtp: ReturnType<typeof smtpTransport>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    smtp = smtpTransport(inbox.url);
    // The tests above queued mail enough: each test here delivers only its own.
    await db.deleteFrom("outbox").execute();
  });
  afterAll(() => inbox.stop());

  /** Every due mail, delivered (the sender's passes one after another). */
  async function drain() {
    while ((await deliverDueMail(smtp)) > 0);
  }

  it("carries the invoice as a PDF named by its number, drawn when sent", async () => {
    const { buyer, invoiceNumber } = await paidOrder();
    await drain();
    const mail = inbox.to(buyer.user.email).find((one) => one.kind === "payment-received");
    expect(mail?.text).toContain(`Your invoice ${invoiceNumber} is attached.`);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoiceNumber}.pdf`, "application/pdf"],
    ]);
    const text = await pdfText(mail!.attachments[0]!.content);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("Total $152.27");
    // The other mails of the order carry nothing.
    const placed = inbox.to(buyer.user.email).find((one) => one.kind === "order-placed");
    expect(placed?.attachments).toEqual([]);
  });

  it("carries a refund's credit note the same way", async () => {
    const { buyer, order } = await paidOrder();
    const refund = await insertRefund(db, order.id, { amount: 1_250, reason: "Goodwill" });
    await queueMail(db, {
      ...composeMail("refund-issued", buyer.user.email, "Refund issued", {
        greeting: "Hello,",
        lead: ["Your money is on its way back."],
      }),
      attachment: documentAttachment("credit-note", refund.id),
    });
    await drain();
    const mail = inbox.to(buyer.user.email).find((one) => one.kind === "refund-issued");
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `${refund.creditNoteNumber}.pdf`,
    ]);
    expect(await pdfText(mail!.attachments[0]!.content)).toContain("Total refunded $12.50");
  });

  it("is not sent without the document it names: it waits, with the reason for the admin", async () => {
    const to = `no-document-${Date.now()}@shop.example`;
    await queueMail(db, {
      ...composeMail("refund-issued", to, "Refund issued", { greeting: "Hello,", lead: [] }),
      attachment: documentAttachment("credit-note", "0".repeat(24)),
    });
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await deliverDueMail(smtp);
    } finally {
      console.error = logged;
    }
    expect(inbox.to(to)).toEqual([]);
    const row = await db
      .selectFrom("outbox")
      .select(["sentAt", "lastError"])
      .where("to", "=", to)
      .executeTakeFirstOrThrow();
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toBe(
      `The mail's attachment credit-note:${"0".repeat(24)} names no document`,
    );
    expect(errors).toHaveLength(1);
  });
});
