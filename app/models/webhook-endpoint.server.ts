import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { newId } from "#db/id.ts";
import type { WebhookEndpoints } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import type { WebhookEvent } from "#app/utils/webhook-events.ts";
import { DELIVERY_LEASE_MS, RETRY_FOR_MS } from "./webhook-outbox.server";

// The admins' webhook endpoints (issue 50). The URL is checked by the caller (services/webhooks/
// target.server.ts) before it gets here; this keeps what was decided.

export type WebhookEndpoint = Omit<Selectable<WebhookEndpoints>, "secret">;

const SECRET_PREFIX = "whsec_";

const ENDPOINT_COLUMNS = [
  "id",
  "url",
  "events",
  "enabled",
  "createdAt",
  "failingSince",
  "disabledAt",
] as const;

/** A new endpoint, switched on, and its signing secret: shown once, to the admin who made it. */
export async function createEndpoint(url: string, events: WebhookEvent[]) {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
  const endpoint = {
    id: newId(),
    url,
    events: events.join(" "),
    secret,
    enabled: 1,
    createdAt: now().toISOString(),
  };
  await db.insertInto("webhook_endpoints").values(endpoint).execute();
  return { id: endpoint.id, secret };
}

/** Every endpoint, newest first (never its secret). */
export function listEndpoints(): Promise<WebhookEndpoint[]> {
  return db
    .selectFrom("webhook_endpoints")
    .select(ENDPOINT_COLUMNS)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .execute();
}

export function getEndpoint(id: string): Promise<WebhookEndpoint | undefined> {
  return db
    .selectFrom("webhook_endpoints")
    .select(ENDPOINT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The events an endpoint is sent from now on; false if there is no such endpoint. */
export async function setEndpointEvents(id: string, events: WebhookEvent[]): Promise<boolean> {
  const result = await db
    .updateTable("webhook_endpoints")
    .set({ events: events.join(" ") })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Switches an endpoint on (its failing streak forgotten: it gets three days again, and its
 * pending deliveries go out) or off (new events skip it; pending ones wait).
 */
export async function setEndpointEnabled(id: string, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable("webhook_endpoints")
    .set(
      enabled
        ? { enabled: 1, failingSince: null, disabledAt: null }
        : { enabled: 0, disabledAt: now().toISOString() },
    )
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Deletes an endpoint and its deliveries (the schema cascades); false if it was gone. */
export async function deleteEndpoint(id: string): Promise<boolean> {
  const result = await db.deleteFrom("webhook_endpoints").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Rows of an endpoint's page: its newest deliveries. */
export const DELIVERIES_SHOWN = 100;

/** An endpoint's newest deliveries with their event's type (its page's table). */
export function listDeliveries(endpointId: string) {
  return db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_events", "webhook_events.id", "webhook_deliveries.eventId")
    .select([
      "webhook_deliveries.id",
      "webhook_deliveries.eventId",
      "webhook_events.type",
      "webhook_deliveries.status",
      "webhook_deliveries.attempts",
      "webhook_deliveries.responseStatus",
      "webhook_deliveries.lastError",
      "webhook_deliveries.lastAttemptAt",
      "webhook_deliveries.deliveredAt",
      "webhook_deliveries.createdAt",
    ])
    .where("webhook_deliveries.endpointId", "=", endpointId)
    .orderBy("webhook_deliveries.createdAt", "desc")
    .orderBy("webhook_deliveries.id", "desc")
    .limit(DELIVERIES_SHOWN)
    .execute();
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/**
 * An admin's "Resend": the delivery is due now and retried for three days more, whatever it was
 * (delivered: the receiver gets the same event, the same `id`, again). Not while an attempt of
 * it may be in flight (pending, tried within a lease): two senders would then hold it at once.
 */
export async function resendDelivery(
  endpointId: string,
  deliveryId: string,
): Promise<"resent" | "in-flight" | "missing"> {
  const at = now();
  const leaseStart = new Date(at.getTime() - DELIVERY_LEASE_MS).toISOString();
  const result = await db
    .updateTable("webhook_deliveries")
    .set({
      status: "pending",
      nextAttemptAt: at.toISOString(),
      giveUpAt: new Date(at.getTime() + RETRY_FOR_MS).toISOString(),
    })
    .where("id", "=", deliveryId)
    .where("endpointId", "=", endpointId)
    .where((eb) =>
      eb.or([
        eb("status", "!=", "pending"),
        eb("lastAttemptAt", "is", null),
        eb("lastAttemptAt", "<", leaseStart),
      ]),
    )
    .executeTakeFirst();
  if (result.numUpdatedRows === 1n) return "resent";
  const known = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("id", "=", deliveryId)
    .where("endpointId", "=", endpointId)
    .executeTakeFirst();
  return known ? "in-flight" : "missing";
}
