import type { Kysely, Selectable, Transaction } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB, RefundLines, Refunds } from "#db/types.ts";
import { refundIssuedMail } from "#app/mail/order-mails.server.ts";
import { refundTexts } from "#app/messages.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import {
  goodsGivenBack,
  isRefusal,
  keyReused,
  refused,
  type Refusal,
} from "#app/commerce/index.ts";
import { formatDollars, taxCents } from "#app/utils/money.ts";
import { priceStepsOf } from "#db/order-line-rows.ts";
import { requestDigest, sameRequest } from "#app/utils/request-digest.server.ts";
import { nextDocumentNumber } from "./document-number.server";
import { piecesInOpenReturns, refundedPieces } from "./held-pieces.server";
import { linesIn, putBackStock, type Order } from "./order-line.server";
import { queueMail } from "./outbox.server";
import { announce } from "./webhook-outbox.server";
import { orderJson } from "./order.server";
import { announcePublicChange } from "./public-changes.server";

// Money given back for a paid order, exactly once. A refund is taken in our books first (one
// transaction: the order's `refunded` cents grow by a conditional update, the refund is written
// 'pending' with its lines), then asked of the payment provider (outside any transaction, under
// the refund's id as the provider's idempotency key), then completed (numbered, stock back, the
// customer mailed) or failed (the cents given back). The payment provider is the one outside
// party this model talks to: the order of those three steps is what keeps the money right.

/**
 * How money goes back (the payment provider: Stripe, the sandbox), as the refunds need it. The
 * provider is passed in by the commerce core (app/commerce/money-back.server.ts), so no model
 * imports a service.
 */
export interface MoneyBack {
  /**
   * Gives back part (or all) of a paid order's payment for one of the shop's refunds, and
   * returns the provider's id of it. Idempotent by the shop's refund id: asked again (a retry,
   * a lost answer) it returns the same refund and moves no more money. Throws when the provider
   * refuses or cannot be reached.
   */
  refundPart(refund: PartRefund): Promise<string>;
}

/** What a refund of the shop asks the provider to give back, and of which payment. */
export interface PartRefund {
  paymentId: string;
  orderId: string;
  /** Cents. */
  amount: number;
  /** The shop's refund id: the provider's idempotency key, and its note of whose refund it is. */
  refundId: string;
}

/** A refund of a payment as the provider reports it (a webhook, or listing a payment's refunds). */
export interface ReportedRefund {
  id: string;
  amount: number;
  reason: string | null;
  /** The shop's refund id from the refund's metadata, when the shop made it. */
  refundId: string | null;
}

export type Refund = Selectable<Refunds>;
export type RefundLine = Selectable<RefundLines>;
export type RefundWithLines = Refund & { lines: RefundLine[] };

/** Who asked: an admin, an admin's cancel of a paid order, a received return. */
export type RefundSource = "admin" | "cancel" | "return";

export interface RefundRequest {
  orderId: string;
  /** Goods given back: their amount and their tax share are the refund unless `amount` is given. */
  lines?: { toolId: string; qyt: number }[];
  /** Cents; at most what was paid less what was refunded. */
  amount?: number;
  /** Put the lines' stock back. */
  restock: boolean;
  reason: string;
  /** The same key for the same order is the same refund (asked again the same; another: refused). */
  idempotencyKey?: string | null;
  source: RefundSource;
  /** The admin's user id. */
  by: string | null;
  /**
   * The return this refund receives (source "return"): the pieces it holds are not held against
   * it, each of its lines gives back what is left of it (pieces refunded before, or that would
   * bring nothing back, are left out) instead of being refused, and it must still be approved
   * when the books take it, so a rejection racing the receipt either wins or finds it refunded.
   */
  returnId?: string;
  /**
   * What an admin confirmed (a review's `RefundExpectation`): the refund is made only if, under
   * the order's lock, it still gives back these cents counted from these cents refunded before;
   * else it is refused (field "expected") and nothing moves. A request under a key that made a
   * refund before answers that refund first, whatever it expects.
   */
  expected?: RefundExpectation;
}

