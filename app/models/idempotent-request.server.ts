import { isUniqueViolation } from "#db/engine.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";

/** A first answer kept for its Idempotency-Key. */
export interface KeptAnswer {
  status: number;
  body: string;
}

export type KeyClaim =
  | { status: "claimed" }
  | { status: "answered"; answer: KeptAnswer }
  | { status: "other-request" }
  | { status: "running" };

// A request that claimed its key and then never finished (its instance died) gives the key up
// after this long: a retry then runs it.
const ABANDONED_AFTER_MS = 60_000;

/**
 * Claims `key` for the request whose digest is `digest`: one insert, which only one of two
 * racing requests wins. The loser is answered from the winner's stored answer when the requests
 * are the same and it is done, told the key belongs to another request otherwise, or that the
 * first is still running.
 */
export async function claimIdempotencyKey(key: string, digest: string): Promise<KeyClaim> {
  const at = now();
  try {
    await db
      .insertInto("idempotent_requests")
      .values({ key, requestDigest: digest, createdAt: at.toISOString() })
      .execute();
    return { status: "claimed" };
  } catch (error) {
    if (!isUniqueViolation(error, "idempotent_requests", ["key"])) throw error;
  }
  const kept = await db
    .selectFrom("idempotent_requests")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  if (!kept) return claimIdempotencyKey(key, digest);
  if (kept.requestDigest !== digest) return { status: "other-request" };
  if (kept.status !== null && kept.body !== null)
    return { status: "answered", answer: { status: kept.status, body: kept.body } };
  if (at.getTime() - Date.parse(kept.createdAt) > ABANDONED_AFTER_MS) {
    const taken = await db
      .updateTable("idempotent_requests")
      .set({ createdAt: at.toISOString() })
      .where("key", "=", key)
      .where("createdAt", "=", kept.createdAt)
      .where("status", "is", null)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 1n) return { status: "claimed" };
  }
  return { status: "running" };
}

/** Keeps the answer of a claimed key: the same request again gets it. */
export async function keepIdempotentAnswer(key: string, answer: KeptAnswer) {
  await db
    .updateTable("idempotent_requests")
    .set({ status: answer.status, body: answer.body })
    .where("key", "=", key)
    .execute();
}

/** Gives a claimed key up (its request was refused): the same key may be sent again. */
export async function releaseIdempotencyKey(key: string) {
  await db.deleteFrom("idempotent_requests").where("key", "=", key).execute();
}
