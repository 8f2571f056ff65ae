import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import type { User } from "./user.server";

export type SessionKind = "browser" | "api";

// A session seen again within this time is not written to: one write an hour, not one a request.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** A new session for the user; returns the random token that the cookie or bearer token carries. */
export async function createSession(
  userId: string,
  kind: SessionKind,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    // Expired rows are swept as new ones arrive, so the table stays the size of the live ones.
    await trx.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).execute();
    await trx
      .insertInto("sessions")
      .values({
        id: tokenDigest(token),
        userId,
        kind,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
      })
      .execute();
  });
  return token;
}

/**
 * The user of a live session of this kind, or undefined (unknown, expired, ended). A browser
 * session seen again slides its expiry forward (at most one write an hour).
 */
export async function findSessionUser(
  token: string,
  kind: SessionKind,
  lifetimeMs: number,
): Promise<User | undefined> {
  const now = new Date();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .select(["sessions.id as sessionKey", "sessions.lastSeenAt as sessionLastSeenAt"])
    .where("sessions.id", "=", tokenDigest(token))
    .where("sessions.kind", "=", kind)
    .where("sessions.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionKey, sessionLastSeenAt, ...user } = row;
  if (kind === "browser" && now.getTime() - Date.parse(sessionLastSeenAt) > TOUCH_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
      })
      .where("id", "=", sessionKey)
      .execute();
  }
  return user;
}

export async function endSession(token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", tokenDigest(token)).execute();
}

/**
 * Ends every session of the user (browser and API), but the one of `keepToken` if given; inside
 * the caller's transaction when one is passed (a password reset).
 */
export async function endSessionsOfUser(
  userId: string,
  keepToken?: string,
  executor: Kysely<DB> | Transaction<DB> = db,
): Promise<void> {
  let query = executor.deleteFrom("sessions").where("userId", "=", userId);
  if (keepToken) query = query.where("id", "!=", tokenDigest(keepToken));
  await query.execute();
}

export function countSessionsOfUser(userId: string): Promise<number> {
  return db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}