/** What a review of a refund showed: the cents it gives back, and the order's refunded cents then. */
export interface RefundExpectation {
  cents: number;
  refundedBefore: number;
}

export type RefundOutcome = { status: "refunded"; refund: RefundWithLines } | Refusal;

const invalid = (message: string, field?: "amount" | "lines") =>
  refused("invalid", message, field ? { field } : {});
const conflict = (message: string, field?: "amount" | "lines") =>
  refused("conflict", message, field ? { field } : {});

/**
 * Refunds a paid order in full (neither lines nor amount: every piece left and every cent
 * left), by lines (their goods and tax share) or by an amount. See the file's head for the
 * steps; `source` "cancel" also closes the order, cancelled, when the refund succeeds.
 */
export async function refundOrder(
  input: RefundRequest,
  provider: MoneyBack,
): Promise<RefundOutcome> {
  const taken = await takeOnce(input);
  if (taken.status === "earlier")
    return answerOf(taken.refund, input.source === "cancel", provider);
  if (taken.status !== "taken") return taken;
  return settle(taken.refund, provider, {
    ownsFailure: true,
    closes: input.source === "cancel",
  });
}

/** Taken in the books now, or found: an earlier refund under the same key. */
type Taken = { status: "taken"; refund: Refund } | { status: "earlier"; refund: Refund };

/** Transaction 1, once per idempotency key (two requests racing with one key: one writes). */
async function takeOnce(input: RefundRequest): Promise<Taken | Refusal> {
  const { orderId, lines, amount, restock, reason, source } = input;
  const digest = requestDigest("refund", { orderId, lines, amount, restock, reason, source });
  try {
    return await db.transaction().execute((trx) => take(trx, input, digest));
  } catch (error) {
    const key = input.idempotencyKey;
    const raced =
      key &&
      isUniqueViolation(error, "refunds", ["orderId", "idempotencyKey"]) &&
      (await refundByKey(db, input.orderId, key));
    if (raced) return earlierUnder(key, raced, digest);
    throw error;
  }
}

/** The refund asked for before under `key`, if this is the same request; else refused (422). */
function earlierUnder(key: string, earlier: Refund, digest: string): Taken | Refusal {
  if (sameRequest(earlier.requestDigest, digest)) return { status: "earlier", refund: earlier };
  return keyReused(key);
}

/** The refund of an order asked for under `key`, if there is one. */
function refundByKey(trx: Kysely<DB>, orderId: string, key: string) {
  return trx
    .selectFrom("refunds")
    .selectAll()
    .where("orderId", "=", orderId)
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
}

/**
 * What an earlier refund under the same key answers now. A pending one (its request is still
 * at the provider, or died there) is settled again: the provider answers the same refund.
 */
async function answerOf(
  earlier: Refund,
  closes: boolean,
  provider: MoneyBack,
): Promise<RefundOutcome> {
  if (earlier.status === "succeeded")
    return { status: "refunded", refund: await withItsLines(earlier) };
  if (earlier.status === "failed") return refused("failed", refundTexts.failedBefore);
  return settle(earlier, provider, { ownsFailure: false, closes });
}

/**
 * Takes the order's row first, with an update that changes nothing: on PostgreSQL it holds the
 * row until the commit, so refunds of one order (on any instance) check what is left one after
 * the other and each sees the refund lines of the ones before. SQLite runs one writer at a time.
 */
