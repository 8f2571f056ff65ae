import { queueMail } from "#app/models/outbox.server.ts";
import {
  adminRecipients,
  claimDelivery,
  DELIVERY_LEASE_MS,
  listDueDeliveries,
  markAttemptFailed,
  markDelivered,
} from "#app/models/webhook-outbox.server.ts";
import { webhookSwitchedOffMail } from "#app/mail/webhook-mails.server.ts";
import { env } from "#app/utils/env.server.ts";
import { DELIVERY_TIMEOUT_MS, postDelivery, type AttemptResult } from "./delivery.server";
import type { Resolver, TargetPolicy } from "./target.server";

/**
 * Delivers the webhook outbox, as the mail sender delivers mail: each due delivery is claimed by
 * one conditional update (which pushes its next attempt a lease ahead), sent, then marked
 * delivered or failed. Two instances (or two passes) never send one delivery at the same time:
 * only one claim changes the row. A sender that dies mid-send leaves it due after the lease, so
 * delivery is at least once; every attempt carries the event's `id`, by which receivers dedupe.
 */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min, ... at most 6 hours, for three days: about twenty attempts. */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export const defaultPolicy = (): TargetPolicy => ({ allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK });

export interface SenderOptions {
  policy?: TargetPolicy;
  resolve?: Resolver;
}

/** One pass over the due deliveries, sent side by side; returns how many were delivered. */
export async function deliverDueWebhooks(options: SenderOptions = {}): Promise<number> {
  const policy = options.policy ?? defaultPolicy();
  const results = await Promise.all(
    (await listDueDeliveries(BATCH)).map(async (id) => {
      const delivery = await claimDelivery(id);
      if (!delivery) return false; // another instance (or pass) has it
      // Signed with the wall clock's time, which receivers compare with theirs.
      const result: AttemptResult = await postDelivery(delivery, policy, {
        resolve: options.resolve,
      }).catch((error: unknown) => ({
        ok: false as const,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      }));
      if (result.ok) {
        await markDelivered(delivery, result.status);
        return true;
      }
      const outcome = await markAttemptFailed(
        delivery,
        webhookRetryDelayMs(delivery.attempts),
        { responseStatus: result.status, error: result.error },
        async (trx, endpoint) => {
          for (const admin of await adminRecipients(trx))
            await queueMail(trx, webhookSwitchedOffMail(admin, endpoint));
        },
      );
      if (outcome.switchedOff)
        console.error(`Webhook endpoint ${delivery.url} switched off after three days of failures`);
      return false;
    }),
  );
  return results.filter(Boolean).length;
}

// The lease must outlast an attempt, or a slow receiver would get a second one meanwhile.
if (DELIVERY_LEASE_MS <= DELIVERY_TIMEOUT_MS * 2)
  throw new Error("The webhook lease is shorter than an attempt");
