import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { resetPasswordMail, verifyEmailMail } from "#app/mail/account-mails.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import { hashPassword } from "#db/password.ts";
import { queueMail } from "./outbox.server";
import { endSessionsOfUser } from "./session.server";
import { issuedRecently, issueToken, spendToken } from "./user-token.server";
import { getUserByEmail, getUserById, type User } from "./user.server";

// The two mailed links of an account: proving the address (verification) and choosing a new
// password (reset). Each token and its mail are written in one transaction.

/** At most one link of a kind a minute per account, whoever asks: no flooding anyone's inbox. */
const ONE_PER_MS = 60_000;

/** The address a link reached is the account's, if the account still has that address. */
function markAddressProven(trx: Transaction<DB>, spent: { userId: string; email: string }) {
  return trx
    .updateTable("users")
    .set({ emailVerifiedAt: now().toISOString() })
    .where("id", "=", spent.userId)
    .where("email", "=", spent.email)
    .where("emailVerifiedAt", "is", null)
    .execute();
}

/** Queues a verification link for the user's address (sign-up does it in its own transaction). */
export async function sendVerification(user: User): Promise<"sent" | "verified" | "too-soon"> {
  if (user.emailVerifiedAt) return "verified";
  if (await issuedRecently(user.id, "verify-email", ONE_PER_MS)) return "too-soon";
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user, "verify-email");
    await queueMail(trx, verifyEmailMail(user, token));
  });
  return "sent";
}

/**
 * Uses a verification link: the account's address is proven, if it is still the address the
 * link was sent to. The user, or null for an unknown, used or expired link.
 */
export async function verifyEmail(token: string): Promise<User | null> {
  const userId = await db.transaction().execute(async (trx) => {
    const spent = await spendToken(trx, token, "verify-email");
    if (!spent) return null;
    // Already verified (say, by Google meanwhile) is no failure: the update just changes nothing.
    await markAddressProven(trx, spent);
    return spent.userId;
  });
  return userId ? ((await getUserById(userId)) ?? null) : null;
}

/**
 * "Forgot password?": queues a reset link if an account has this address. Says nothing either
 * way: the page answers the same, so nobody learns which addresses have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const user = await getUserByEmail(email);
  if (!user || (await issuedRecently(user.id, "reset-password", ONE_PER_MS))) return;
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user, "reset-password");
    await queueMail(trx, resetPasswordMail(user, token));
  });
}

/**
 * Uses a reset link: the new password replaces the old (or becomes the first, for an account
 * made with Google), every session of the account ends, and the address counts as proven (the
 * link reached it), all in one transaction. The user, or null for an unknown, used or expired
 * link.
 */
export async function resetPassword(token: string, password: string): Promise<User | null> {
  const hash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const spent = await spendToken(trx, token, "reset-password");
    if (!spent) return null;
    await trx
      .insertInto("passwords")
      .values({ userId: spent.userId, hash })
      .onConflict((conflict) => conflict.column("userId").doUpdateSet({ hash }))
      .execute();
    await endSessionsOfUser(spent.userId, undefined, trx);
    await markAddressProven(trx, spent);
    return spent.userId;
  });
  return userId ? ((await getUserById(userId)) ?? null) : null;
}