function lockOrder(trx: Transaction<DB>, orderId: string): Promise<Order | undefined> {
  return trx
    .updateTable("orders")
    .set((eb) => ({ refunded: eb.ref("refunded") }))
    .where("id", "=", orderId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Adds `cents` to what the order has refunded, in ONE conditional update: only a paid order,
 * only while the sum stays within what was paid. Whatever else raced, `refunded` never passes
 * `amount`.
 */
async function takeCents(trx: Transaction<DB>, orderId: string, cents: number): Promise<boolean> {
  const taken = await trx
    .updateTable("orders")
    .set((eb) => ({ refunded: eb("refunded", "+", cents) }))
    .where("id", "=", orderId)
    .where("paid", "=", 1)
    .where((eb) => eb(eb("refunded", "+", cents), "<=", eb.ref("amount")))
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/**
 * Each line of an order with the pieces and goods cents earlier refunds hold of it (`left`: the
 * pieces not given back), the pieces its open returns hold (but `ownReturn`'s), and the ladder
 * it was placed on.
 */
async function linesWithRefunds(trx: Kysely<DB>, orderId: string, ownReturn?: string) {
  const refunded = await refundedPieces(trx, orderId);
  const held = await piecesInOpenReturns(trx, orderId, ownReturn);
  return (await linesIn(trx, orderId)).map((line) => {
    const given = refunded.get(line.toolId);
    return {
      ...line,
      left: line.qyt - (given?.qyt ?? 0),
      refundedGoods: given?.amount ?? 0,
      held: held.get(line.toolId) ?? 0,
      steps: priceStepsOf(line.priceSteps),
    };
  });
}

type LineLeft = Awaited<ReturnType<typeof linesWithRefunds>>[number];
/** Pieces a receipt leaves out: giving them back would bring nothing back. */
export type BringsNothing = {
  toolId: string;
  name: string;
  qyt: number;
  kept: { qyt: number; price: number };
};
type ChosenLine = {
  toolId: string;
  qyt: number;
  amount: number;
  price: number;
  keptQyt: number | null;
  keptPrice: number | null;
};

/** The pieces of a line a refund by lines may take: not given back, not held by an open return. */
const freeOf = (line: LineLeft) => Math.max(line.left - line.held, 0);

/**
 * The lines asked for, checked against the order's; a full refund (neither lines nor an
 * amount) gives back every piece left, a refund of an amount alone none. Lines asked for leave
 * what open returns hold; a return's receipt takes what is left of its lines. Each line's goods
 * re-price the pieces kept (`goodsGivenBack`); a line that would bring nothing back is refused,
 * or left out of a receipt.
 */
function chooseLines(
  input: RefundRequest,
  lines: LineLeft[],
  leftOut: BringsNothing[] = [],
): ChosenLine[] | Refusal {
  const byTool = new Map(lines.map((line) => [line.toolId, line]));
  const everyPiece = lines.map((line) => ({ toolId: line.toolId, qyt: line.left }));
  const wanted = input.lines ?? (input.amount === undefined ? everyPiece : []);
  // A return's receipt ("return"): what is left of its lines, never a refusal of a quantity.
  const receipt = input.source === "return";
  const chosen: ChosenLine[] = [];
  const seen = new Set<string>();
  for (const { toolId, qyt: asked } of wanted) {
    const line = byTool.get(toolId);
    if (!line) return invalid(refundTexts.notALine, "lines");
    if (seen.has(toolId)) return invalid(refundTexts.lineTwice, "lines");
    seen.add(toolId);
    if (!Number.isSafeInteger(asked) || asked < 0) return invalid(refundTexts.notALine, "lines");
    const free = input.lines ? freeOf(line) : line.left;
    const qyt = receipt ? Math.min(asked, free) : asked;
    if (qyt > free)
      return conflict(
        line.held
          ? refundTexts.lineHeldByReturns(free, line.name, line.held)
          : refundTexts.lineOverLeft(free, line.name),
        "lines",
      );
    if (qyt === 0) continue;
    const back = goodsGivenBack(line, qyt);
    if (back.amount <= 0) {
      const kept = back.kept ?? { qyt: line.left - qyt, price: back.price };
      if (receipt) {
        leftOut.push({ toolId, name: line.name, qyt, kept });
        continue;
      }
      return invalid(
        refundTexts.bringsNothingBack(qyt, line.name, kept.qyt, formatDollars(kept.price)),
        "lines",
      );
    }
    chosen.push({
      toolId,
      qyt,
      amount: back.amount,
      price: back.price,
      keptQyt: back.kept?.qyt ?? null,
      keptPrice: back.kept?.price ?? null,
    });
  }
  return chosen;
}

/** The goods of the chosen lines and their tax share (see `centsOf`), before any cap. */
function shareOf(order: Order, chosen: ChosenLine[], lines: LineLeft[]) {
  const goods = chosen.reduce((sum, line) => sum + line.amount, 0);
  const goodsBefore = lines.reduce((sum, line) => sum + line.refundedGoods, 0);
  const tax =
    taxCents(goodsBefore + goods, order.taxRateBp) - taxCents(goodsBefore, order.taxRateBp);
  return { goods, tax };
}

/** The goods of the chosen lines with their tax share, before any cap. */
function dueOf(order: Order, chosen: ChosenLine[], lines: LineLeft[]): number {
  const { goods, tax } = shareOf(order, chosen, lines);
  return goods + tax;
}

/**
 * The cents a refund gives back: the amount asked, else the goods of its lines plus their tax
 * share, else everything left. The tax share is counted on all goods refunded so far, less what
 * the earlier refunds' goods were taxed (`taxCents`, half up): refunding an order's every piece,
 * in any number of refunds, gives back exactly the tax its goods were charged, never a cent
 * more by rounding each refund on its own. Capped by what is left of the order.
 */
function centsOf(
  input: RefundRequest,
  order: Order,
  chosen: ChosenLine[],
  lines: LineLeft[],
): number | Refusal {
  const left = order.amount - order.refunded;
  if (input.amount !== undefined) {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      return invalid(refundTexts.amountAboveZero, "amount");
    if (input.amount > left)
      return conflict(refundTexts.amountOverLeft(formatDollars(left)), "amount");
    return input.amount;
  }
  if (!input.lines) return left;
  const cents = Math.min(dueOf(order, chosen, lines), left);
  return cents > 0 ? cents : invalid(refundTexts.chooseSomething, "lines");
}

/** Whether a return still waits for its parcel (approved), read under the order's lock. */
async function stillApproved(trx: Kysely<DB>, returnId: string): Promise<boolean> {
  const found = await trx
    .selectFrom("returns")
    .select("status")
    .where("id", "=", returnId)
    .executeTakeFirst();
  return found?.status === "approved";
}

/** A refund as the books count it: the lines it gives back (of the order's) and its cents. */
interface Counted {
  status: "counted";
  chosen: ChosenLine[];
  lines: LineLeft[];
  cents: number;
}

/**
 * The checks and the count of a refund of `order`, read in the caller's transaction after it
 * took the order's row: the one computation both the refund and its review (`reviewRefund`) run.
 */
async function countRefund(
  trx: Transaction<DB>,
  order: Order,
  input: RefundRequest,
): Promise<Counted | Refusal> {
  // An order on account (issue 48) has no payment id: its refund is a credit note.
  if (!order.paid || (!order.paymentId && order.paymentMethod !== "account"))
    return conflict(refundTexts.notPaid);
  if (input.source === "cancel" && (order.status !== "Pending" || order.closed))
    return conflict(refundTexts.shippedCannotCancel);
  if (input.returnId && !(await stillApproved(trx, input.returnId)))
    return conflict(refundTexts.returnNotApproved);
  if (order.refunded >= order.amount) return conflict(refundTexts.nothingLeft);
  const lines = await linesWithRefunds(trx, order.id, input.returnId);
  const chosen = chooseLines(input, lines);
  if (!Array.isArray(chosen)) return chosen;
  const cents = centsOf(input, order, chosen, lines);
  if (typeof cents !== "number") return cents;
  return { status: "counted", chosen, lines, cents };
}

/** Whether a refund still is what its review showed (nothing expected: whatever it is now). */
const asExpected = (order: Order, cents: number, expected: RefundExpectation | undefined) =>
  !expected || (expected.cents === cents && expected.refundedBefore === order.refunded);

/** Transaction 1: checks, takes the cents, writes the refund 'pending' with its lines. */
async function take(
  trx: Transaction<DB>,
  input: RefundRequest,
  digest: string,
): Promise<Taken | Refusal> {
  const order = await lockOrder(trx, input.orderId);
  if (!order) return conflict(refundTexts.noSuchOrder);
  if (input.idempotencyKey) {
    const earlier = await refundByKey(trx, order.id, input.idempotencyKey);
    if (earlier) return earlierUnder(input.idempotencyKey, earlier, digest);
  }
  const counted = await countRefund(trx, order, input);
  if (isRefusal(counted)) return counted;
  const { chosen, cents } = counted;
  if (!asExpected(order, cents, input.expected))
    return refused("conflict", refundTexts.changedSinceReview, { field: "expected" });
  if (!(await takeCents(trx, order.id, cents)))
    return conflict(
      refundTexts.amountOverLeft(formatDollars(order.amount - order.refunded)),
      "amount",
    );
  const refund = await trx
    .insertInto("refunds")
    .values({
      id: newId(),
      orderId: order.id,
      amount: cents,
      reason: input.reason,
      restock: input.restock ? 1 : 0,
      source: input.source,
      status: "pending",
      idempotencyKey: input.idempotencyKey ?? null,
      requestDigest: digest,
      createdBy: input.by,
      createdAt: now().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (chosen.length)
    await trx
      .insertInto("refund_lines")
      .values(chosen.map((line) => ({ refundId: refund.id, ...line })))
      .execute();
  return { status: "taken", refund };
}

/** What a refund would do, as the admin is asked to confirm it (see `reviewRefund`). */
export interface RefundReview extends RefundExpectation {
  status: "reviewed";
  /** What was left to refund of the order before it. */
  left: number;
  /** An amount asked for, rather than the lines' goods and their tax share. */
  byAmount: boolean;
  /** The lines' goods and their tax share (the cents are these, but cut to what is left). */
  goods: number;
  tax: number;
  /** The pieces given back: each line's goods back, and its pieces kept if they are re-priced. */
  lines: {
    toolId: string;
    name: string;
    qyt: number;
    amount: number;
    kept: { qyt: number; price: number } | null;
  }[];
  /** The pieces go back on sale (asked, and there are pieces). */
  restock: boolean;
}

/**
 * What refunding `input` would do now, counted as `refundOrder` counts it, moving nothing: the
 * admin's confirmation shows it, and its `cents` and `refundedBefore` come back with the confirm
 * as `expected`. The order's row is taken as a refund takes it, so on any engine the lines and
 * cents are counted from the `refunded` cents they go with, never from half of a refund being
 * written. A key that already made a refund is refused: that form was used.
 */
export async function reviewRefund(input: RefundRequest): Promise<RefundReview | Refusal> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, input.orderId);
    if (!order) return conflict(refundTexts.noSuchOrder);
    if (input.idempotencyKey && (await refundByKey(trx, order.id, input.idempotencyKey)))
      return conflict(refundTexts.formUsed);
    const counted = await countRefund(trx, order, input);
    return isRefusal(counted) ? counted : reviewOf(order, input, counted);
  });
}

function reviewOf(
  order: Order,
  input: RefundRequest,
  { chosen, lines, cents }: Counted,
): RefundReview {
  const nameOf = new Map(lines.map((line) => [line.toolId, line.name]));
  return {
    status: "reviewed",
    cents,
    refundedBefore: order.refunded,
    left: order.amount - order.refunded,
    byAmount: input.amount !== undefined,
    ...shareOf(order, chosen, lines),
    lines: chosen.map(({ toolId, qyt, amount, keptQyt, keptPrice }) => ({
      toolId,
      name: nameOf.get(toolId) ?? toolId,
      qyt,
      amount,
      kept: keptQyt === null || keptPrice === null ? null : { qyt: keptQyt, price: keptPrice },
    })),
    restock: input.restock && chosen.length > 0,
  };
}

/**
 * Asks the provider for a refund taken in our books, then completes it; on the provider's
 * refusal marks it failed and gives the cents back, if this call took it (`ownsFailure`): a
 * second request with the same key leaves a pending refund to the request that wrote it.
 */
async function settle(
  refund: Refund,
  provider: MoneyBack,
  { ownsFailure, closes }: { ownsFailure: boolean; closes: boolean },
): Promise<RefundOutcome> {
  const order = await db
    .selectFrom("orders")
    .select(["id", "paymentId"])
    .where("id", "=", refund.orderId)
    .executeTakeFirstOrThrow();
  let providerRefundId: string;
  try {
    providerRefundId = await provider.refundPart({
      paymentId: order.paymentId ?? "",
      orderId: order.id,
      amount: refund.amount,
      refundId: refund.id,
    });
  } catch (error) {
    if (ownsFailure) await failRefund(refund.id);
    const why = error instanceof Error ? error.message : String(error);
    console.error(`Refund ${refund.id} of order ${order.id} failed at the provider: ${why}`);
    return refused("failed", refundTexts.providerFailed(why));
  }
  const done = await recordSuccess(refund.id, providerRefundId, { closes });
  return done ? { status: "refunded", refund: done } : refused("failed", refundTexts.failedBefore);
}

/** The provider refused: the refund fails and its cents are the order's again, once. */
async function failRefund(refundId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable("refunds")
      .set({ status: "failed", completedAt: now().toISOString() })
      .where("id", "=", refundId)
      .where("status", "=", "pending")
      .returning(["orderId", "amount"])
      .executeTakeFirst();
    if (failed)
      await trx
        .updateTable("orders")
        .set((eb) => ({ refunded: eb("refunded", "-", failed.amount) }))
        .where("id", "=", failed.orderId)
        .execute();
  });
}

