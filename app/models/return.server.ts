import type { Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, Returns } from "#db/types.ts";
import { returnApprovedMail, returnRejectedMail } from "#app/mail/return-mails.server.ts";
import { returnTexts } from "#app/messages.ts";
import type { ReturnDecisionRequest, ReturnRequest } from "#app/schemas/return.ts";
import { eachToolOnce } from "#app/schemas/return.ts";
import type { ReturnJson } from "#app/schemas/api/returns.ts";
import { now } from "#app/utils/clock.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { refused, type Refusal } from "#app/commerce/index.ts";
import { lineText } from "#app/utils/order-lines.ts";
import { db } from "#app/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import {
  DECISION_FROM,
  isReturnStatus,
  returnReasonLabels,
  returnStatusLabels,
  type ReceiptShown,
  type ReturnDecision,
  type ReturnReason,
  type ReturnStatus,
} from "#app/utils/returns.ts";
import type { Order } from "./order-line.server";
import { nextRecordNumber } from "./document-number.server";
import { HOLDING_REFUNDS, piecesInOpenReturns, refundedPieces } from "./held-pieces.server";
import { queueMail } from "./outbox.server";
import { announce } from "./webhook-outbox.server";
import {
  receiptOf,
  refundOrder,
  type MoneyBack,
  type Receipt,
  type RefundExpectation,
} from "./refund.server";

// A customer's request to send lines of a shipped order back, and the shop's decisions on it:
// requested, then approved or rejected, and an approved one received (its lines refunded).
// Every decision is one conditional update from the status it leaves, so two admins deciding at
// once make one decision, and the other is told what the return became. An approved return that
// can no longer be refunded in full (its pieces or the order's cents were given back meanwhile)
// is received for what is left, or rejected with a note.

export type Return = Selectable<Returns>;
/** A returned line: the tool, its name as ordered, and how many pieces come back. */
export interface ReturnLine {
  toolId: string;
  name: string;
  qyt: number;
}
export type ReturnWithLines = Return & { lines: ReturnLine[] };

const DAY_MS = 86_400_000;

/** The last moment a customer may ask to return lines of an order shipped at `shippedAt`. */
export function returnWindowEndsAt(shippedAt: string): Date {
  return new Date(Date.parse(shippedAt) + env.RETURN_DAYS * DAY_MS);
}

/** Why no return can be asked for this order now, or null when one can. */
export function whyNotReturnable(
  order: Pick<Order, "shippedAt" | "refunded" | "amount">,
): string | null {
  if (!order.shippedAt) return returnTexts.notShipped;
  if (now() > returnWindowEndsAt(order.shippedAt)) return returnTexts.windowPassed(env.RETURN_DAYS);
  if (order.refunded >= order.amount) return returnTexts.refundedInFull;
  return null;
}

/** A line of an order as a return sees it: what was shipped, and what may still come back. */
export interface ReturnableLine {
  toolId: string;
  name: string;
  /** The pieces shipped. */
  qyt: number;
  /** The pieces shipped less those refunded and those the order's open returns hold. */
  returnable: number;
}

/**
 * Each tool of an order (in the order's line order) with the pieces that may still be asked
 * back: not given back by a refund (a received return's among them), and not held by a return
 * still waiting for a decision or for its parcel.
 */
export async function returnableLines(
  orderId: string,
  reader: Kysely<DB> | Transaction<DB> = db,
): Promise<ReturnableLine[]> {
  const [lines, held, refunded] = await Promise.all([
    reader
      .selectFrom("order_lines")
      .select(["toolId", "name", "qyt"])
      .where("orderId", "=", orderId)
      .orderBy("position")
      .execute(),
    piecesInOpenReturns(reader, orderId),
    refundedPieces(reader, orderId),
  ]);
  const heldOf = (toolId: string) => (held.get(toolId) ?? 0) + (refunded.get(toolId)?.qyt ?? 0);
  // An order names a tool on one line; should it name one twice, the tool's pieces add up.
  const byTool = new Map<string, ReturnableLine>();
  for (const line of lines) {
    const known = byTool.get(line.toolId);
    if (known) known.qyt += line.qyt;
    else byTool.set(line.toolId, { ...line, returnable: 0 });
  }
  return [...byTool.values()].map((line) => ({
    ...line,
    returnable: Math.max(line.qyt - heldOf(line.toolId), 0),
  }));
}

