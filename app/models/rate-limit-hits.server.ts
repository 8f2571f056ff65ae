import { sql } from "kysely";
import { db } from "#app/db.server.ts";

export interface Hits {
  totalHits: number;
  resetTime: Date;
}

/**
 * Counts one hit for `key` in one statement (an upsert), so that instances counting at the
 * same moment never lose one: a window that has ended starts again at 1.
 */
export async function countHit(key: string, windowMs: number, now = new Date()): Promise<Hits> {
  const at = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const ended = sql<boolean>`rate_limit_hits."resetAt" <= ${at}`;
  const row = await db
    .insertInto("rate_limit_hits")
    .values({ key, hits: 1, resetAt })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limit_hits.hits + 1 end`,
        resetAt: sql<string>`case when ${ended} then excluded."resetAt" else rate_limit_hits."resetAt" end`,
      }),
    )
    .returning(["hits", "resetAt"])
    .executeTakeFirstOrThrow();
  return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
}

export async function readHits(key: string, now = new Date()): Promise<Hits | undefined> {
  const row = await db
    .selectFrom("rate_limit_hits")
    .select(["hits", "resetAt"])
    .where("key", "=", key)
    .where("resetAt", ">", now.toISOString())
    .executeTakeFirst();
  return row && { totalHits: row.hits, resetTime: new Date(row.resetAt) };
}

export async function uncountHit(key: string) {
  await db
    .updateTable("rate_limit_hits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", key)
    .where("hits", ">", 0)
    .execute();
}

export async function forgetHits(key: string) {
  await db.deleteFrom("rate_limit_hits").where("key", "=", key).execute();
}

/** Windows that ended: any instance may sweep them, the same rows twice does no harm. */
export async function sweepEndedWindows(now = new Date()) {
  await db.deleteFrom("rate_limit_hits").where("resetAt", "<=", now.toISOString()).execute();
}
