// The mailed links of an account: verifying the address and resetting the password. Single use,
// time-limited on the shop's clock, and the same answer for addresses with and without accounts.
import { describe, expect, it } from "vitest";
import {
  LINKS_PER_ADDRESS_A_DAY,
  resetPassword,
  sendPasswordReset,
  sendVerification,
  verifyEmail,
} from "#app/models/account-links.server.ts";
import { countSessionsOfUser } from "#app/models/session.server.ts";
import { createUserWithPassword, getUserById, verifyLogin } from "#app/models/user.server.ts";
import { action as forgotPassword, RESET_SENT } from "#app/routes/forgot-password.tsx";
import { db } from "#app/db.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { formRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { sessionCookie } from "#tests/fixtures/in-process.ts";

let counter = 0;
async function newAccount() {
  counter += 1;
  return createUserWithPassword({
    email: `links${counter}-${Date.now()}@shop.example`,
    displayName: `Links ${counter}`,
    password: "old-secret",
  });
}

async function linkTokens(email: string, kind: string) {
  const mails = await db
    .selectFrom("outbox")
    .select("text")
    .where("to", "=", email)
    .where("kind", "=", kind)
    .orderBy("createdAt")
    .execute();
  return mails.map((mail) =>
    new URL(mail.text.match(/http:\/\/\S+token=\S+/)![0]).searchParams.get("token")!,
  );
}

describe("verifying an address", { timeout: 30_000 }, () => {
  it("mails a link at sign-up that proves the address once", async () => {
    const user = await newAccount();
    expect(user.emailVerifiedAt).toBeNull();
    const [token] = await linkTokens(user.email, "verify-email");
    expect((await verifyEmail(token!))?.emailVerifiedAt).not.toBeNull();
    expect(await verifyEmail(token!)).toBeNull();
    expect(await sendVerification((await getUserById(user.id))!)).toBe("verified");
  });

  it("refuses a link older than a day, and sends a new one at most once a minute", async () => {
    const user = await newAccount();
    expect(await sendVerification(user)).toBe("too-soon");
    advanceClock(25);
    const [stale] = await linkTokens(user.email, "verify-email");
    expect(await verifyEmail(stale!)).toBeNull();
    expect(await sendVerification(user)).toBe("sent");
    const [, fresh] = await linkTokens(user.email, "verify-email");
    expect((await verifyEmail(fresh!))?.id).toBe(user.id);
  });

  it("knows no made-up token", async () => {
    expect(await verifyEmail("made-up")).toBeNull();
    expect(await resetPassword("made-up", "new-secret")).toBeNull();
  });
});

// Several scrypt hashes a test: room for a busy machine.
describe("resetting a password", { timeout: 30_000 }, () => {
  it("answers the same for an unknown address, and mails only a real account", async () => {
    const user = await newAccount();
    const ask = async (email: string) =>
      unwrap<{ sent: boolean }>(
        await forgotPassword(routeArgs(formRequest("/forgot-password", { email }))),
      );
    const known = await ask(user.email);
    const unknown = await ask("nobody-here@shop.example");
    expect(known).toMatchObject({ status: 200, data: { sent: true } });
    expect(unknown).toMatchObject({ status: 200, data: { sent: true } });
    expect(RESET_SENT).toContain("If an account uses that address");
    expect(await linkTokens(user.email, "reset-password")).toHaveLength(1);
    expect(await linkTokens("nobody-here@shop.example", "reset-password")).toEqual([]);
    // Asked again at once: the same answer, no second mail.
    expect(await ask(user.email)).toMatchObject({ status: 200, data: { sent: true } });
    expect(await linkTokens(user.email, "reset-password")).toHaveLength(1);
  });

  it("sets the new password once, ends every session, and proves the address", async () => {
    const user = await newAccount();
    await sessionCookie(user.id);
    await sessionCookie(user.id);
    expect(await countSessionsOfUser(user.id)).toBe(2);
    await sendPasswordReset(user.email);
    const [token] = await linkTokens(user.email, "reset-password");

    expect((await resetPassword(token!, "new-secret"))?.emailVerifiedAt).not.toBeNull();
    expect(await countSessionsOfUser(user.id)).toBe(0);
    expect(await verifyLogin(user.email, "old-secret")).toBeNull();
    expect((await verifyLogin(user.email, "new-secret"))?.id).toBe(user.id);
    expect(await resetPassword(token!, "third-pw")).toBeNull();
    expect((await verifyLogin(user.email, "new-secret"))?.id).toBe(user.id);
  });

  it("refuses a link older than an hour", async () => {
    const user = await newAccount();
    await sendPasswordReset(user.email);
    const [token] = await linkTokens(user.email, "reset-password");
    advanceClock(1.01);
    expect(await resetPassword(token!, "new-secret")).toBeNull();
    expect((await verifyLogin(user.email, "old-secret"))?.id).toBe(user.id);
  });

  it("only the newest link works, and a new password ends every other link", async () => {
    const user = await newAccount();
    await sendPasswordReset(user.email);
    advanceClock(2 / 60);
    await sendPasswordReset(user.email);
    const [older, newer] = await linkTokens(user.email, "reset-password");
    expect(await resetPassword(older!, "older-pw")).toBeNull();

    // A link from before this rule (both live at once) dies with the reset of the other.
    await db
      .updateTable("user_tokens")
      .set({ usedAt: null })
      .where("userId", "=", user.id)
      .execute();
    expect((await resetPassword(newer!, "newer-pw"))?.id).toBe(user.id);
    expect(await resetPassword(older!, "older-pw")).toBeNull();
    expect((await verifyLogin(user.email, "newer-pw"))?.id).toBe(user.id);
  });
});

describe("mail flooding", { timeout: 60_000 }, () => {
  it("sends at most five links a day to an address, however far apart they are asked for", async () => {
    const user = await newAccount();
    for (let ask = 0; ask < LINKS_PER_ADDRESS_A_DAY + 2; ask += 1) {
      await sendPasswordReset(user.email);
      advanceClock(2 / 60);
    }
    expect(await linkTokens(user.email, "reset-password")).toHaveLength(LINKS_PER_ADDRESS_A_DAY);
    advanceClock(24);
    await sendPasswordReset(user.email);
    expect(await linkTokens(user.email, "reset-password")).toHaveLength(
      LINKS_PER_ADDRESS_A_DAY + 1,
    );
  });

  it("says so when a customer asks for a sixth verification link in a day", async () => {
    const user = await newAccount();
    const outcomes = [];
    for (let ask = 0; ask < LINKS_PER_ADDRESS_A_DAY; ask += 1) {
      advanceClock(2 / 60);
      outcomes.push(await sendVerification(user));
    }
    // The sign-up's own link was the first of the five.
    expect(outcomes).toEqual(["sent", "sent", "sent", "sent", "enough-today"]);
    expect(await linkTokens(user.email, "verify-email")).toHaveLength(LINKS_PER_ADDRESS_A_DAY);
  });
});