/**
 * Transaction 2: the provider made refund `refundId` (as `providerRefundId`). A pending refund
 * succeeds; a failed one (our call's answer was lost, the provider's webhook says it went
 * through) takes its cents again, as far as they are left. Then: its credit-note number (only
 * succeeded refunds are numbered, so the numbers have no gaps), its lines' stock back if asked,
 * the order closed if this was a cancel, and the customer's mail, together. Already succeeded:
 * nothing changes. Returns the refund as it ends, or undefined when nothing could be recorded.
 */
export async function recordSuccess(
  refundId: string,
  providerRefundId: string,
  { closes }: { closes: boolean },
): Promise<RefundWithLines | undefined> {
  const outcome = await db.transaction().execute(async (trx) => {
    const order = await lockOrderOf(trx, refundId);
    const refund = await trx
      .selectFrom("refunds")
      .selectAll()
      .where("id", "=", refundId)
      .executeTakeFirst();
    if (!order || !refund || refund.status === "succeeded") return { refund, restocked: false };
    const amount =
      refund.status === "failed"
        ? Math.min(refund.amount, order.amount - order.refunded)
        : refund.amount;
    if (amount <= 0 || (refund.status === "failed" && !(await takeCents(trx, order.id, amount))))
      return { refund: undefined, restocked: false };
    const at = now();
    const creditNoteNumber = await nextDocumentNumber(trx, "credit-note", at);
    const succeeded = await trx
      .updateTable("refunds")
      .set({
        status: "succeeded",
        amount,
        providerRefundId,
        creditNoteNumber,
        completedAt: at.toISOString(),
      })
      .where("id", "=", refund.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const lines = await linesOfRefund(trx, refund.id);
    // Tool id ascending, like every stock change.
    if (succeeded.restock) await putBackStock(trx, lines);
    const cancelled = await markRefunded(trx, order.id, at, { closes });
    await mailRefund(trx, succeeded, { cancelled });
    return { refund: succeeded, restocked: Boolean(succeeded.restock && lines.length) };
  });
  // The stock the catalogue shows went up.
  if (outcome.restocked) announcePublicChange("catalogue");
  return outcome.refund && withItsLines(outcome.refund);
}

/**
 * The order's state changed at `at` (Partly refunded, Refunded); a cancel's refund also closes
 * it, cancelled, unless it shipped meanwhile. Returns whether it closed.
 */
async function markRefunded(
  trx: Transaction<DB>,
  orderId: string,
  at: Date,
  { closes }: { closes: boolean },
): Promise<boolean> {
  const changed = await trx
    .updateTable("orders")
    .set({ statusChangedAt: at.toISOString() })
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!closes || changed.numUpdatedRows !== 1n) return false;
  const closed = await trx
    .updateTable("orders")
    .set({ closed: "cancelled" })
    .where("id", "=", orderId)
    .where("status", "=", "Pending")
    .where("closed", "is", null)
    .executeTakeFirst();
  return closed.numUpdatedRows === 1n;
}

