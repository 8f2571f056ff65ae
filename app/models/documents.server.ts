import { db } from "#app/db.server.ts";
import type { Order, OrderWithLines } from "./order-line.server";
import { getOrder } from "./order.server";

// What the shop's numbered documents say, read from the rows the payment and the refunds wrote:
// the invoice of a paid order and the credit note of a succeeded refund. Read-only: a document
// is drawn again from these rows whenever it is asked for, and says the same every time.

/** A paid order as its invoice shows it: its number and date are the payment's. */
export type Invoice = OrderWithLines & { invoiceNumber: string; paidAt: string };

/** The order's invoice, or null while it has none (unpaid, or ended unpaid). */
export function invoiceFrom(order: OrderWithLines): Invoice | null {
  const { invoiceNumber, paidAt } = order;
  return invoiceNumber && paidAt ? { ...order, invoiceNumber, paidAt } : null;
}

export async function invoiceOf(orderId: string): Promise<Invoice | null> {
  const order = await getOrder(orderId);
  return order ? invoiceFrom(order) : null;
}

/**
 * One line of a credit note: goods of the order given back at the unit price they stood at (the
 * order's, or what an earlier refund re-priced them to), and, when the pieces kept of the line
 * cost more at their own quantity's price, how many are kept and at what unit price: `amount`
 * is `qyt × price` less `kept.qyt × (kept.price − price)`.
 */
export interface CreditedLine {
  name: string;
  /** The part number the order's line was ordered by. */
  sku: string | null;
  qyt: number;
  price: number;
  amount: number;
  kept: { qyt: number; price: number } | null;
}

export interface CreditNote {
  refundId: string;
  number: string;
  /** When the refund succeeded. */
  date: string;
  /** Cents given back in all. */
  amount: number;
  reason: string;
  /** The goods given back, if the refund named lines; empty for a refund of an amount. */
  lines: CreditedLine[];
  /** The order, and so the buyer and the invoice, that the credit note corrects. */
  order: Pick<
    Order,
    | "id"
    | "number"
    | "userId"
    | "customer"
    | "email"
    | "address"
    | "billToCompany"
    | "billToName"
    | "billToAddress"
    | "purchaseOrder"
    | "promotions"
    | "invoiceNumber"
    | "paidAt"
    | "paymentId"
    | "paymentMethod"
  >;
}

/** The credit note of a refund, or null unless the refund succeeded (only then is it numbered). */
export async function creditNoteOf(refundId: string): Promise<CreditNote | null> {
  const found = await db
    .selectFrom("refunds")
    .innerJoin("orders", "orders.id", "refunds.orderId")
    .select([
      "refunds.id as refundId",
      "refunds.creditNoteNumber",
      "refunds.completedAt",
      "refunds.amount",
      "refunds.reason",
      "orders.id",
      "orders.number",
      "orders.userId",
      "orders.customer",
      "orders.email",
      "orders.address",
      "orders.billToCompany",
      "orders.billToName",
      "orders.billToAddress",
      "orders.purchaseOrder",
      "orders.promotions",
      "orders.invoiceNumber",
      "orders.paidAt",
      "orders.paymentId",
      "orders.paymentMethod",
    ])
    .where("refunds.id", "=", refundId)
    .where("refunds.status", "=", "succeeded")
    .executeTakeFirst();
  if (!found?.creditNoteNumber || !found.completedAt) return null;
  const { refundId: id, creditNoteNumber, completedAt, amount, reason, ...order } = found;
  // A refund line names its tool; the order's line of that tool gives its name and unit price.
  const rows = await db
    .selectFrom("refund_lines")
    .innerJoin("order_lines", (join) =>
      join
        .onRef("order_lines.toolId", "=", "refund_lines.toolId")
        .on("order_lines.orderId", "=", order.id),
    )
    .select([
      "order_lines.name",
      "order_lines.sku",
      "refund_lines.qyt",
      // A refund from before lines kept their price gave its pieces back at the order's.
      (eb) => eb.fn.coalesce("refund_lines.price", "order_lines.price").as("price"),
      "refund_lines.amount",
      "refund_lines.keptQyt",
      "refund_lines.keptPrice",
    ])
    .where("refund_lines.refundId", "=", id)
    .orderBy("order_lines.position")
    .execute();
  const lines = rows.map(({ keptQyt, keptPrice, ...line }) => ({
    ...line,
    kept: keptQyt !== null && keptPrice !== null ? { qyt: keptQyt, price: keptPrice } : null,
  }));
  return {
    refundId: id,
    number: creditNoteNumber,
    date: completedAt,
    amount,
    reason,
    lines,
    order,
  };
}
