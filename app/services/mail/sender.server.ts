import { claimMail, listDueMail, markMailFailed, markMailSent } from "#app/models/outbox.server.ts";
import { mailTransport, type MailTransport } from "./transport.server";

/**
 * Delivers the outbox. Each due row is claimed by one conditional update (claimMail), which
 * also pushes its next attempt a lease ahead; the mail is marked sent only after the SMTP server
 * has accepted it; a failure schedules the next attempt with exponential backoff.
 *
 * Exactly once or at least once? Between "the SMTP server said 250 OK" and "our row says sent"
 * there is one local write. If the process dies in that window, the lease runs out and the mail
 * is sent again: no SMTP exchange can be made atomic with a database commit, so delivery is at
 * least once. The window is that single write; every attempt carries the same Message-ID, so a
 * receiving system can recognise the copy. Everything else is exactly once: a mail committed
 * with its order is never lost (the row waits until some instance sends it), a crash before the
 * server accepts just retries, and two instances never send one row at the same time (only one
 * claim changes the row). The demo folder writes a file named by the row, so even a repeat
 * there is one file.
 */
const LEASE_MS = 2 * 60_000; // longer than the transport's timeouts together
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 30 * 60_000;
const BATCH = 20;

/** 5 s, 10 s, 20 s, ... at most 30 minutes: SMTP being down delays mail, never drops it. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** One pass over the due mail; returns how many were delivered. */
export async function deliverDueMail(transport: MailTransport = mailTransport): Promise<number> {
  let delivered = 0;
  for (const id of await listDueMail(BATCH)) {
    const mail = await claimMail(id, LEASE_MS);
    if (!mail) continue; // another instance (or pass) has it
    try {
      await transport.deliver(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(mail, retryDelayMs(mail.attempts), reason);
      console.error(
        `Mail ${mail.id} (${mail.kind}) not delivered, attempt ${mail.attempts}: ${reason}`,
      );
      continue;
    }
    // The demo's folder is the shop's own mailbox (the outbox page reads it); SMTP is not.
    await markMailSent(mail, { leftTheShop: transport.kind === "smtp" });
    delivered++;
  }
  return delivered;
}
