import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";

export type TokenPurpose = "verify-email" | "reset-password";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 3_600_000,
  "reset-password": 3_600_000,
};

/**
 * The row's key: a digest of the token, so the table alone opens nothing (as for sessions). The
 * token itself is 256 random bits, unguessable; only the mail carries it.
 */

/**
 * A new single-use token for the user's current address, inside the caller's transaction. The
 * links of this purpose mailed before it stop working: only the newest link counts.
 */
export async function issueToken(
  trx: Transaction<DB>,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now();
  await endLiveTokens(trx, user.id, purpose);
  await trx
    .insertInto("user_tokens")
    .values({
      id: tokenDigest(token),
      userId: user.id,
      purpose,
      email: user.email,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    })
    .execute();
  return token;
}

/** The live token's user and address, without using it up (a page showing its form). */
export function findLiveToken(token: string, purpose: TokenPurpose) {
  return db
    .selectFrom("user_tokens")
    .select(["userId", "email"])
    .where("id", "=", tokenDigest(token))
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now().toISOString())
    .executeTakeFirst();
}

/**
 * Uses a live token up, inside the caller's transaction: one conditional update, so a link
 * followed twice (or twice at once) works once. Undefined if unknown, used or expired.
 */
export function spendToken(trx: Transaction<DB>, token: string, purpose: TokenPurpose) {
  const at = now().toISOString();
  return trx
    .updateTable("user_tokens")
    .set({ usedAt: at })
    .where("id", "=", tokenDigest(token))
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .returning(["userId", "email"])
    .executeTakeFirst();
}

/**
 * Ends every live token of this purpose of the user, inside the caller's transaction: a new link
 * replaces the older ones, and a new password ends every reset link still in someone's inbox.
 */
export async function endLiveTokens(trx: Transaction<DB>, userId: string, purpose: TokenPurpose) {
  const at = now().toISOString();
  await trx
    .updateTable("user_tokens")
    .set({ usedAt: at })
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .execute();
}

/**
 * How many links of this purpose went to the address within `withinMs`, whichever account it
 * belonged to (no mail floods: per account a minute, per address a day).
 */
export async function countIssued(
  to: { column: "userId" | "email"; value: string },
  purpose: TokenPurpose,
  withinMs: number,
): Promise<number> {
  const row = await db
    .selectFrom("user_tokens")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(to.column, "=", to.value)
    .where("purpose", "=", purpose)
    .where("createdAt", ">", new Date(now().getTime() - withinMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
