import type { Kysely } from "kysely";
import type { DB } from "#db/types.ts";

// What of an order's lines is spoken for (issue 45): the pieces refunds have given back (or are
// giving back), and the pieces open returns hold. A return may be asked only for pieces neither
// holds; a refund by lines may not take what an open return holds (but the return's own
// receipt). A received return counts through its refund's lines. Read inside the caller's
// transaction, after it wrote the order's row: refunds and returns of one order do that first.

/** Refunds of these states hold their cents and their pieces: a failed one gave them back. */
export const HOLDING_REFUNDS = ["pending", "succeeded"];

/** Returns of these states hold their pieces: waiting for a decision, or for the parcel. */
export const OPEN_RETURNS = ["requested", "approved"];

/** Per tool of the order, the pieces and goods cents its holding refunds give back. */
export async function refundedPieces(
  reader: Kysely<DB>,
  orderId: string,
): Promise<Map<string, { qyt: number; amount: number }>> {
  const rows = await reader
    .selectFrom("refund_lines")
    .innerJoin("refunds", "refunds.id", "refund_lines.refundId")
    .select((eb) => [
      "refund_lines.toolId",
      eb.fn.sum<number | string>("refund_lines.qyt").as("qyt"),
      eb.fn.sum<number | string>("refund_lines.amount").as("amount"),
    ])
    .where("refunds.orderId", "=", orderId)
    .where("refunds.status", "in", HOLDING_REFUNDS)
    .groupBy("refund_lines.toolId")
    .execute();
  return new Map(
    rows.map((row) => [row.toolId, { qyt: Number(row.qyt), amount: Number(row.amount) }]),
  );
}

/**
 * Per tool of the order, the pieces its open returns hold, but return `except`'s. While an
 * approved return's own refund is pending its pieces count twice (held and being refunded): a
 * request meanwhile is told less may come back, never more.
 */
export async function piecesInOpenReturns(
  reader: Kysely<DB>,
  orderId: string,
  except: string | null = null,
): Promise<Map<string, number>> {
  let query = reader
    .selectFrom("return_lines")
    .innerJoin("returns", "returns.id", "return_lines.returnId")
    .select((eb) => [
      "return_lines.toolId",
      eb.fn.sum<number | string>("return_lines.qyt").as("qyt"),
    ])
    .where("returns.orderId", "=", orderId)
    .where("returns.status", "in", OPEN_RETURNS)
    .groupBy("return_lines.toolId");
  if (except) query = query.where("returns.id", "!=", except);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.toolId, Number(row.qyt)]));
}