/**
 * A customer asks to return lines of their own order, in one transaction: only their order
 * (anyone else's is missing), only once it has shipped and within RETURN_DAYS of that, and for
 * each line at most what was shipped less what the order's other returns hold. The order's row
 * is written first (a no-op), so two requests for one order run one after the other on any
 * engine and never hold the same pieces twice.
 */
export async function requestReturn(
  userId: string,
  orderId: string,
  request: ReturnRequest,
): Promise<{ status: "requested"; return: ReturnWithLines } | Refusal> {
  if (!request.lines.length) return refused("invalid", returnTexts.noLines, { field: "lines" });
  if (!eachToolOnce(request.lines))
    return refused("invalid", returnTexts.sameToolTwice, { field: "lines" });
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable("orders")
      .set((eb) => ({ shippedAt: eb.ref("shippedAt") }))
      .where("id", "=", orderId)
      .where("userId", "=", userId)
      .returningAll()
      .executeTakeFirst();
    if (!order) return refused("missing", "No such order");
    const closed = whyNotReturnable(order);
    if (closed) return refused("conflict", closed);
    const lines = new Map((await returnableLines(order.id, trx)).map((l) => [l.toolId, l]));
    for (const asked of request.lines) {
      const line = lines.get(asked.toolId);
      if (!line)
        return refused("invalid", returnTexts.notInOrder, {
          field: "lines",
          line: { toolId: asked.toolId, message: returnTexts.notInOrder },
        });
      if (asked.qyt > line.returnable) {
        const message = returnTexts.tooMany(line.name, line.returnable);
        return refused("invalid", message, {
          field: "lines",
          line: { toolId: asked.toolId, name: line.name, message },
        });
      }
    }
    // Pieces whose return would bring nothing back (the pieces kept would cost all that was
    // paid at their own quantity's price) are said now, not when the parcel arrives.
    const [nothing] = (await receiptOf(order.id, null, request.lines, trx)).bringNothing;
    if (nothing) {
      const message = returnTexts.bringsNothingBack(
        lineText(nothing),
        nothing.kept.qyt,
        formatDollars(nothing.kept.price),
      );
      return refused("invalid", message, {
        field: "lines",
        line: { toolId: nothing.toolId, message },
      });
    }
    const written = await trx
      .insertInto("returns")
      .values({
        id: newId(),
        number: await nextRecordNumber(trx, "return"),
        orderId: order.id,
        userId,
        status: "requested",
        reason: request.reason,
        comment: request.comment,
        createdAt: now().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("return_lines")
      .values(request.lines.map((line) => ({ returnId: written.id, ...line })))
      .execute();
    const returned = request.lines.map((line) => ({ ...line, name: lines.get(line.toolId)!.name }));
    await announce(trx, "return.requested", returnJson({ ...written, lines: returned }));
    return { status: "requested" as const, return: { ...written, lines: returned } };
  });
}

/** Returns with their lines beside them, each line named as its order named the tool. */
async function withReturnLines<Row extends Return>(
  returns: Row[],
  reader: Kysely<DB> | Transaction<DB> = db,
): Promise<(Row & { lines: ReturnLine[] })[]> {
  if (!returns.length) return [];
  const rows = await reader
    .selectFrom("return_lines")
    .innerJoin("returns", "returns.id", "return_lines.returnId")
    .innerJoin("order_lines", (join) =>
      join
        .onRef("order_lines.orderId", "=", "returns.orderId")
        .onRef("order_lines.toolId", "=", "return_lines.toolId"),
    )
    .select([
      "return_lines.returnId",
      "return_lines.toolId",
      "return_lines.qyt",
      "order_lines.name",
      "order_lines.position",
    ])
    .where(
      "return_lines.returnId",
      "in",
      returns.map((item) => item.id),
    )
    .orderBy("order_lines.position")
    .execute();
  const linesOf = new Map<string, ReturnLine[]>(returns.map((item) => [item.id, []]));
  for (const { returnId, toolId, qyt, name } of rows) {
    const lines = linesOf.get(returnId)!;
    if (!lines.some((line) => line.toolId === toolId)) lines.push({ toolId, name, qyt });
  }
  return returns.map((item) => ({ ...item, lines: linesOf.get(item.id) ?? [] }));
}

