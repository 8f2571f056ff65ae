import type { ExpressionBuilder, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import { summaryOfLines } from "#db/order-line-rows.ts";
import type { DB } from "#db/types.ts";
import {
  orderCancelledMail,
  orderExpiredMail,
  orderPlacedMail,
  orderShippedMail,
  paymentReceivedMail,
  type CancelledBy,
} from "#app/mail/order-mails.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import {
  insertOrderLines,
  linesIn,
  reserveStock,
  restoreStock,
  withLines,
  type LineSnapshot,
  type Order,
  type OrderWithLines,
} from "./order-line.server";
import { billToAtPayment } from "./bill-to.server";
import { nextDocumentNumber, nextRecordNumber } from "./document-number.server";
import { queueMail } from "./outbox.server";
import { giveUsesBack, promotionsJson } from "./promotion.server";
import { announce } from "./webhook-outbox.server";
import { announcePublicChange } from "./public-changes.server";
import type { OrderJson } from "#app/schemas/api/orders.ts";
import type { Tracking } from "#app/schemas/shipment.ts";
import { centsToDollars } from "#app/utils/money.ts";
import {
  chargedTaxRule,
  isOverOrderMaximum,
  keptPromotions,
  type OrderTotals,
  type TaxExemption,
  type TaxRule,
} from "#app/commerce/index.ts";
import { apiOrderState, orderStateOf } from "#app/utils/order-state.ts";
import { isCarrier, trackingUrl } from "#app/utils/tracking.ts";

export type OrderStatus = "Pending" | "Shipped";
/** How an unpaid order ended; it stays in the books, not payable. */
export type OrderClosing = "cancelled" | "expired";

const HOUR_MS = 3_600_000;

/** When an unpaid order whose hold started at `heldFrom` (holdStartOf) stops holding its stock. */
export function holdEndsAt(heldFrom: string): Date {
  return new Date(Date.parse(heldFrom) + env.ORDER_HOLD_HOURS * HOUR_MS);
}

/**
 * When an order's hold on its stock started: when it was placed or, for one that needed
 * approval, when it was approved (issue 48): its buyer gets the whole hold to pay it.
 */
export const holdStartOf = (order: Pick<Order, "createdAt" | "approvalDecidedAt">) =>
  order.approvalDecidedAt ?? order.createdAt;

/** Orders whose hold started before this moment and still unpaid are due to expire. */
const expiryCutoff = () => new Date(now().getTime() - env.ORDER_HOLD_HOURS * HOUR_MS).toISOString();

/**
 * holdStartOf in SQL: the hold ran out (`true`) or still runs. The placing moment is compared
 * too, so the sweep's index over it (orders_open_unpaid) still narrows the rows; an approval
 * is never before it.
 */
export function holdRanOut(ran: boolean, cutoff = expiryCutoff()) {
  return (eb: ExpressionBuilder<DB, "orders">) => {
    // Named with their table: the approvals' queries join the buyer's row, which has a createdAt.
    const start = eb.fn.coalesce("orders.approvalDecidedAt", "orders.createdAt");
    return ran
      ? eb.and([eb("orders.createdAt", "<", cutoff), eb(start, "<", cutoff)])
      : eb(start, ">=", cutoff);
  };
}

/** An unpaid, open order whose hold has run out (the sweep has not reached it yet). */
export function isDueToExpire(
  order: Pick<Order, "paid" | "closed" | "createdAt" | "approvalDecidedAt">,
): boolean {
  return !order.paid && !order.closed && holdStartOf(order) < expiryCutoff();
}