/** The order of a refund, its row held as `lockOrder` does. */
async function lockOrderOf(trx: Transaction<DB>, refundId: string) {
  const owner = await trx
    .selectFrom("refunds")
    .select("orderId")
    .where("id", "=", refundId)
    .executeTakeFirst();
  return owner && lockOrder(trx, owner.orderId);
}

/** A refund's lines, tool id ascending. */
function linesOfRefund(trx: Kysely<DB>, refundId: string) {
  return trx
    .selectFrom("refund_lines")
    .selectAll()
    .where("refundId", "=", refundId)
    .orderBy("toolId")
    .execute();
}

/**
 * Queues the customer's mail of a succeeded refund, with its credit note attached, and
 * announces it (order.refunded; order.cancelled too when the refund cancelled the order).
 */
async function mailRefund(trx: Transaction<DB>, refund: Refund, how: { cancelled: boolean }) {
  const order = await trx
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", refund.orderId)
    .executeTakeFirstOrThrow();
  const withItsLines = { ...order, lines: await linesIn(trx, order.id) };
  await queueMail(trx, refundIssuedMail(withItsLines, refund, how));
  await announce(trx, "order.refunded", orderJson(withItsLines));
  if (how.cancelled) await announce(trx, "order.cancelled", orderJson(withItsLines));
}