export async function getReturn(returnId: string): Promise<ReturnWithLines | undefined> {
  const found = await db
    .selectFrom("returns")
    .selectAll()
    .where("id", "=", returnId)
    .executeTakeFirst();
  return found && (await withReturnLines([found]))[0];
}

/** An order's returns, newest first, each with the cents its refund gave back (its page lists them). */
export async function listReturnsOfOrder(orderId: string) {
  const found = await db
    .selectFrom("returns")
    .leftJoin("refunds", "refunds.id", "returns.refundId")
    .selectAll("returns")
    .select("refunds.amount as refundAmount")
    .where("returns.orderId", "=", orderId)
    .orderBy("returns.createdAt", "desc")
    .orderBy("returns.id", "desc")
    .execute();
  return withReturnLines(found);
}

/** What an order's page shows of returns: the order's returns, and whether one may be asked. */
export async function returnsOnOrderPage(
  order: Pick<Order, "id" | "shippedAt" | "refunded" | "amount">,
) {
  const [returns, lines] = await Promise.all([
    listReturnsOfOrder(order.id),
    whyNotReturnable(order) ? [] : returnableLines(order.id),
  ]);
  return { returns, mayAsk: lines.some((line) => line.returnable > 0) };
}

/** What the admins' table shows of a return's order beside it. */
export type ReturnOfOrder = ReturnWithLines & {
  order: { id: string; number: string; name: string; customer: string; email: string };
};

/** Returns with their lines and the order each belongs to (two queries for any number). */
export async function withOrderOfReturn(returns: Return[]): Promise<ReturnOfOrder[]> {
  if (!returns.length) return [];
  const [withLines, orders] = await Promise.all([
    withReturnLines(returns),
    db
      .selectFrom("orders")
      .select(["id", "number", "name", "customer", "email"])
      .where("id", "in", [...new Set(returns.map((item) => item.orderId))])
      .execute(),
  ]);
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  return withLines.map((item) => ({ ...item, order: orderOf.get(item.orderId)! }));
}

/** A refusal of a decision the return's status does not allow (or of a return that is gone). */
async function notDecidable(returnId: string, decision: ReturnDecision): Promise<Refusal> {
  const current = await db
    .selectFrom("returns")
    .select("status")
    .where("id", "=", returnId)
    .executeTakeFirst();
  if (!current) return refused("missing", returnTexts.noSuchReturn);
  const label = isReturnStatus(current.status)
    ? returnStatusLabels[current.status]
    : current.status;
  return refused("conflict", returnTexts.cannotDecide(decision, label));
}

/**
 * An admin decides on a return: approves a requested one (the customer is mailed where to send
 * the goods) or rejects it (a note is required; the customer is mailed it), or marks an approved
 * one received. Each is one conditional update from the status it leaves, with its mail in the
 * same transaction.
 */
export async function decideReturn(
  returnId: string,
  { status, note }: ReturnDecisionRequest,
  adminId: string,
  /** The payment provider a received return is refunded through. */
  provider: MoneyBack,
  /** What the admin was shown receiving it would refund (the pages' question; the API: none). */
  expected?: RefundExpectation,
): Promise<{ status: "decided"; return: ReturnWithLines } | Refusal> {
  if (status === "received") return receiveReturn(returnId, adminId, provider, expected);
  if (status === "rejected" && !note)
    return refused("invalid", returnTexts.noteRequired, { field: "note" });
  if (status === "rejected") {
    const current = await getReturn(returnId);
    if (current?.status === "approved") return rejectApproved(current, note!, adminId);
  }
  const decided = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("returns")
      .set({ status, note: note || null, decidedBy: adminId, decidedAt: now().toISOString() })
      .where("id", "=", returnId)
      .where("status", "=", DECISION_FROM[status])
      .returningAll()
      .executeTakeFirst();
    return changed ? announceDecision(trx, changed, status) : null;
  });
  return decided ? { status: "decided", return: decided } : notDecidable(returnId, status);
}