/** An order about to be written: who, where, when, what (its lines), and its totals. */
export interface OrderDraft {
  /** With the company they buy for, if any: the order is the company's too (issue 48). */
  customer: { id: string; displayName: string; email: string; companyId?: string | null };
  date: string;
  address: string;
  phone: string;
  lines: LineSnapshot[];
  totals: OrderTotals;
  /** The sales tax rule of the state shipped to (none for the spec's one-tool flow). */
  taxRule?: TaxRule | null;
  /** The certificate that exempted it (issue 48): kept on the order, its rule not charged. */
  taxExemption?: (TaxExemption & { id: string }) | null;
  requestId?: string | null;
  checkoutKey?: string | null;
  /** The digest of the request the key came with (request-digest.server.ts). */
  requestDigest?: string | null;
  shippingMethod?: string | null;
  purchaseOrder?: string | null;
  /** What its promotions gave, as the order keeps it (promotionsKept); none without. */
  promotions?: { promotionCode: string | null; promotions: string | null };
  /** The company the customer buys for (issue 48), if they belong to one. */
  companyId?: string | null;
  /** Above the buyer's spending limit: placed awaiting approval (order-approval.server.ts). */
  awaitingApproval?: boolean;
  /** On account (issue 48): no card asked, so no mail saying to pay; its invoice mail follows. */
  paymentMethod?: "card" | "account";
}

/**
 * Takes every line's stock, then writes an unpaid order with its number and lines and queues
 * its mail, in the caller's transaction. The number is taken last of all: every order in the
 * shop takes the one sequence row (document-number.server), which on PostgreSQL stays locked
 * until the commit, so the transaction holds it for the few inserts after it, not for the
 * stock; a tool's row is wanted only by the orders of that tool. Locks are taken in one order
 * (tools by id, then the sequence), so two orders never wait for each other in a cycle. An
 * order short of stock takes no number. Returns the order, or the first line short of stock,
 * or `tooLarge` for an order above the largest (MAX_ORDER_CENTS), of which nothing is written;
 * either way the caller must roll back.
 */
