import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { dataDirectory } from "#db/database-file.ts";
import type { OutboxMail } from "#app/models/outbox.server.ts";
import { attachmentFile } from "#app/services/documents/document-files.server.ts";
import { SITE_NAME } from "#app/utils/seo.ts";
import { env } from "#app/utils/env.server.ts";
import { publicOrigin } from "#app/utils/public-url.server.ts";

/** Where the shop's mail goes: an SMTP server, or (demo mode) a folder of .eml files. */
export interface MailTransport {
  kind: "smtp" | "folder";
  /** Resolves once the mail is accepted (by the SMTP server, or written); rejects otherwise. */
  deliver(mail: OutboxMail): Promise<void>;
}

const mailHost = new URL(publicOrigin).hostname;
export const mailFrom = env.MAIL_FROM ?? `"${SITE_NAME}" <no-reply@${mailHost}>`;

/** The demo outbox: `.eml` files beside the database. */
export const outboxDir = join(dataDirectory(env.DATABASE_URL), "outbox");

// The same Message-ID on every attempt of one outbox row: a receiving server or mail program
// that sees a mail twice (see sender.server.ts on at-least-once) can tell it is one mail. The
// document a mail carries is drawn now, from the rows as they are.
async function message(mail: OutboxMail) {
  const attachments = mail.attachment ? [await attachmentFile(mail.attachment)] : [];
  return {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${mailHost}>`,
    date: new Date(mail.createdAt),
    headers: { "X-Forgeline-Mail": mail.kind },
    attachments: attachments.map((file) => ({ ...file, contentType: "application/pdf" })),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A server that does not answer must not hold a claim past its lease (sender.server.ts).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: "smtp",
    async deliver(mail) {
      await transporter.sendMail(await message(mail));
    },
  };
}

/** The file's name is the row's: a second delivery of one mail replaces the file, never adds one. */
export const emlFileName = (mail: Pick<OutboxMail, "createdAt" | "id">) =>
  `${mail.createdAt.replace(/[:.]/g, "-")}-${mail.id}.eml`;

export function folderTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "folder",
    async deliver(mail) {
      const info = await composer.sendMail(await message(mail));
      mkdirSync(dir, { recursive: true });
      const file = join(dir, emlFileName(mail));
      // Written whole, then renamed: a reader never sees half a mail.
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
  };
}

export const mailTransport: MailTransport = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL)
  : folderTransport(outboxDir);