async function withItsLines(refund: Refund): Promise<RefundWithLines> {
  return { ...refund, lines: await linesOfRefund(db, refund.id) };
}

/** A refund with its lines, by id. */
export async function getRefund(id: string): Promise<RefundWithLines | undefined> {
  const refund = await db.selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirst();
  return refund && withItsLines(refund);
}

/** An order's succeeded refunds, oldest first, as its page lists them. */
export function listRefundsOf(orderId: string) {
  return db
    .selectFrom("refunds")
    .select(["id", "amount", "reason", "creditNoteNumber", "completedAt"])
    .where("orderId", "=", orderId)
    .where("status", "=", "succeeded")
    .orderBy("completedAt")
    .orderBy("id")
    .execute();
}

/**
 * What is left to refund of an order: each line's pieces (`free`: those a refund by lines may
 * take, open returns' pieces aside), whether giving part of it back re-prices the rest, and the
 * cents.
 */
export async function refundableOf(order: Pick<Order, "id" | "amount" | "refunded">) {
  const lines = (await linesWithRefunds(db, order.id)).map((line) => ({
    ...line,
    free: freeOf(line),
    repriced: (line.steps?.length ?? 0) > 1,
  }));
  return { lines, left: Math.max(order.amount - order.refunded, 0) };
}

