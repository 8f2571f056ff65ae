import type { Selectable, Transaction, Updateable } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB, Users } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { verifyEmailMail } from "#app/mail/account-mails.server.ts";
import { hashPassword, verifyPassword } from "#db/password.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { queueMail } from "./outbox.server";
import { announce } from "./webhook-outbox.server";
import { issueToken } from "./user-token.server";

export type User = Selectable<Users>;
export type ProfileFields = Pick<
  Updateable<Users>,
  | "displayName"
  | "education"
  | "personalPhone"
  | "personalAddress"
  | "businessName"
  | "businessAddress"
  | "businessPhone"
  | "company"
  | "linkedin"
  | "details"
  | "photoURL"
>;

export const isAdmin = (user: Pick<User, "role">) => user.role === "admin";

export function getUserById(id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function getUserByEmail(email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export function listUsers(): Promise<User[]> {
  return db.selectFrom("users").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
}

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

/**
 * The user and their password hash, in one transaction: never an account without a password.
 * The same transaction queues the mail with the link that proves the address.
 */
export async function createUserWithPassword(input: {
  email: string;
  displayName: string;
  password: string;
  /** The company the account buys for, if it said (issue 47: its invoices bill it). */
  company?: string | null;
}) {
  const hash = await hashPassword(input.password);
  const user = {
    id: newId(),
    email: input.email.toLowerCase(),
    displayName: input.displayName,
    company: input.company ?? null,
    createdAt: new Date().toISOString(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("users").values(user).execute();
      await trx.insertInto("passwords").values({ userId: user.id, hash }).execute();
      const token = await issueToken(trx, user, "verify-email");
      await queueMail(trx, verifyEmailMail(user, token));
      await announceCustomer(trx, user.id);
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, not a prior lookup.
    if (isUniqueViolation(error, "users", ["email"])) throw new EmailTakenError();
    throw error;
  }
  return (await getUserById(user.id))!;
}

/** The user for an email and password, or null: the same answer for unknown email and wrong password. */
export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("passwords", "passwords.userId", "users.id")
    .select(["users.id", "passwords.hash"])
    .where("users.email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row) {
    // Spend the same time as a real check, so timing does not tell which emails exist.
    await verifyPassword(password, DUMMY_HASH);
    return null;
  }
  return (await verifyPassword(password, row.hash)) ? ((await getUserById(row.id)) ?? null) : null;
}
const DUMMY_HASH = await hashPassword("not-a-real-password");

/**
 * A Google account (whose address Google has verified) signs in to the user with that email,
 * or becomes a new one. If that user's address was never verified, whoever signed up with it
 * may not own it: the verified owner wins, and the unproven password and every session of the
 * account are dropped, in one transaction.
 */
export async function findOrCreateGoogleUser(profile: {
  email: string;
  displayName: string;
  photoURL: string | null;
}): Promise<User> {
  const email = profile.email.toLowerCase();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.emailVerifiedAt) return existing;
    if (existing) {
      await trx.deleteFrom("passwords").where("userId", "=", existing.id).execute();
      await trx.deleteFrom("sessions").where("userId", "=", existing.id).execute();
      await trx
        .updateTable("users")
        .set({ emailVerifiedAt: now })
        .where("id", "=", existing.id)
        .execute();
      return { ...existing, emailVerifiedAt: now };
    }
    const user = {
      id: newId(),
      email,
      displayName: profile.displayName,
      photoURL: profile.photoURL,
      createdAt: now,
      emailVerifiedAt: now,
    };
    await trx.insertInto("users").values(user).execute();
    return announceCustomer(trx, user.id);
  });
}

/**
 * Announces a new account (customer.created) as the API shows a user, in the transaction that
 * made it, and returns its row. A new account is in no price group yet.
 */
async function announceCustomer(trx: Transaction<DB>, userId: string): Promise<User> {
  const user = await trx
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await announce(trx, "customer.created", userJson(user, new Map()));
  return user;
}

export async function updateProfile(userId: string, fields: ProfileFields) {
  await db.updateTable("users").set(fields).where("id", "=", userId).execute();
  return getUserById(userId);
}

/**
 * Makes an admin, who pays list prices: out of any price group in the same update. Never a
 * company's member (issue 48: a shop admin buys for no company); false then.
 */
export async function makeAdmin(userId: string) {
  const result = await db
    .updateTable("users")
    .set({ role: "admin", priceGroupId: null })
    .where("id", "=", userId)
    .where("companyId", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes admin rights back: never from the last admin, however many such requests arrive at once.
 * False when the user is not an admin or is the last one. One transaction: it first writes every
 * admin row (a no-op), so two demotions never run side by side on any engine (with PostgreSQL's
 * row locks, each would otherwise count the other admin as still there); then the conditional
 * update counts the admins as they are.
 */
export async function removeAdmin(userId: string) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ role: "admin" }).where("role", "=", "admin").execute();
    const result = await trx
      .updateTable("users")
      .set({ role: null })
      .where("id", "=", userId)
      .where("role", "=", "admin")
      .where((eb) =>
        eb(
          eb
            .selectFrom("users")
            .select((inner) => inner.fn.countAll().as("n"))
            .where("role", "=", "admin"),
          ">",
          1,
        ),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}

/** Orders and reviews keep their own copy of name and email; the password goes with the user. */
export async function deleteUser(userId: string) {
  const result = await db.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * What the API and pages may show of a user: never a password hash (which lives elsewhere); their
 * price group by name (`groups`: `priceGroups()`), null when they pay list prices. Issue 48: the
 * company they buy for by id (`company`), their role and spending limit there (dollars), and the
 * free-text company name of their profile (issue 47's `users.company`) as `companyName`.
 */
export function userJson(user: User, groups: ReadonlyMap<string, { name: string }>) {
  const {
    id,
    createdAt: _createdAt,
    emailVerifiedAt: _emailVerifiedAt,
    priceGroupId,
    company: companyName,
    companyId,
    companyRole,
    spendingLimit,
    ...fields
  } = user;
  return {
    _id: id,
    ...fields,
    companyName,
    priceGroup: (priceGroupId && groups.get(priceGroupId)?.name) || null,
    company: companyId,
    companyRole: companyId ? companyRole : null,
    spendingLimit: companyId && spendingLimit !== null ? centsToDollars(spendingLimit) : null,
  };
}
