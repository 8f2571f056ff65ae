import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, WebhookDeliveries } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import type { WebhookEvent } from "#app/utils/webhook-events.ts";

/** How long a delivery is retried after its event (or an admin's resend): three days. */
export const RETRY_FOR_MS = 3 * 24 * 3_600_000;

/** How long a claimed delivery is its sender's: far beyond one attempt's five seconds. */
export const DELIVERY_LEASE_MS = 60_000;

/**
 * Announces an event inside the transaction of the change it tells of: its body (`{ id, type,
 * created, data }`, `data` the object as the API returns it) is written once, with one delivery
 * per endpoint switched on and subscribed to it now. Committed with the change, or not at all;
 * the background sender (services/webhooks/sender.server.ts) delivers.
 */
export async function announce(trx: Transaction<DB>, type: WebhookEvent, data: unknown) {
  await announceEach(trx, type, [data]);
}

/** The endpoints switched on that want `type` now (none: nothing is written). */
export async function subscribersOf(trx: Kysely<DB>, type: WebhookEvent): Promise<string[]> {
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("enabled", "=", 1)
    .execute();
  return endpoints
    .filter((endpoint) => endpoint.events.split(" ").includes(type))
    .map((endpoint) => endpoint.id);
}

/** Rows per insert: well under either engine's limit of bound parameters. */
const ROWS_PER_INSERT = 100;

/** One event of `type` per item of `data` (an import's tools), as `announce` writes one. */
export async function announceEach(trx: Transaction<DB>, type: WebhookEvent, data: unknown[]) {
  const subscribed = data.length ? await subscribersOf(trx, type) : [];
  // No endpoint wants it: nothing to keep (the common case of a shop without webhooks).
  if (!subscribed.length) return;
  const at = now();
  const createdAt = at.toISOString();
  const giveUpAt = new Date(at.getTime() + RETRY_FOR_MS).toISOString();
  const created = Math.floor(at.getTime() / 1000);
  const events = data.map((item) => {
    const id = `evt_${newId()}`;
    return { id, type, body: JSON.stringify({ id, type, created, data: item }), createdAt };
  });
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const batch = events.slice(start, start + ROWS_PER_INSERT);
    await trx.insertInto("webhook_events").values(batch).execute();
    await trx
      .insertInto("webhook_deliveries")
      .values(
        batch.flatMap((event) =>
          subscribed.map((endpointId) => ({
            id: newId(),
            eventId: event.id,
            endpointId,
            status: "pending",
            nextAttemptAt: createdAt,
            giveUpAt,
            createdAt,
          })),
        ),
      )
      .execute();
  }
}

export type Delivery = Selectable<WebhookDeliveries>;

/** A claimed delivery with what its attempt needs: the body and where and how to sign it. */
export interface ClaimedDelivery extends Delivery {
  body: string;
  url: string;
  secret: string;
}

/**
 * Pending deliveries due now to endpoints switched on, oldest first (a claim still has to win
 * each one). An endpoint switched off keeps its deliveries pending: on again, they go out.
 */
