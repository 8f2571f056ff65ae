import type { Kysely } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";

// The accountant's documents written straight to the database, as paying and refunding write
// them: the flows that make them have their own tests. Each takes the database, so end-to-end
// tests use them on a shop's own file too.

/** Gives an order its invoice as paying does: paid at `paidAt`, with `invoiceNumber`. */
export async function invoiceOrder(
  db: Kysely<DB>,
  orderId: string,
  { paidAt, invoiceNumber }: { paidAt: string; invoiceNumber: string },
) {
  await db.updateTable("orders").set({ paidAt, invoiceNumber }).where("id", "=", orderId).execute();
}

interface RefundAs {
  amount: number;
  /** When the money went back (a succeeded refund), or when it was asked for (any other): now. */
  at?: string;
  status?: "pending" | "succeeded" | "failed";
  /**
   * The credit note's number: a succeeded refund has one, no other does. Numbers a test leaves
   * out count from CN-{year}-900001, so they never meet the ones it chose.
   */
  creditNoteNumber?: string;
  reason?: string;
  source?: "admin" | "cancel" | "return" | "provider";
  restock?: boolean;
  /** Goods given back; none for a refund of an amount. */
  lines?: { toolId: string; qyt: number; amount: number }[];
}

let unchosenNumbers = 900_000;

/**
 * A refund of the order, succeeded by default (with its credit note), and the order's refunded
 * cents grown by it as a refund grows them.
 */
export async function insertRefund(
  db: Kysely<DB>,
  orderId: string,
  {
    amount,
    at = new Date().toISOString(),
    status = "succeeded",
    creditNoteNumber,
    reason = "Damaged in transit",
    source = "admin",
    restock = false,
    lines = [],
  }: RefundAs,
) {
  const succeeded = status === "succeeded";
  const refund = {
    id: newId(),
    orderId,
    amount,
    reason,
    restock: restock ? 1 : 0,
    source,
    status,
    creditNoteNumber: succeeded
      ? (creditNoteNumber ?? `CN-${at.slice(0, 4)}-${(unchosenNumbers += 1)}`)
      : null,
    createdAt: at,
    completedAt: status === "pending" ? null : at,
  };
  await db.insertInto("refunds").values(refund).execute();
  if (lines.length)
    await db
      .insertInto("refund_lines")
      .values(lines.map((line) => ({ refundId: refund.id, ...line })))
      .execute();
  if (succeeded)
    await db
      .updateTable("orders")
      .set((eb) => ({ refunded: eb("refunded", "+", amount) }))
      .where("id", "=", orderId)
      .execute();
  return refund;
}