export async function writeOrder(
  trx: Transaction<DB>,
  draft: OrderDraft,
): Promise<{ order: OrderWithLines } | { short: LineSnapshot } | { tooLarge: OrderTotals }> {
  // Every way an order is placed comes here: the one check of its size, before any row.
  if (isOverOrderMaximum(draft.totals.amount)) return { tooLarge: draft.totals };
  const short = await reserveStock(trx, draft.lines);
  if (short) return { short };
  const placedAt = now().toISOString();
  // An exempt order keeps no rate: its refunds give back no tax it never charged.
  const charged = chargedTaxRule(draft.taxRule ?? null, draft.taxExemption);
  const number = await nextRecordNumber(trx, "order");
  const placed = await trx
    .insertInto("orders")
    .values({
      id: newId(),
      number,
      userId: draft.customer.id,
      customer: draft.customer.displayName,
      email: draft.customer.email,
      date: draft.date,
      address: draft.address,
      phone: draft.phone,
      ...summaryOfLines(draft.lines),
      ...draft.totals,
      taxRateBp: charged?.rateBp ?? 0,
      taxShipping: charged?.taxShipping ? 1 : 0,
      taxExemptionId: draft.taxExemption?.id ?? null,
      taxExemptNumber: draft.taxExemption?.number ?? null,
      taxExemptState: draft.taxExemption?.state ?? null,
      requestId: draft.requestId ?? null,
      checkoutKey: draft.checkoutKey ?? null,
      requestDigest: draft.requestDigest ?? null,
      shippingMethod: draft.shippingMethod ?? null,
      purchaseOrder: draft.purchaseOrder ?? null,
      promotionCode: draft.promotions?.promotionCode ?? null,
      promotions: draft.promotions?.promotions ?? null,
      companyId: draft.companyId ?? null,
      approval: draft.awaitingApproval ? "awaiting" : null,
      paymentMethod: draft.paymentMethod ?? "card",
      createdAt: placedAt,
      statusChangedAt: placedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lines = await insertOrderLines(trx, placed.id, draft.lines);
  // An order awaiting approval is not to be paid yet: its buyer's mail says so (placing's step);
  // one on account asks for no card: its invoice mail follows (putOnAccount).
  if (!draft.awaitingApproval && placed.paymentMethod !== "account")
    await queueMail(trx, orderPlacedMail({ ...placed, lines }, holdEndsAt(placedAt)));
  await announce(trx, "order.placed", orderJson({ ...placed, lines }));
  return { order: { ...placed, lines } };
}

export async function getOrder(id: string): Promise<OrderWithLines | undefined> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return order && (await withLines([order]))[0];
}

const newestFirst = () =>
  db.selectFrom("orders").selectAll().orderBy("createdAt", "desc").orderBy("id");

export async function listOrdersOf(userId: string): Promise<OrderWithLines[]> {
  return withLines(await newestFirst().where("userId", "=", userId).execute());
}

export async function listAllOrders(): Promise<OrderWithLines[]> {
  return withLines(await newestFirst().execute());
}

/**
 * Ends an open unpaid order (cancelled, or expired), gives its stock back and queues the mail
 * that says so, in one transaction. The order stays, not payable. False if it is paid or
 * already ended: one conditional update decides, however many instances try at once.
 */
export async function closeUnpaidOrder(
  orderId: string,
  closing: OrderClosing,
  by: CancelledBy = "customer",
): Promise<boolean> {
  const closed = await db
    .transaction()
    .execute((trx) => closeInTransaction(trx, orderId, closing, by));
  if (closed) announcePublicChange("catalogue");
  return closed;
}

async function closeInTransaction(
  trx: Transaction<DB>,
  orderId: string,
  closing: OrderClosing,
  by: CancelledBy,
) {
  let update = trx
    .updateTable("orders")
    .set({ closed: closing, statusChangedAt: now().toISOString() })
    .where("id", "=", orderId)
    .where("paid", "=", 0)
    .where("closed", "is", null);
  // Only an order whose hold has run out expires, whoever asks.
  if (closing === "expired") update = update.where(holdRanOut(true));
  const order = await update.returningAll().executeTakeFirst();
  if (!order) return false;
  await restoreStock(trx, order.id);
  await giveUsesBack(trx, order.id);
  const mailed = { ...order, lines: await linesIn(trx, order.id) };
  await queueMail(
    trx,
    closing === "expired" ? orderExpiredMail(mailed) : orderCancelledMail(mailed, by),
  );
  // An order whose hold ran out ended unpaid as a cancelled one did: `closed` tells which.
  await announce(trx, "order.cancelled", orderJson(mailed));
  return true;
}

/** Open unpaid orders whose hold has run out, oldest first (what the expiry sweep ends). */
export async function listOrdersDueToExpire(limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("orders")
    .select("id")
    .where("paid", "=", 0)
    .where("closed", "is", null)
    .where(holdRanOut(true))
    .orderBy("createdAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface ConfirmedPayment {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
}

export type FulfilmentResult =
  | "fulfilled"
  | "already-fulfilled"
  | "paid-by-another-payment"
  | "amount-mismatch"
  | "order-cancelled"
  | "order-expired"
  | "awaiting-approval"
  | "no-such-order";

/**
 * Marks an order paid (payment id, status Pending) for a payment the provider has confirmed,
 * and queues the receipt, together. Idempotent: the same payment again changes nothing. Never
 * for another amount or currency, nor for an order that ended unpaid: one whose hold ran out
 * expires here first, so a payment cannot slip in between two sweeps.
 */
export async function fulfilOrder(payment: ConfirmedPayment): Promise<FulfilmentResult> {
  const order = await getOrder(payment.orderId);
  if (!order) return "no-such-order";
  if (order.paid)
    return order.paymentId === payment.paymentId ? "already-fulfilled" : "paid-by-another-payment";
  if (isDueToExpire(order)) await closeUnpaidOrder(order.id, "expired");
  if (order.closed === "cancelled") return "order-cancelled";
  if (order.closed === "expired" || isDueToExpire(order)) return "order-expired";
  // Not payable before an admin of its company approves it (issue 48).
  if (order.approval === "awaiting") return "awaiting-approval";
  if (payment.amount !== order.amount || payment.currency.toLowerCase() !== "usd")
    return "amount-mismatch";
  const marked = await db.transaction().execute(async (trx) => {
    const paidAt = now();
    // Whom the invoice bills, as the account stands at the payment (issue 47): kept with it.
    const billTo = await billToAtPayment(trx, order);
    const paidOrder = await trx
      .updateTable("orders")
      .set({
        paid: 1,
        paymentId: payment.paymentId,
        status: "Pending",
        statusChangedAt: paidAt.toISOString(),
        paidAt: paidAt.toISOString(),
        ...billTo,
      })
      .where("id", "=", order.id)
      .where("paid", "=", 0)
      .where("closed", "is", null)
      .where(holdRanOut(false))
      .where((eb) => eb.or([eb("approval", "is", null), eb("approval", "!=", "awaiting")]))
      .where("amount", "=", payment.amount)
      .returningAll()
      .executeTakeFirst();
    if (!paidOrder) return false;
    // The invoice number is taken only once the order is certainly paid by this payment, in the
    // same transaction: a payment that loses the race above uses no number.
    const invoiceNumber = await nextDocumentNumber(trx, "invoice", paidAt);
    await trx.updateTable("orders").set({ invoiceNumber }).where("id", "=", order.id).execute();
    const paid = { ...paidOrder, invoiceNumber, lines: await linesIn(trx, paidOrder.id) };
    await queueMail(trx, paymentReceivedMail(paid));
    await announce(trx, "order.paid", orderJson(paid));
    return true;
  });
  if (marked) return "fulfilled";
  // Another delivery of a payment, a cancel or the sweep got there first: say what it was.
  return fulfilOrder(payment);
}

/**
 * Only a paid, Pending order that is neither cancelled nor wholly refunded can ship
 * (`isShippable`, here as one conditional update); it leaves when this commits, with the carrier
 * and tracking number if given, and its customer is told. False otherwise.
 */
export async function shipOrder(orderId: string, tracking: Tracking = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const shippedAt = now().toISOString();
    const shipped = await trx
      .updateTable("orders")
      .set({
        status: "Shipped",
        statusChangedAt: shippedAt,
        shippedAt,
        carrier: tracking.carrier ?? null,
        trackingNumber: tracking.trackingNumber ?? null,
      })
      .where("id", "=", orderId)
      .where("paid", "=", 1)
      .where("status", "=", "Pending")
      .where("closed", "is", null)
      .where((eb) => eb("refunded", "<", eb.ref("amount")))
      .returningAll()
      .executeTakeFirst();
    if (!shipped) return false;
    const withItsLines = { ...shipped, lines: await linesIn(trx, shipped.id) };
    await queueMail(trx, orderShippedMail(withItsLines));
    await announce(trx, "order.shipped", orderJson(withItsLines));
    return true;
  });
}