/** The mail and the return with its lines, once a decision's conditional update went through. */
async function announceDecision(
  trx: Transaction<DB>,
  changed: Return,
  status: "approved" | "rejected",
): Promise<ReturnWithLines> {
  const [withLines] = await withReturnLines([changed], trx);
  const order = await trx
    .selectFrom("orders")
    .select(["id", "number", "customer", "email"])
    .where("id", "=", changed.orderId)
    .executeTakeFirstOrThrow();
  const mailed = { ...withLines!, order };
  await queueMail(
    trx,
    status === "approved" ? returnApprovedMail(mailed) : returnRejectedMail(mailed),
  );
  if (status === "approved") await announce(trx, "return.approved", returnJson(withLines!));
  return withLines!;
}

/**
 * The refund key of a return's try: two admins (or one, twice) receiving it at once make one
 * refund; after the provider refused one, the next try is a new refund.
 */
const returnRefundKey = (item: { id: string; refundAttempts: number }) =>
  item.refundAttempts ? `return:${item.id}/${item.refundAttempts}` : `return:${item.id}`;

/** The refund keys of every try of a return so far. */
const everyRefundKey = (item: { id: string; refundAttempts: number }) =>
  Array.from({ length: item.refundAttempts + 1 }, (_, attempts) =>
    returnRefundKey({ id: item.id, refundAttempts: attempts }),
  );

/** What receiving a return would refund now (the admins' table and its question show it). */
export const receiptOfReturn = (item: ReturnWithLines): Promise<Receipt> =>
  receiptOf(item.orderId, item.id, item.lines);

/**
 * Returns with what receiving each approved one would refund now (null for the others), so the
 * admins' table offers Mark received only with something left and Reject once it is short.
 */
export async function withReceipts<Row extends ReturnWithLines>(
  returns: Row[],
): Promise<(Row & { receipt: ReceiptShown | null })[]> {
  const receipts = await Promise.all(
    returns.map((item) => (item.status === "approved" ? receiptOfReturn(item) : null)),
  );
  return returns.map((item, index) => {
    const receipt = receipts[index];
    const shown = receipt
      ? { cents: receipt.cents, refundedBefore: receipt.refundedBefore, full: receipt.full }
      : null;
    return { ...item, receipt: shown };
  });
}

/**
 * Rejects an approved return that can no longer be refunded in full (its pieces or the order's
 * cents went back meanwhile), with the note the customer is mailed. The order's row is written
 * first, as a refund takes it: a receipt racing this either took its refund before (then this
 * is refused, the refund stands) or finds the return rejected and refunds nothing.
 */
async function rejectApproved(
  current: ReturnWithLines,
  note: string,
  adminId: string,
): Promise<{ status: "decided"; return: ReturnWithLines } | Refusal> {
  const outcome = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("orders")
      .set((eb) => ({ refunded: eb.ref("refunded") }))
      .where("id", "=", current.orderId)
      .execute();
    const refunding = await trx
      .selectFrom("refunds")
      .select("id")
      .where("orderId", "=", current.orderId)
      .where("idempotencyKey", "in", everyRefundKey(current))
      .where("status", "in", HOLDING_REFUNDS)
      .executeTakeFirst();
    if (refunding) return refused("conflict", returnTexts.beingRefunded);
    if ((await receiptOf(current.orderId, current.id, current.lines, trx)).full)
      return refused("conflict", returnTexts.stillRefundable);
    const changed = await trx
      .updateTable("returns")
      .set({ status: "rejected", note, decidedBy: adminId, decidedAt: now().toISOString() })
      .where("id", "=", current.id)
      .where("status", "=", "approved")
      .returningAll()
      .executeTakeFirst();
    return changed ? announceDecision(trx, changed, "rejected") : null;
  });
  if (!outcome) return notDecidable(current.id, "rejected");
  return "problem" in outcome ? outcome : { status: "decided", return: outcome };
}

