import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { resetPasswordMail, verifyEmailMail } from "#app/mail/account-mails.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";
import { hashPassword } from "#db/password.ts";
import { queueMail } from "./outbox.server";
import { endSessionsOfUser } from "./session.server";
import {
  countIssued,
  endLiveTokens,
  issueToken,
  spendToken,
  type TokenPurpose,
} from "./user-token.server";
import { getUserByEmail, getUserById, type User } from "./user.server";

// The two mailed links of an account: proving the address (verification) and choosing a new
// password (reset). Each token and its mail are written in one transaction.

/**
 * No flooding anyone's inbox, whoever asks and from however many addresses: at most one link of
 * a kind a minute per account, and five a day per email address.
 */
const ONE_PER_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
export const LINKS_PER_ADDRESS_A_DAY = 5;

async function mailLimit(user: User, purpose: TokenPurpose): Promise<"ok" | "minute" | "day"> {
  if (await countIssued({ column: "userId", value: user.id }, purpose, ONE_PER_MS)) return "minute";
  const today = await countIssued({ column: "email", value: user.email }, purpose, DAY_MS);
  return today >= LINKS_PER_ADDRESS_A_DAY ? "day" : "ok";
}

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
export async function sendVerification(
  user: User,
): Promise<"sent" | "verified" | "too-soon" | "enough-today"> {
  if (user.emailVerifiedAt) return "verified";
  const limit = await mailLimit(user, "verify-email");
  if (limit !== "ok") return limit === "minute" ? "too-soon" : "enough-today";
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
  if (!user || (await mailLimit(user, "reset-password")) !== "ok") return;
  await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, user, "reset-password");
    await queueMail(trx, resetPasswordMail(user, token));
  });
}

/**
 * Uses a reset link: the new password replaces the old (or becomes the first, for an account
 * made with Google), every session and every other reset link of the account ends, and the
 * address counts as proven (the link reached it), all in one transaction. The user, or null for an unknown, used or expired
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
    // Any other reset link still in the inbox would set the password again.
    await endLiveTokens(trx, spent.userId, "reset-password");
    await markAddressProven(trx, spent);
    return spent.userId;
  });
  return userId ? ((await getUserById(userId)) ?? null) : null;
}