export async function listDueDeliveries(limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpointId")
    .select("webhook_deliveries.id")
    .where("webhook_deliveries.status", "=", "pending")
    .where("webhook_deliveries.nextAttemptAt", "<=", now().toISOString())
    .where("webhook_endpoints.enabled", "=", 1)
    .orderBy("webhook_deliveries.nextAttemptAt")
    .orderBy("webhook_deliveries.id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due delivery for one attempt, as the mail outbox claims a mail: one conditional update
 * moves its next attempt past the lease and stamps a token of ours. Only the instance whose
 * update changed the row sends it; one that dies mid-send leaves it due again after the lease.
 */
export async function claimDelivery(
  id: string,
  leaseMs = DELIVERY_LEASE_MS,
): Promise<ClaimedDelivery | null> {
  const at = now();
  const claimToken = randomBytes(16).toString("hex");
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set((eb) => ({
      claimToken,
      attempts: eb("attempts", "+", 1),
      lastAttemptAt: at.toISOString(),
      nextAttemptAt: new Date(at.getTime() + leaseMs).toISOString(),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", at.toISOString())
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return null;
  return (
    (await db
      .selectFrom("webhook_deliveries")
      .innerJoin("webhook_events", "webhook_events.id", "webhook_deliveries.eventId")
      .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpointId")
      .selectAll("webhook_deliveries")
      .select(["webhook_events.body", "webhook_endpoints.url", "webhook_endpoints.secret"])
      .where("webhook_deliveries.id", "=", id)
      .where("webhook_deliveries.claimToken", "=", claimToken)
      .executeTakeFirst()) ?? null
  );
}

/** The receiver answered 2xx: delivered, never sent again unless an admin resends it. */
export async function markDelivered(delivery: ClaimedDelivery, responseStatus: number) {
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable("webhook_deliveries")
      .set({
        status: "delivered",
        deliveredAt: now().toISOString(),
        responseStatus,
        lastError: null,
      })
      .where("id", "=", delivery.id)
      .where("claimToken", "=", delivery.claimToken)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 1n)
      await trx
        .updateTable("webhook_endpoints")
        .set({ failingSince: null })
        .where("id", "=", delivery.endpointId)
        .where("failingSince", "is not", null)
        .execute();
  });
}

/** What became of a failed attempt: retried later, given up, and whether the endpoint is now off. */
export interface FailureOutcome {
  gaveUp: boolean;
  /** The endpoint failed for three days and this attempt switched it off (mail its admins). */
  switchedOff: { id: string; url: string } | null;
}

/**
 * The attempt failed (non-2xx, a timeout, a refused address): try again after `retryInMs`
 * unless the delivery's three days are over (then it is failed). The endpoint's failing streak
 * starts at its first failure; a streak of three days switches it off, once: the conditional
 * update lets one instance do it, and `mailAdmins` (queued in this transaction) tells them.
 */
export async function markAttemptFailed(
  delivery: ClaimedDelivery,
  retryInMs: number,
  failure: { responseStatus: number | null; error: string },
  mailAdmins: (trx: Transaction<DB>, endpoint: { id: string; url: string }) => Promise<void>,
): Promise<FailureOutcome> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const next = new Date(at.getTime() + retryInMs);
    const gaveUp = next.toISOString() > delivery.giveUpAt;
    const marked = await trx
      .updateTable("webhook_deliveries")
      .set({
        status: gaveUp ? "failed" : "pending",
        nextAttemptAt: next.toISOString(),
        responseStatus: failure.responseStatus,
        lastError: failure.error.slice(0, 500),
      })
      .where("id", "=", delivery.id)
      .where("claimToken", "=", delivery.claimToken)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) return { gaveUp: false, switchedOff: null };
    await trx
      .updateTable("webhook_endpoints")
      .set({ failingSince: at.toISOString() })
      .where("id", "=", delivery.endpointId)
      .where("failingSince", "is", null)
      .execute();
    const switchedOff = await trx
      .updateTable("webhook_endpoints")
      .set({ enabled: 0, disabledAt: at.toISOString() })
      .where("id", "=", delivery.endpointId)
      .where("enabled", "=", 1)
      // Three days of failures by the next attempt (the one a delivery gives up at included).
      .where("failingSince", "<=", new Date(next.getTime() - RETRY_FOR_MS).toISOString())
      .returning(["id", "url"])
      .executeTakeFirst();
    if (switchedOff) await mailAdmins(trx, switchedOff);
    return { gaveUp, switchedOff: switchedOff ?? null };
  });
}

/** The admins to tell about an endpoint switched off, in the caller's transaction. */
export function adminRecipients(trx: Kysely<DB>) {
  return trx
    .selectFrom("users")
    .select(["email", "displayName"])
    .where("role", "=", "admin")
    .orderBy("email")
    .execute();
}
