import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { isAboveSpendingLimit, type Refusal } from "#app/commerce/index.ts";
import {
  approvalRequestMail,
  orderApprovedMail,
  orderAwaitingApprovalMail,
  orderDeclinedMail,
  type Member,
} from "#app/mail/approval-mails.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { isCompanyAdmin } from "./company.server";
import { linesIn, restoreStock, withLines, type OrderWithLines } from "./order-line.server";
import {
  closeUnpaidOrder,
  getOrder,
  holdEndsAt,
  holdRanOut,
  holdStartOf,
  isDueToExpire,
} from "./order.server";
import { putOnAccount } from "./on-account.server";
import { queueMail } from "./outbox.server";
import { announcePublicChange } from "./public-changes.server";
import type { User } from "./user.server";

// Approvals (issue 48): an order of a company's buyer above their spending limit is placed
// awaiting approval (stock held, nothing to pay), and the company's admins are mailed. One of them
// approves it, exactly once, and it goes on as an approved order goes on (proceedWithApprovedOrder),
// or declines it with a note: it ends, its stock back, its buyer mailed. Unapproved, it expires
// like any unpaid order (order.server.ts's hold), and its buyer may cancel it as one.

/** Whom an order is bought for and whether it must wait for approval, as placing writes them. */
export interface Buying {
  companyId: string | null;
  awaitingApproval: boolean;
}

/**
 * Read in the placing transaction from the customer's row as it is now (not the session's
 * copy): their company, and whether an order of `amount` cents is above their spending limit.
 * Company admins have limits too; outside a company there is none.
 */