/**
 * Marks an approved return received: its lines are refunded (their amount and share of the
 * tax, the pieces kept re-priced) through the refund model, under the return's own idempotency
 * key, so that two admins (or one, twice) make one refund; the goods go back on sale unless
 * they came back defective. Received from a question that showed its refund (`expected`), it
 * refunds only that, counted under the order's lock, else it is refused to be asked again. A
 * return that can no longer be refunded in full refunds what is left of it, and its note says
 * so; one with nothing left is refused (reject it instead). Then one conditional update moves
 * the return on and links the refund.
 */
async function receiveReturn(
  returnId: string,
  adminId: string,
  provider: MoneyBack,
  expected: RefundExpectation | undefined,
): Promise<{ status: "decided"; return: ReturnWithLines } | Refusal> {
  const current = await getReturn(returnId);
  if (!current) return refused("missing", returnTexts.noSuchReturn);
  if (current.status !== DECISION_FROM.received) return notDecidable(returnId, "received");
  const receipt = await receiptOfReturn(current);
  if (!receipt.cents) return refused("conflict", returnTexts.nothingLeftToRefund);
  const refund = await refundOrder(
    {
      orderId: current.orderId,
      lines: current.lines.map(({ toolId, qyt }) => ({ toolId, qyt })),
      restock: current.reason !== "defective",
      reason: `Returned: ${returnReasonLabels[current.reason as ReturnReason]}`,
      idempotencyKey: returnRefundKey(current),
      source: "return",
      by: adminId,
      returnId: current.id,
      expected,
    },
    provider,
  );
  if (refund.status === "refused" && refund.problem === "failed") {
    // The provider refused this try: the next one (an admin marks it received again) asks anew.
    await db
      .updateTable("returns")
      .set((eb) => ({ refundAttempts: eb("refundAttempts", "+", 1) }))
      .where("id", "=", returnId)
      .where("refundAttempts", "=", current.refundAttempts)
      .execute();
    return refund;
  }
  if (refund.status === "refused") return refund;
  const received = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("returns")
      .set({
        status: "received",
        refundId: refund.refund.id,
        receivedAt: now().toISOString(),
        note: partReceived(current, receipt, refund.refund),
      })
      .where("id", "=", returnId)
      .where("status", "=", DECISION_FROM.received)
      .returningAll()
      .executeTakeFirst();
    if (row) await announce(trx, "return.received", returnJson({ ...row, lines: current.lines }));
    return row;
  });
  if (!received) return notDecidable(returnId, "received");
  return { status: "decided", return: { ...received, lines: current.lines } };
}

/**
 * What the return's note says when its refund gave back less than it holds (pieces refunded
 * before, or the order's cents): what it did give back. Null for a return refunded in full.
 */
function partReceived(
  item: ReturnWithLines,
  receipt: Receipt,
  refund: { amount: number; lines: { toolId: string; qyt: number }[] },
): string | null {
  const pieces = (lines: { qyt: number }[]) => lines.reduce((sum, line) => sum + line.qyt, 0);
  const whole =
    receipt.full && refund.amount === receipt.cents && pieces(refund.lines) === pieces(item.lines);
  if (whole) return null;
  const nameOf = new Map(item.lines.map((line) => [line.toolId, line.name]));
  const given = refund.lines.map((line) =>
    lineText({ qyt: line.qyt, name: nameOf.get(line.toolId) ?? line.toolId }),
  );
  return returnTexts.receivedInPart(formatDollars(refund.amount), given.join(", "));
}

/** The API's shape of a return: `_id` for the id, the reason and status in their words. */
export function returnJson(item: ReturnWithLines): ReturnJson {
  return {
    _id: item.id,
    number: item.number,
    orderId: item.orderId,
    // The table's checks hold both to their lists.
    status: item.status as ReturnStatus,
    reason: item.reason as ReturnReason,
    comment: item.comment,
    note: item.note,
    lines: item.lines.map(({ toolId, name, qyt }) => ({ toolId, name, qyt })),
    refundId: item.refundId,
    createdAt: item.createdAt,
    decidedAt: item.decidedAt,
    receivedAt: item.receivedAt,
  };
}
