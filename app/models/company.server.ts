import type { Insertable, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { Companies, DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { isPaymentTerms, type PaymentTerms } from "#app/commerce/index.ts";
import type { CompanyJson, MemberJson } from "#app/schemas/api/companies.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { now } from "#app/utils/clock.server.ts";
import type { User } from "./user.server";

// Companies (issue 48): a business that buys through several customers. A customer belongs to at
// most one, as its admin or a buyer, with a spending limit per order. The company's price group
// is its members' (`users.priceGroupId` mirrors it, written here in the same transaction as any
// change of either), so a buyer's prices are still read from their own row alone.

export type Company = Selectable<Companies>;
export type CompanyRole = "admin" | "buyer";

/** What an admin writes of a company: money in cents; no terms is no buying on account. */
export interface CompanyInput {
  name: string;
  taxId: string | null;
  billingAddress: string | null;
  priceGroupId: string | null;
  paymentTerms: PaymentTerms | null;
  creditLimit: number;
}

/** A customer's place in a company: its role and spending limit per order (cents; null: none). */
export interface Membership {
  companyId: string;
  role: CompanyRole;
  spendingLimit: number | null;
}

export function getCompany(id: string): Promise<Company | undefined> {
  return db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every company by name, each with how many customers it has. */
export function listCompanies(): Promise<(Company & { members: number })[]> {
  return db
    .selectFrom("companies")
    .selectAll("companies")
    .select((eb) =>
      eb
        .selectFrom("users")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("users.companyId", "=", "companies.id")
        .as("members"),
    )
    .orderBy("name")
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, members: Number(row.members ?? 0) })));
}

export async function createCompany(input: CompanyInput): Promise<Company> {
  const company: Insertable<Companies> = {
    id: newId(),
    ...input,
    createdAt: now().toISOString(),
  };
  await db.insertInto("companies").values(company).execute();
  return (await getCompany(company.id as string))!;
}

/** Changes a company; its members' prices follow its price group in the same transaction. */
export async function updateCompany(id: string, input: CompanyInput): Promise<Company | undefined> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("companies")
      .set(input)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return undefined;
    await trx
      .updateTable("users")
      .set({ priceGroupId: input.priceGroupId })
      .where("companyId", "=", id)
      .execute();
    return trx.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
  });
}

/** A customer's membership, read from their row as the session has it; null outside any company. */
export function membershipOf(
  user: Pick<User, "companyId" | "companyRole" | "spendingLimit">,
): Membership | null {
  if (!user.companyId || (user.companyRole !== "admin" && user.companyRole !== "buyer"))
    return null;
  return { companyId: user.companyId, role: user.companyRole, spendingLimit: user.spendingLimit };
}

export const isCompanyAdmin = (
  user: Pick<User, "companyId" | "companyRole" | "spendingLimit">,
  companyId?: string,
): boolean => {
  const membership = membershipOf(user);
  return (
    membership?.role === "admin" && (companyId === undefined || membership.companyId === companyId)
  );
};

export type MembershipWrite = "saved" | "no-user" | "no-company" | "shop-admin" | "other-company";

/**
 * Puts a customer in a company (or, with null, takes them out), in one transaction: the role,
 * the spending limit and the company's price group (out of a company: none). Shop admins buy for
 * nobody; a customer of another company must leave it first (`other-company`), unless `move`.
 */
export async function setMembership(
  userId: string,
  membership: Membership | null,
  options: { move?: boolean; trx?: Transaction<DB> } = {},
): Promise<MembershipWrite> {
  const write = async (trx: Transaction<DB>): Promise<MembershipWrite> => {
    const user = await trx
      .selectFrom("users")
      .select(["role", "companyId"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) return "no-user";
    if (user.role === "admin" && membership) return "shop-admin";
    if (!membership) {
      await trx
        .updateTable("users")
        .set({ companyId: null, companyRole: null, spendingLimit: null, priceGroupId: null })
        .where("id", "=", userId)
        .execute();
      return "saved";
    }
    if (user.companyId && user.companyId !== membership.companyId && !options.move)
      return "other-company";
    const company = await trx
      .selectFrom("companies")
      .select("priceGroupId")
      .where("id", "=", membership.companyId)
      .executeTakeFirst();
    if (!company) return "no-company";
    await trx
      .updateTable("users")
      .set({
        companyId: membership.companyId,
        companyRole: membership.role,
        spendingLimit: membership.spendingLimit,
        priceGroupId: company.priceGroupId,
      })
      .where("id", "=", userId)
      .execute();
    return "saved";
  };
  return options.trx ? write(options.trx) : db.transaction().execute(write);
}

/** A company's customers, admins first, then by name. */
export function listMembers(companyId: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "displayName", "companyRole", "spendingLimit", "createdAt"])
    .where("companyId", "=", companyId)
    .orderBy("companyRole")
    .orderBy("displayName")
    .orderBy("id")
    .execute();
}

/** How many customers buy for the company. */
export async function countMembers(companyId: string): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("companyId", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A company as the API answers it: dollars, its price group by name (`groups`: priceGroups()). */
export function companyJson(
  company: Company & { members: number },
  groups: ReadonlyMap<string, { name: string }>,
): CompanyJson {
  return {
    _id: company.id,
    name: company.name,
    taxId: company.taxId,
    billingAddress: company.billingAddress,
    priceGroup: (company.priceGroupId && groups.get(company.priceGroupId)?.name) || null,
    paymentTerms: isPaymentTerms(company.paymentTerms) ? company.paymentTerms : null,
    creditLimit: centsToDollars(company.creditLimit),
    members: company.members,
    createdAt: company.createdAt,
  };
}

/** A member as the API answers them: their spending limit in dollars (null: none). */
export function memberJson(member: Awaited<ReturnType<typeof listMembers>>[number]): MemberJson {
  return {
    _id: member.id,
    email: member.email,
    displayName: member.displayName,
    companyRole: member.companyRole === "admin" ? "admin" : "buyer",
    spendingLimit: member.spendingLimit === null ? null : centsToDollars(member.spendingLimit),
  };
}
