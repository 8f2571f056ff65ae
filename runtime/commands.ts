// The operators' commands on the shop's database. The single executable runs them as
// subcommands, and the npm scripts (db:migrate, user:make-admin) run these same functions
// through runtime/cli.ts, which closes the database after them.
import { closeDatabase, migrateDatabase } from "#app/models/database.server.ts";
import { getUserByEmail, makeAdmin } from "#app/models/user.server.ts";

/** Each answers the process's exit code: 0 done, 1 refused, 2 wrong usage. */
export type Command = (args: string[]) => Promise<number>;

export { closeDatabase };

export const migrate: Command = async () => {
  const applied = await migrateDatabase();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  return 0;
};

export const makeAdminByEmail: Command = async ([rawEmail]) => {
  const email = rawEmail?.trim().toLowerCase();
  if (!email) {
    console.error("Usage: make-admin <email of an existing user>");
    return 2;
  }
  const user = await getUserByEmail(email);
  if (!user) {
    console.error(`No user has the email ${email}: sign up first.`);
    return 1;
  }
  await makeAdmin(user.id);
  console.log(`${email} is now an admin.`);
  return 0;
};
