import type { Selectable } from "kysely";
import type { PaymentAttempts } from "#db/types.ts";
import { db } from "#app/db.server.ts";

export type PaymentAttempt = Selectable<PaymentAttempts>;
export type PaymentAttemptKind = "intent" | "checkout";

/** Remembers a payment the shop asked the provider to take for an order (idempotent). */
export async function recordPaymentAttempt(
  orderId: string,
  id: string,
  kind: PaymentAttemptKind,
): Promise<void> {
  await db
    .insertInto("payment_attempts")
    .values({ id, orderId, kind, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export function listPaymentAttempts(orderId: string): Promise<PaymentAttempt[]> {
  return db
    .selectFrom("payment_attempts")
    .selectAll()
    .where("orderId", "=", orderId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}
