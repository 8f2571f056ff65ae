import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";

export type TokenPurpose = "verify-email" | "reset-password";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 3_600_000,
  "reset-password": 3_600_000,
};

/**
 * The row's key: a digest of the token, so the table alone opens nothing (as for sessions). The
 * token itself is 256 random bits, unguessable; only the mail carries it.
 */
const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new single-use token for the user's current address, inside the caller's transaction. */
export async function issueToken(
  trx: Transaction<DB>,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now();
  await trx
    .insertInto("user_tokens")
    .values({
      id: keyOf(token),
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
    .where("id", "=", keyOf(token))
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
    .where("id", "=", keyOf(token))
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .returning(["userId", "email"])
    .executeTakeFirst();
}

/** Whether a token of this purpose was issued to the user within `withinMs` (no mail floods). */
export async function issuedRecently(
  userId: string,
  purpose: TokenPurpose,
  withinMs: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("user_tokens")
    .select("id")
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("createdAt", ">", new Date(now().getTime() - withinMs).toISOString())
    .executeTakeFirst();
  return Boolean(row);
}