export async function buyingAtPlacing(
  trx: Transaction<DB>,
  customerId: string,
  amount: number,
): Promise<Buying> {
  const member = await trx
    .selectFrom("users")
    .select(["companyId", "spendingLimit"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  const companyId = member?.companyId ?? null;
  return {
    companyId,
    awaitingApproval: companyId !== null && isAboveSpendingLimit(amount, member!.spendingLimit),
  };
}

/** The company's admins who decide on `order`: every one but its buyer. */
const decidersOf = (trx: Transaction<DB>, order: Pick<OrderWithLines, "companyId" | "userId">) =>
  trx
    .selectFrom("users")
    .select(["displayName", "email"])
    .where("companyId", "=", order.companyId ?? "")
    .where("companyRole", "=", "admin")
    .where("id", "!=", order.userId ?? "")
    .orderBy("email")
    .execute();

/**
 * In the placing transaction of an order placed awaiting approval: each admin of its company is
 * mailed a link to decide on it, and its buyer that it waits.
 */
export async function askForApproval(trx: Transaction<DB>, order: OrderWithLines): Promise<void> {
  const holdEnds = holdEndsAt(holdStartOf(order));
  const buyer = await trx
    .selectFrom("users")
    .select("spendingLimit")
    .where("id", "=", order.userId ?? "")
    .executeTakeFirst();
  for (const admin of await decidersOf(trx, order))
    await queueMail(
      trx,
      approvalRequestMail(order, admin, { limit: buyer?.spendingLimit ?? null, holdEnds }),
    );
  await queueMail(trx, orderAwaitingApprovalMail(order, holdEnds));
}

/**
 * What becomes of an order once its company approves it, in the approving transaction. Paid by
 * card: it is now an ordinary unpaid order, its hold started again at the approval (holdStartOf
 * reads `approvalDecidedAt`), and its buyer is mailed to pay it before the hold ends.
 */
export async function proceedWithApprovedOrder(
  trx: Transaction<DB>,
  order: OrderWithLines,
  approver: Member,
): Promise<Refusal | null> {
  // On the company's account: invoiced now, within the credit left at this moment (else the
  // approval is refused and rolled back; the order still awaits a decision).
  if (order.paymentMethod === "account") {
    const put = await putOnAccount(trx, order);
    return "onAccount" in put ? null : put;
  }
  await queueMail(trx, orderApprovedMail(order, approver, holdEndsAt(holdStartOf(order))));
  return null;
}

/** Rolls an approval back that could not go on (refused on account): its transaction ends. */
class ApprovalStopped extends Error {}

export type ApprovalDecision = { decision: "approve" } | { decision: "decline"; note: string };

export type DecisionOutcome =
  | { status: "decided"; order: OrderWithLines }
  /** The admin's own order: another admin of the company decides it. */
  | { status: "own-order"; order: OrderWithLines }
  /** Decided before (by another admin, maybe a moment ago), cancelled or expired meanwhile. */
  | { status: "already-decided"; order: OrderWithLines }
  /** Approving it on account would take the company over its credit limit: still awaiting. */
  | { status: "refused"; order: OrderWithLines; refusal: Refusal };

/**
 * The order that needed approval of a company `user` is an admin of, as it is now (one whose
 * hold ran out expired first); undefined for any other order, so its id cannot be probed.
 */
export async function orderForApproval(
  user: Pick<User, "companyId" | "companyRole" | "spendingLimit">,
  orderId: string,
): Promise<OrderWithLines | undefined> {
  const order = await getOrder(orderId);
  if (!order?.approval || !order.companyId || !isCompanyAdmin(user, order.companyId))
    return undefined;
  if (!isDueToExpire(order)) return order;
  await closeUnpaidOrder(order.id, "expired");
  return getOrder(order.id);
}

/**
 * Approves or declines an order awaiting approval, for an admin of its company, exactly once:
 * one conditional update on `approval = 'awaiting'` (and still open, unpaid, held) decides, so
 * two admins at once, or a decision racing the buyer's cancel or the expiry sweep, give one
 * outcome; the others find it decided. Approved, it goes on (proceedWithApprovedOrder); declined,
 * it ends (kept as cancelled, its approval declined), its stock back and its buyer mailed the
 * note, in the same transaction. `order` is one orderForApproval gave this admin.
 */
export async function decideApproval(
  admin: User,
  order: OrderWithLines,
  choice: ApprovalDecision,
): Promise<DecisionOutcome> {
  if (order.userId === admin.id) return { status: "own-order", order };
  const declining = choice.decision === "decline";
  let stopped: Refusal | null = null;
  const decided = await db
    .transaction()
    .execute(async (trx) => {
      const decidedAt = now().toISOString();
      const row = await trx
        .updateTable("orders")
        .set({
          approval: declining ? "declined" : "approved",
          approvalNote: declining ? choice.note : null,
          approvalDecidedBy: admin.id,
          approvalDecidedAt: decidedAt,
          statusChangedAt: decidedAt,
          ...(declining ? { closed: "cancelled" } : {}),
        })
        .where("id", "=", order.id)
        .where("approval", "=", "awaiting")
        .where("paid", "=", 0)
        .where("closed", "is", null)
        .where(holdRanOut(false))
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const decidedOrder = { ...row, lines: await linesIn(trx, row.id) };
      if (choice.decision === "approve") {
        stopped = await proceedWithApprovedOrder(trx, decidedOrder, admin);
        if (stopped) throw new ApprovalStopped();
      } else {
        await restoreStock(trx, row.id);
        await queueMail(trx, orderDeclinedMail(decidedOrder, admin, choice.note));
      }
      return decidedOrder;
    })
    .catch((error: unknown) => {
      if (error instanceof ApprovalStopped) return null;
      throw error;
    });
  if (stopped) return { status: "refused", order, refusal: stopped };
  if (!decided) return { status: "already-decided", order: (await getOrder(order.id)) ?? order };
  // The pieces of a declined order are on sale again.
  if (declining) announcePublicChange("catalogue");
  return { status: "decided", order: decided };
}

/** An order as its approval list and page show it: with its buyer's limit and who decided. */
export type OrderForApproval = OrderWithLines & {
  buyerLimit: number | null;
  decidedBy: string | null;
};

/** The orders of `companyId` awaiting approval and still held, oldest first (decide those first). */
export async function listAwaitingApproval(companyId: string): Promise<OrderForApproval[]> {
  const rows = await approvalQuery()
    .where("orders.companyId", "=", companyId)
    .where("orders.approval", "=", "awaiting")
    .where("orders.paid", "=", 0)
    .where("orders.closed", "is", null)
    .where(holdRanOut(false))
    .orderBy("orders.createdAt")
    .orderBy("orders.id")
    .execute();
  return withLines(rows);
}

/** One order of the approval page, with its buyer's limit today and who decided it. */
export async function withApprovalDetails(order: OrderWithLines): Promise<OrderForApproval> {
  const row = await approvalQuery().where("orders.id", "=", order.id).executeTakeFirstOrThrow();
  return { ...order, buyerLimit: row.buyerLimit, decidedBy: row.decidedBy };
}

const approvalQuery = () =>
  db
    .selectFrom("orders")
    .leftJoin("users as buyer", "buyer.id", "orders.userId")
    .leftJoin("users as decider", "decider.id", "orders.approvalDecidedBy")
    .selectAll("orders")
    .select(["buyer.spendingLimit as buyerLimit", "decider.displayName as decidedBy"]);
