// The operators' commands, as the single executable and the npm scripts run them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "vitest";
import { getUserByEmail } from "#app/models/user.server.ts";
import { backup } from "#runtime/backup-command.ts";
import { makeAdminByEmail, migrate } from "#runtime/commands.ts";
import { userWithToken } from "#tests/fixtures/in-process.ts";

test("make-admin promotes an existing user by email, in any case", async () => {
  const { user } = await userWithToken();
  expect(await makeAdminByEmail([`  ${user.email.toUpperCase()} `])).toBe(0);
  expect((await getUserByEmail(user.email))?.role).toBe("admin");
});

test("make-admin refuses an unknown email and a missing one", async () => {
  expect(await makeAdminByEmail(["nobody@shop.example"])).toBe(1);
  expect(await makeAdminByEmail([])).toBe(2);
});

test("migrate on an up-to-date database applies nothing and succeeds", async () => {
  expect(await migrate([])).toBe(0);
});

test("backup writes a copy that holds the data, and never overwrites a file", async () => {
  const { user } = await userWithToken();
  const dir = mkdtempSync(join(tmpdir(), "storefront-backup-"));
  const file = join(dir, "nested", "copy.db");
  try {
    expect(await backup([file])).toBe(0);
    const copy = new SQLite(file, { readonly: true, fileMustExist: true });
    const row = copy.prepare("SELECT email FROM users WHERE id = ?").get(user.id);
    copy.close();
    expect(row).toEqual({ email: user.email });
    expect(await backup([file])).toBe(1);
    expect(await backup([])).toBe(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
