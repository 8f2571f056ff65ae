// The operators' commands on the shop's database. The single executable runs them as
// subcommands, and the npm scripts (db:migrate, db:seed, user:make-admin) run these same
// functions through runtime/cli.ts, which closes the database after them.
import { parseArgs } from "node:util";
import { printableUrl } from "#db/engine.ts";
import {
  closeDatabase,
  fillDemoCatalogue,
  migrateDatabase,
  seedEmptyDatabase,
} from "#app/models/database.server.ts";
import { getUserByEmail, makeAdmin } from "#app/models/user.server.ts";
import { env } from "#app/utils/env.server.ts";

/** Each answers the process's exit code: 0 done, 1 refused, 2 wrong usage. */
export type Command = (args: string[]) => Promise<number>;

export { closeDatabase };

export const migrate: Command = async () => {
  const applied = await migrateDatabase();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  return 0;
};

/**
 * Migrates, then seeds the demo catalogue into an empty database; with --tools N, generated
 * tools fill the catalogue up to N (to try the shop at scale).
 */
export const seed: Command = async (args) => {
  const { values } = parseArgs({ args, options: { tools: { type: "string" } } });
  const total = values.tools === undefined ? null : Number(values.tools);
  if (total !== null && !(Number.isInteger(total) && total > 0 && total <= 1_000_000)) {
    console.error("--tools takes a whole number of tools from 1 to 1,000,000");
    return 2;
  }
  await migrateDatabase();
  const database = printableUrl(env.DATABASE_URL);
  if (!(await seedEmptyDatabase())) {
    console.log(`${database} already holds a catalogue; nothing was seeded.`);
    return 0;
  }
  console.log(`Seeded the demo catalogue into ${database}.`);
  if (total !== null) console.log(`Added ${await fillDemoCatalogue(total)} generated tools.`);
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
