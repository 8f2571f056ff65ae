// A succeeded refund written straight to the database, numbered as the shop numbers credit
// notes (the next of the year's sequence, in the transaction that writes it): the documents'
// tests need refunds before (and apart from) the refund model that makes them. Takes the
// database, so end-to-end tests use it on the shop's own too.
import type { Kysely } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { nextDocumentNumber } from "#app/models/document-number.server.ts";

export interface RefundFixture {
  orderId: string;
  amount: number;
  reason: string;
  /** Goods given back; none for a refund of an amount. */
  lines?: { toolId: string; qyt: number; amount: number }[];
  status?: "succeeded" | "pending";
}

export async function insertRefund(
  db: Kysely<DB>,
  { orderId, amount, reason, lines = [], status = "succeeded" }: RefundFixture,
) {
  const id = newId();
  const at = new Date();
  return db.transaction().execute(async (trx) => {
    const creditNoteNumber =
      status === "succeeded" ? await nextDocumentNumber(trx, "credit-note", at) : null;
    await trx
      .insertInto("refunds")
      .values({
        ...{ id, orderId, amount, reason, restock: 0, source: "admin", status },
        ...{ creditNoteNumber, createdAt: at.toISOString() },
        completedAt: status === "succeeded" ? at.toISOString() : null,
      })
      .execute();
    if (lines.length)
      await trx
        .insertInto("refund_lines")
        .values(lines.map((line) => ({ refundId: id, ...line })))
        .execute();
    await trx
      .updateTable("orders")
      .set((eb) => ({ refunded: eb("refunded", "+", status === "succeeded" ? amount : 0) }))
      .where("id", "=", orderId)
      .execute();
    return { id, creditNoteNumber };
  });
}

/** What a test's refund asks unless it says otherwise: an admin's, without restock. */
export const ADMIN_REFUND = {
  restock: false,
  reason: "Test refund",
  source: "admin",
  by: null,
} as const;
