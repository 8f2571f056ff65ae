// The operators' commands. The single executable runs them as subcommands, and the npm scripts
// (db:migrate, user:make-admin) run these same functions through runtime/cli.ts.
import { existsSync } from "node:fs";
import { backupDatabase } from "~db/backup";
import { migrateToLatest } from "~db/migrate";
import { getUserByEmail, makeAdmin } from "~/models/user.server";
import { db } from "~/services/db.server";
import { env } from "~/services/env.server";

/** Each answers the process's exit code: 0 done, 1 refused, 2 wrong usage. */
export type Command = (args: string[]) => Promise<number>;

async function closingDatabase(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } finally {
    await db.destroy();
  }
}

export const migrate: Command = () =>
  closingDatabase(async () => {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
    return 0;
  });

export const makeAdminByEmail: Command = async ([rawEmail]) => {
  const email = rawEmail?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: make-admin <email of an existing user>");
    return 2;
  }
  return closingDatabase(async () => {
    const user = await getUserByEmail(email);
    if (!user) {
      console.error(`No user has the email ${email}: sign up first.`);
      return 1;
    }
    await makeAdmin(user.id);
    console.log(`${email} is now an admin.`);
    return 0;
  });
};

export const backup: Command = async ([file]) => {
  if (!file) {
    console.error("Usage: backup <file to write>");
    return 2;
  }
  // Never overwrite: a mistyped name must not replace another database (or the live one).
  if (existsSync(file)) {
    console.error(`${file} already exists; choose a new file name.`);
    return 1;
  }
  await backupDatabase(env.DATABASE_URL, file);
  console.log(`Backed up ${env.DATABASE_URL} to ${file}.`);
  return 0;
};
