import type { Selectable } from "kysely";
import { newId } from "~db/id";
import type { Orders } from "~db/types";
import { db } from "~/services/db.server";
import { announcePublicChange } from "./public-changes.server";
import { sharedTexts } from "~/messages";

export type Order = Selectable<Orders>;
export type OrderStatus = "Pending" | "Shipped";

export class OrderRejectedError extends Error {
  constructor(
    message: string,
    readonly field: "qyt" | "toolId" = "qyt",
  ) {
    super(message);
  }
}

export const STOCK_CHANGED = sharedTexts.overStock;

export interface NewOrder {
  toolId: string;
  qyt: number;
  date: string;
  address: string;
  phone: string;
  requestId?: string;
  customer: { id: string; displayName: string; email: string };
}

function isDuplicateRequest(error: unknown) {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed: orders\.userId, orders\.requestId/.test(error.message)
  );
}

function findRequest(userId: string, requestId: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("userId", "=", userId)
    .where("requestId", "=", requestId)
    .executeTakeFirst();
}

/**
 * Places an unpaid order at the tool's own price and reserves its stock, in one transaction:
 * the stock is taken by a single conditional update (`available_qyt >= qyt`), so no number of
 * concurrent orders can take more than there is. The same request id placed twice (a
 * double-submitted form) gives back the first order.
 */
export async function placeOrder(input: NewOrder): Promise<Order> {
  if (input.requestId) {
    const earlier = await findRequest(input.customer.id, input.requestId);
    if (earlier) return earlier;
  }
  try {
    const placed = await db.transaction().execute(async (trx) => {
      const tool = await trx
        .selectFrom("tools")
        .select(["id", "name", "price", "minimum_qyt"])
        .where("id", "=", input.toolId)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (!tool) throw new OrderRejectedError("This tool is no longer sold", "toolId");
      if (input.qyt < tool.minimum_qyt)
        throw new OrderRejectedError(`Minimum Order Quantity Is ${tool.minimum_qyt}`);

      const reserved = await trx
        .updateTable("tools")
        .set((eb) => ({ available_qyt: eb("available_qyt", "-", input.qyt) }))
        .where("id", "=", tool.id)
        .where("available_qyt", ">=", input.qyt)
        .executeTakeFirst();
      if (reserved.numUpdatedRows === 0n) throw new OrderRejectedError(STOCK_CHANGED);

      const placedAt = new Date().toISOString();
      const order = {
        id: newId(),
        toolId: tool.id,
        userId: input.customer.id,
        requestId: input.requestId ?? null,
        date: input.date,
        name: tool.name,
        qyt: input.qyt,
        customer: input.customer.displayName,
        email: input.customer.email,
        address: input.address,
        phone: input.phone,
        price: tool.price,
        amount: tool.price * input.qyt,
        createdAt: placedAt,
        statusChangedAt: placedAt,
      };
      return trx.insertInto("orders").values(order).returningAll().executeTakeFirstOrThrow();
    });
    // The stock the catalogue shows went down.
    announcePublicChange("catalogue");
    return placed;
  } catch (error) {
    // Two posts of one form at the same moment: the unique index lets one in.
    if (input.requestId && isDuplicateRequest(error)) {
      const earlier = await findRequest(input.customer.id, input.requestId);
      if (earlier) return earlier;
    }
    throw error;
  }
}

export function getOrder(id: string): Promise<Order | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

const newestFirst = () =>
  db.selectFrom("orders").selectAll().orderBy("createdAt", "desc").orderBy("id");

export function listOrdersOf(userId: string): Promise<Order[]> {
  return newestFirst().where("userId", "=", userId).execute();
}

export function listAllOrders(): Promise<Order[]> {
  return newestFirst().execute();
}

/** Deletes an unpaid order and gives its stock back, together. False if it is gone or paid. */
export async function cancelUnpaidOrder(orderId: string): Promise<boolean> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const order = await trx
      .deleteFrom("orders")
      .where("id", "=", orderId)
      .where("paid", "=", 0)
      .returning(["toolId", "qyt"])
      .executeTakeFirst();
    if (!order) return false;
    await trx
      .updateTable("tools")
      .set((eb) => ({ available_qyt: eb("available_qyt", "+", order.qyt) }))
      .where("id", "=", order.toolId)
      .execute();
    return true;
  });
  if (cancelled) announcePublicChange("catalogue");
  return cancelled;
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
  | "no-such-order";

/**
 * Marks an order paid (payment id, status Pending) for a payment the provider has confirmed.
 * Idempotent: the same payment again changes nothing. Never for another amount or currency.
 */
export async function fulfilOrder(payment: ConfirmedPayment): Promise<FulfilmentResult> {
  const order = await getOrder(payment.orderId);
  if (!order) return "no-such-order";
  if (order.paid)
    return order.paymentId === payment.paymentId ? "already-fulfilled" : "paid-by-another-payment";
  if (payment.amount !== order.amount || payment.currency.toLowerCase() !== "usd")
    return "amount-mismatch";
  const marked = await db
    .updateTable("orders")
    .set({
      paid: 1,
      paymentId: payment.paymentId,
      status: "Pending",
      statusChangedAt: new Date().toISOString(),
    })
    .where("id", "=", order.id)
    .where("paid", "=", 0)
    .where("amount", "=", payment.amount)
    .executeTakeFirst();
  if (marked.numUpdatedRows > 0n) return "fulfilled";
  // Another delivery of a payment got there first: say what it was.
  return fulfilOrder(payment);
}

/** Only a paid, Pending order can ship. False otherwise. */
export async function shipOrder(orderId: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "Shipped", statusChangedAt: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("paid", "=", 1)
    .where("status", "=", "Pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
