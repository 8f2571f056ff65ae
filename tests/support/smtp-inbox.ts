// A real SMTP server on loopback (smtp-server) that keeps every mail it accepts, parsed
// (mailparser), so tests can read them and follow their links. It can be stopped and started
// again on the same port, to play an SMTP server that is down for a while.
import { once } from "node:events";
import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  kind: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A free port below the kernel's ephemeral range (32768 and up): while the server is stopped,
 * the shop keeps connecting to it, and a port in that range could be handed to one of those very
 * connections as its own local end (a TCP self-connect), so the server could not come back.
 */
async function freeLoopbackPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const listening = once(probe, "listening").then(() => true);
    const failed = once(probe, "error").then(() => false);
    probe.listen(port, "127.0.0.1");
    if (await Promise.race([listening, failed])) {
      probe.close();
      await once(probe, "close");
      return port;
    }
  }
  throw new Error("no free port below the ephemeral range");
}

function received(mail: ParsedMail): ReceivedMail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return {
    to: to?.value[0]?.address ?? "",
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    messageId: mail.messageId ?? "",
    kind: String(mail.headers.get("x-forgeline-mail") ?? ""),
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

export async function startSmtpInbox() {
  const port = await freeLoopbackPort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  async function start() {
    if (server) return;
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(received(mail));
            callback();
          })
          .catch(callback);
      },
    });
    const listening = once(server.server, "listening");
    server.listen(port, "127.0.0.1");
    await listening;
  }

  async function stop() {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address: string) => mails.filter((mail) => mail.to === address),
    start,
    stop,
    /** Waits until `count` mails to `address` have arrived (or throws after `timeoutMs`). */
    async waitFor(address: string, count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const arrived = mails.filter((mail) => mail.to === address);
        if (arrived.length >= count) return arrived;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `Expected ${count} mail(s) to ${address}, got: ${JSON.stringify(mails.filter((m) => m.to === address).map((m) => m.subject))}`,
      );
    },
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: Pick<ReceivedMail, "text">, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in:\n${mail.text}`);
  return link;
}