/**
 * The spec's JSON shape of an order (the API's): `_id` for the id, its field names, money in
 * dollars; then its lines and the parts of its amount.
 */
export function orderJson(order: OrderWithLines): OrderJson {
  return {
    _id: order.id,
    number: order.number,
    toolId: order.toolId,
    date: order.date,
    name: order.name,
    qyt: order.qyt,
    customer: order.customer,
    email: order.email,
    address: order.address,
    phone: order.phone,
    price: centsToDollars(order.price),
    amount: centsToDollars(order.amount),
    paid: Boolean(order.paid),
    paymentId: order.paymentId,
    status: order.status as OrderJson["status"],
    closed: (orderStateOf(order) === "declined" ? "declined" : order.closed) as OrderJson["closed"],
    createdAt: order.createdAt,
    state: apiOrderState(orderStateOf(order)),
    approval: order.approval
      ? {
          status: order.approval as NonNullable<OrderJson["approval"]>["status"],
          note: order.approvalNote,
          decidedAt: order.approvalDecidedAt,
        }
      : null,
    lines: order.lines.map((line) => ({
      toolId: line.toolId,
      name: line.name,
      qyt: line.qyt,
      price: centsToDollars(line.price),
      amount: centsToDollars(line.amount),
      sku: line.sku,
      discount: centsToDollars(line.discount),
    })),
    subtotal: centsToDollars(order.subtotal),
    discount: centsToDollars(order.discount),
    code: order.promotionCode,
    ...promotionsJson(keptPromotions(order.promotions)),
    shipping: centsToDollars(order.shipping),
    tax: centsToDollars(order.tax),
    taxExemption:
      order.taxExemptNumber && order.taxExemptState
        ? { number: order.taxExemptNumber, state: order.taxExemptState }
        : null,
    shippingMethod: order.shippingMethod,
    purchaseOrder: order.purchaseOrder,
    carrier: isCarrier(order.carrier) ? order.carrier : null,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order),
    invoiceNumber: order.invoiceNumber,
    refunded: centsToDollars(order.refunded),
  };
}
