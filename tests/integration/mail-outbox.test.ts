// The outbox and its sender against a real SMTP server on loopback: each mail once, SMTP being
// down delays mail but never fails an order, a claim is one conditional update, and a sender
// that dies mid-send leaves the mail to be sent after its lease.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { claimMail, listDueMail } from "#app/models/outbox.server.ts";
import { orderTool } from "#tests/fixtures/placing.ts";
import { db } from "#app/db.server.ts";
import { deliverDueMail, retryDelayMs } from "#app/services/mail/sender.server.ts";
import { folderTransport, smtpTransport } from "#app/services/mail/transport.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { linkIn, startSmtpInbox, type SmtpInbox } from "#tests/support/smtp-inbox.ts";
import { sendPasswordReset } from "#app/models/account-links.server.ts";
import { findLiveToken } from "#app/models/user-token.server.ts";
import { REDACTED_TOKEN } from "#app/mail/secret-links.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const delivery = { date: deliveryWindow().min, address: "1 Mail Street", phone: "555-0100" };
let inbox: SmtpInbox;
let smtp: ReturnType<typeof smtpTransport>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  smtp = smtpTransport(inbox.url);
});
afterAll(() => inbox.stop());

async function orderBy() {
  const tool = await insertTool({
    name: "Test Hammer",
    price: 2500,
    minimum_qyt: 1,
    available_qyt: 10,
  });
  const { user } = await userWithToken();
  // Only the order's mail is counted here: the sign-up's verification link goes (tested apart).
  await db.deleteFrom("outbox").where("to", "=", user.email).execute();
  const order = await orderTool({ ...delivery, toolId: tool.id, qyt: 2, customer: user });
  return { user, order };
}

const outboxRowTo = (email: string) =>
  db.selectFrom("outbox").selectAll().where("to", "=", email).executeTakeFirstOrThrow();

/** Every due mail, delivered until none is left (the sender's passes, one after another). */
async function drain() {
  let total = 0;
  for (let delivered = -1; delivered !== 0; total += delivered)
    delivered = await deliverDueMail(smtp);
  return total;
}

describe("the sender", () => {
  it("delivers an order's mail once, with its facts and pay link, as text and HTML", async () => {
    const { user, order } = await orderBy();
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    const [mail, ...more] = inbox.to(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Order placed: ${order.number}, 2 × Test Hammer — Forgeline Tools`);
    expect(mail?.kind).toBe("order-placed");
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/payment/${order.id}`);
    expect(mail?.text).toContain("Amount: $50.00");
    expect(mail?.html).toContain(
      '<th align="left" style="color:#555555">Amount</th><td>$50.00</td>',
    );
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(row.sentAt).not.toBeNull();
    expect(mail?.messageId).toBe(`<${row.id}@localhost>`);
  });

  it("keeps the order when SMTP is down, retries with backoff, and sends once when it is back", async () => {
    await inbox.stop();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, order } = await orderBy();
    expect(order.id).toBeTruthy();
    expect(await deliverDueMail(smtp)).toBe(0);
    const failed = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(logged).toHaveBeenCalled();
    // Not due again before its backoff.
    expect(await deliverDueMail(smtp)).toBe(0);
    expect(
      (
        await db
          .selectFrom("outbox")
          .select("attempts")
          .where("id", "=", failed.id)
          .executeTakeFirstOrThrow()
      ).attempts,
    ).toBe(1);

    await inbox.start();
    advanceClock(retryDelayMs(1) / 3_600_000);
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    expect(inbox.to(user.email)).toHaveLength(1);
  });

  it("backs off 5 s, 10 s, 20 s ... up to half an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(30 * 60_000);
  });

  it("lets only one of two racing senders have each mail", async () => {
    const orders = [await orderBy(), await orderBy(), await orderBy()];
    const counts = await Promise.all([deliverDueMail(smtp), deliverDueMail(smtp)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const { user } of orders) expect(inbox.to(user.email)).toHaveLength(1);
  });

  it("sends a mail whose sender died after claiming it, once its lease runs out", async () => {
    const { user } = await orderBy();
    const [id] = await listDueMail(10);
    // An instance claims it and dies before sending: nobody else may take it during the lease.
    expect(await claimMail(id!, 120_000)).not.toBeNull();
    expect(await claimMail(id!, 120_000)).toBeNull();
    expect(await drain()).toBe(0);
    advanceClock(2.5 / 60);
    expect(await drain()).toBe(1);
    expect(inbox.to(user.email)).toHaveLength(1);
  });
});

describe("secret links", () => {
  it("leave the stored copy once the mail has gone out over SMTP, and reach the inbox whole", async () => {
    const { user } = await userWithToken();
    await db.deleteFrom("outbox").where("to", "=", user.email).execute();
    await sendPasswordReset(user.email);
    const waiting = await outboxRowTo(user.email);
    const token = new URL(linkIn(waiting, "http://localhost:3000/reset-password")).searchParams.get(
      "token",
    )!;
    expect(await drain()).toBe(1);
    const [received] = inbox.to(user.email);
    expect(received?.text).toContain(`token=${token}`);
    expect(received?.html).toContain(`token=${token}`);

    const stored = await outboxRowTo(user.email);
    expect(stored.text).not.toContain(token);
    expect(stored.html).not.toContain(token);
    expect(stored.text).toContain(`/reset-password?token=${REDACTED_TOKEN}`);
    // The link in the inbox still works: only the copy lost it.
    expect((await findLiveToken(token, "reset-password"))?.userId).toBe(user.id);
  });

  it("stay in the demo's own mailbox, which nobody else reads", async () => {
    const folder = folderTransport(mkdtempSync(join(tmpdir(), "outbox-")));
    const { user } = await userWithToken();
    await db.deleteFrom("outbox").where("to", "=", user.email).execute();
    await sendPasswordReset(user.email);
    const before = await outboxRowTo(user.email);
    expect(await deliverDueMail(folder)).toBeGreaterThanOrEqual(1);
    expect((await outboxRowTo(user.email)).text).toBe(before.text);
  });
});

describe("the demo outbox folder", () => {
  it("writes each mail as one .eml file, named by its row, however often it is delivered", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const folder = folderTransport(dir);
    const { user } = await orderBy();
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", user.email)
      .executeTakeFirstOrThrow();
    await folder.deliver(row);
    await folder.deliver(row);
    const files = readdirSync(dir);
    expect(files).toEqual([`${row.createdAt.replace(/[:.]/g, "-")}-${row.id}.eml`]);
    const eml = readFileSync(join(dir, files[0]!), "utf8");
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain(`Message-ID: <${row.id}@localhost>`);
  });
});