/** What receiving a return would refund now, and whether that is all it asks for. */
export interface Receipt extends RefundExpectation {
  /** The cents it gives back (0: nothing is left to refund of it). */
  cents: number;
  /** Its lines as they would be refunded: what is left of each, re-priced. */
  lines: { toolId: string; qyt: number }[];
  /** Every piece it holds is refunded, and its cents are not cut by what is left of the order. */
  full: boolean;
  /** Its lines whose pieces would bring nothing back: the pieces kept cost all that was paid. */
  bringNothing: BringsNothing[];
}

/**
 * What receiving return `returnId` (its `asked` lines; null: a return being asked for) would
 * refund of the order now, counted as the receipt counts it (`refundOrder` from a return), in
 * the caller's transaction or not.
 * A return that can no longer be refunded in full may be received for what is left, or closed
 * with a rejection.
 */
export async function receiptOf(
  orderId: string,
  returnId: string | null,
  asked: { toolId: string; qyt: number }[],
  reader: Kysely<DB> = db,
): Promise<Receipt> {
  const bringNothing: BringsNothing[] = [];
  const order = await reader
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirst();
  const refundedBefore = order?.refunded ?? 0;
  const nothing: Receipt = { cents: 0, refundedBefore, lines: [], full: false, bringNothing };
  if (!order?.paid) return nothing;
  const lines = await linesWithRefunds(reader, orderId, returnId ?? undefined);
  const chosen = chooseLines(
    { orderId, lines: asked, restock: false, reason: "", source: "return", by: null },
    lines,
    bringNothing,
  );
  if (!Array.isArray(chosen) || !chosen.length) return nothing;
  const due = dueOf(order, chosen, lines);
  const cents = Math.max(Math.min(due, order.amount - order.refunded), 0);
  const pieces = (items: { qyt: number }[]) => items.reduce((sum, line) => sum + line.qyt, 0);
  return {
    cents,
    refundedBefore,
    lines: chosen.map(({ toolId, qyt }) => ({ toolId, qyt })),
    full: cents > 0 && cents === due && pieces(chosen) === pieces(asked),
    bringNothing,
  };
}

