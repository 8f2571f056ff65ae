import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB, Outbox } from "#db/types.ts";
import type { MailMessage } from "#app/mail/compose.server.ts";
import { redactSecretLinks } from "#app/mail/secret-links.ts";
import { now } from "#app/utils/clock.server.ts";
import { db } from "#app/db.server.ts";

export type OutboxMail = Selectable<Outbox>;

/**
 * Queues a mail inside the transaction of the change it announces: both are committed, or
 * neither. The background sender (services/mail/sender.server.ts) delivers it.
 */
export async function queueMail(trx: Transaction<DB> | Kysely<DB>, mail: MailMessage) {
  const at = now().toISOString();
  await trx
    .insertInto("outbox")
    .values({ id: newId(), ...mail, createdAt: at, nextAttemptAt: at })
    .execute();
}

/** Mails due for an attempt now, oldest first (a claim still has to win each one). */
export async function listDueMail(limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("sentAt", "is", null)
    .where("nextAttemptAt", "<=", now().toISOString())
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due mail for one attempt: one conditional update moves its next attempt past the
 * lease and stamps a token of ours. Only the instance whose update changed the row sends it;
 * if that instance dies mid-send, the row is due again when the lease runs out.
 */
export async function claimMail(id: string, leaseMs: number): Promise<OutboxMail | null> {
  const at = now();
  const claimToken = randomBytes(16).toString("hex");
  const claimed = await db
    .updateTable("outbox")
    .set((eb) => ({
      claimToken,
      attempts: eb("attempts", "+", 1),
      nextAttemptAt: new Date(at.getTime() + leaseMs).toISOString(),
    }))
    .where("id", "=", id)
    .where("sentAt", "is", null)
    .where("nextAttemptAt", "<=", at.toISOString())
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return null;
  return (
    (await db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", id)
      .where("claimToken", "=", claimToken)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The mail was accepted: it is never sent again. A mail that left the shop (SMTP) keeps its
 * secret links only in the recipient's inbox: the stored copy loses their tokens.
 */
export async function markMailSent(mail: OutboxMail, { leftTheShop }: { leftTheShop: boolean }) {
  const copy = leftTheShop
    ? { text: redactSecretLinks(mail.text), html: redactSecretLinks(mail.html) }
    : {};
  await db
    .updateTable("outbox")
    .set({ sentAt: now().toISOString(), lastError: null, ...copy })
    .where("id", "=", mail.id)
    .where("claimToken", "=", mail.claimToken)
    .execute();
}

/** The attempt failed: try again after `retryInMs`, keeping the reason for the admin's page. */
export async function markMailFailed(mail: OutboxMail, retryInMs: number, error: string) {
  await db
    .updateTable("outbox")
    .set({
      nextAttemptAt: new Date(now().getTime() + retryInMs).toISOString(),
      lastError: error.slice(0, 500),
    })
    .where("id", "=", mail.id)
    .where("claimToken", "=", mail.claimToken)
    .where("sentAt", "is", null)
    .execute();
}

export function getMail(id: string): Promise<OutboxMail | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}
