import { randomBytes } from "node:crypto";
import { db } from "#app/db.server.ts";
import { companyInvitationMail } from "#app/mail/company-mails.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { tokenDigest } from "#app/utils/token-digest.server.ts";
import { changeMembership, type MembershipChange } from "./company-member.server";
import type { CompanyRole } from "./company.server";
import { queueMail } from "./outbox.server";

// A company admin's invitations (issue 48): a mailed link that joins the company when its
// invitee signs up or signs in through it. As the account links (user-token.server.ts), the
// table keeps a digest of the token only; the link works once, for INVITATION_LIFETIME_MS, and a
// newer invitation of the same address to the same company replaces the older.

export const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;
/** Invitations a company may send in a day: enough for a team, too few to mail-bomb anyone. */
export const INVITATIONS_PER_DAY = 50;

export interface Invitation {
  companyId: string;
  email: string;
  role: CompanyRole;
  /** Cents per order; null: no limit. */
  spendingLimit: number | null;
}

export type InvitationSent =
  | { status: "sent"; invitation: Invitation & { expiresAt: string } }
  | { status: "already-member" | "too-many" | "no-company" };

/**
 * Mails an invitation from `inviter` (a company admin of it), in one transaction with its row;
 * the older live invitations of that address to this company stop working. Refused for an
 * address that is already the company's member, or past the company's day's invitations. The
 * address of another company's member, or of a shop admin, is invited alike (whether it is one
 * is theirs to know): joining refuses it.
 */
export async function inviteToCompany(
  invitation: Invitation,
  inviter: { id: string; displayName: string },
): Promise<InvitationSent> {
  const email = invitation.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom("companies")
      .select("name")
      .where("id", "=", invitation.companyId)
      .executeTakeFirst();
    if (!company) return { status: "no-company" };
    const member = await trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .where("companyId", "=", invitation.companyId)
      .executeTakeFirst();
    if (member) return { status: "already-member" };
    const at = now();
    const { sent } = await trx
      .selectFrom("company_invitations")
      .select((eb) => eb.fn.countAll<number | string>().as("sent"))
      .where("companyId", "=", invitation.companyId)
      .where("createdAt", ">", new Date(at.getTime() - 24 * 3_600_000).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(sent) >= INVITATIONS_PER_DAY) return { status: "too-many" };
    await trx
      .updateTable("company_invitations")
      .set({ usedAt: at.toISOString() })
      .where("companyId", "=", invitation.companyId)
      .where("email", "=", email)
      .where("usedAt", "is", null)
      .execute();
    const token = randomBytes(32).toString("base64url");
    const row = {
      id: tokenDigest(token),
      companyId: invitation.companyId,
      email,
      role: invitation.role,
      spendingLimit: invitation.spendingLimit,
      invitedBy: inviter.id,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS).toISOString(),
    };
    await trx.insertInto("company_invitations").values(row).execute();
    await queueMail(
      trx,
      companyInvitationMail(
        { ...row, company: company.name, inviter: inviter.displayName, role: invitation.role },
        token,
      ),
    );
    return {
      status: "sent",
      invitation: { ...invitation, email, expiresAt: row.expiresAt },
    };
  });
}

/** A live invitation and its company's name, without using it up (the join page showing it). */
export function findLiveInvitation(token: string) {
  return db
    .selectFrom("company_invitations")
    .innerJoin("companies", "companies.id", "company_invitations.companyId")
    .select([
      "company_invitations.companyId",
      "company_invitations.email",
      "company_invitations.role",
      "company_invitations.spendingLimit",
      "companies.name as company",
    ])
    .where("company_invitations.id", "=", tokenDigest(token))
    .where("company_invitations.usedAt", "is", null)
    .where("company_invitations.expiresAt", ">", now().toISOString())
    .executeTakeFirst();
}

export type InvitationAccepted =
  | { status: "joined"; company: string }
  | { status: "gone" }
  | { status: Exclude<MembershipChange, "saved"> };

/** Thrown to roll the spent invitation back when the invitee may not join. */
class JoinRefused extends Error {
  constructor(readonly change: Exclude<MembershipChange, "saved">) {
    super(change);
  }
}

/**
 * Joins `userId` to the invitation's company with its role and limit, in one transaction with
 * the invitation's one conditional use: a link followed twice (or twice at once) joins once; an
 * expired or used one is `gone`. A customer of another company, a shop admin or a member
 * already are refused, and the invitation stays usable (by another account, say).
 */
export async function acceptInvitation(token: string, userId: string): Promise<InvitationAccepted> {
  try {
    return await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const spent = await trx
        .updateTable("company_invitations")
        .set({ usedAt: at, usedBy: userId })
        .where("id", "=", tokenDigest(token))
        .where("usedAt", "is", null)
        .where("expiresAt", ">", at)
        .returning(["companyId", "role", "spendingLimit"])
        .executeTakeFirst();
      if (!spent) return { status: "gone" } as const;
      const role = spent.role === "admin" ? "admin" : "buyer";
      const change = await changeMembership(
        userId,
        { companyId: spent.companyId, role, spendingLimit: spent.spendingLimit },
        { joining: true, trx },
      );
      if (change !== "saved") throw new JoinRefused(change);
      const company = await trx
        .selectFrom("companies")
        .select("name")
        .where("id", "=", spent.companyId)
        .executeTakeFirstOrThrow();
      return { status: "joined", company: company.name } as const;
    });
  } catch (error) {
    if (error instanceof JoinRefused) return { status: error.change };
    throw error;
  }
}