/** A refund the provider reports (Stripe's webhook): its id, cents, and ours if we asked for it. */
/**
 * Records the refunds the provider reports for a payment: ours are completed (if our call's
 * answer was lost); one made at the provider itself (Stripe's dashboard) becomes a succeeded
 * refund, source 'provider', no lines, with a credit note and a mail, capped so the order's
 * `refunded` never passes its amount. Each is recorded once, however often it is reported
 * (the provider's refund id is unique). Returns how many were recorded now.
 */
export async function recordProviderRefunds(
  paymentId: string,
  reported: ReportedRefund[],
): Promise<number> {
  const order = await db
    .selectFrom("orders")
    .select("id")
    .where("paymentId", "=", paymentId)
    .where("paid", "=", 1)
    .executeTakeFirst();
  if (!order) return 0;
  let recorded = 0;
  for (const refund of reported) {
    const ours = refund.refundId && (await getRefund(refund.refundId));
    if (ours && ours.orderId === order.id) {
      if (ours.status === "succeeded") continue;
      if (await recordSuccess(ours.id, refund.id, { closes: ours.source === "cancel" })) recorded++;
    } else if (await recordDashboardRefund(order.id, refund)) recorded++;
  }
  return recorded;
}

async function recordDashboardRefund(orderId: string, reported: ReportedRefund) {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId);
      const known = await trx
        .selectFrom("refunds")
        .select("id")
        .where("providerRefundId", "=", reported.id)
        .executeTakeFirst();
      if (!order || known) return false;
      const cents = Math.min(reported.amount, order.amount - order.refunded);
      if (cents <= 0 || !(await takeCents(trx, order.id, cents))) return false;
      const at = now();
      const refund = await trx
        .insertInto("refunds")
        .values({
          id: newId(),
          orderId,
          amount: cents,
          reason: reported.reason
            ? `${refundTexts.dashboardReason} (${reported.reason})`
            : refundTexts.dashboardReason,
          restock: 0,
          source: "provider",
          status: "succeeded",
          providerRefundId: reported.id,
          creditNoteNumber: await nextDocumentNumber(trx, "credit-note", at),
          createdBy: null,
          createdAt: at.toISOString(),
          completedAt: at.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await markRefunded(trx, orderId, at, { closes: false });
      await mailRefund(trx, refund, { cancelled: false });
      return true;
    });
  } catch (error) {
    // Two deliveries of one event on two instances: the first recorded it.
    if (isUniqueViolation(error, "refunds", ["providerRefundId"])) return false;
    throw error;
  }
}
