import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { setMembership, type Membership, type MembershipWrite } from "./company.server";

// Changes to who buys for a company (issue 48), by its company admins or the shop's admins:
// each in one transaction that never leaves a company without a company admin.

export type MembershipChange = MembershipWrite | "last-admin" | "not-member" | "already-member";

/**
 * Holds the company's row for the rest of the transaction (a write that changes nothing): two
 * changes to one company's admins then run one after the other on PostgreSQL as on SQLite, so
 * each counts the admins the other left.
 */
export async function holdCompany(trx: Transaction<DB>, companyId: string) {
  await trx
    .updateTable("companies")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", companyId)
    .execute();
}

/** Whether the company has a company admin besides `userId`, read inside the transaction. */
async function hasOtherAdmin(trx: Transaction<DB>, companyId: string, userId: string) {
  const row = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("companyId", "=", companyId)
    .where("companyRole", "=", "admin")
    .where("id", "!=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/**
 * Puts a customer in a company, changes their role or limit there, or (null) takes them out, in
 * one transaction: a company admin stops being one only while the company has another
 * (`last-admin`); a customer of another company must leave it first (`other-company`); shop
 * admins buy for nobody (`shop-admin`). With `within`, only a member of that company is changed
 * (`not-member` otherwise): a company admin's page acts on its own members alone. With `joining`,
 * a customer already in that company is refused (`already-member`): an invitation does not
 * change the role a member has.
 */
export async function changeMembership(
  userId: string,
  next: Membership | null,
  options: { within?: string; joining?: boolean; trx?: Transaction<DB> } = {},
): Promise<MembershipChange> {
  const change = async (trx: Transaction<DB>): Promise<MembershipChange> => {
    const current = await trx
      .selectFrom("users")
      .select(["companyId", "companyRole"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!current) return "no-user";
    if (options.within && current.companyId !== options.within) return "not-member";
    if (options.joining && next && current.companyId === next.companyId) return "already-member";
    if (next && current.companyId && current.companyId !== next.companyId) return "other-company";
    const staysAdmin = next?.companyId === current.companyId && next?.role === "admin";
    if (current.companyId && current.companyRole === "admin" && !staysAdmin) {
      await holdCompany(trx, current.companyId);
      if (!(await hasOtherAdmin(trx, current.companyId, userId))) return "last-admin";
    }
    return setMembership(userId, next, { trx });
  };
  return options.trx ? change(options.trx) : db.transaction().execute(change);
}

/** One member of a company, as its page lists them; undefined if not one of its members. */
export function getMember(companyId: string, userId: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "displayName", "companyRole", "spendingLimit"])
    .where("id", "=", userId)
    .where("companyId", "=", companyId)
    .executeTakeFirst();
}
