import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { databaseFilePath } from "#db/database-file.ts";
import { isPostgresUrl } from "#db/engine.ts";
import { env } from "#app/utils/env.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";

/**
 * The secrets that sign cookies. Configured ones win; for the embedded demo database a random
 * one is made once and kept beside it, so sessions survive a restart without any setup. On
 * PostgreSQL the instances must all sign alike, and no file is shared: the secret is required.
 */
export const sessionSecrets: string[] = singleton("sessionSecrets", () => {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (isPostgresUrl(env.DATABASE_URL))
    throw new Error(
      "Set SESSION_SECRET when DATABASE_URL is PostgreSQL: every instance must sign cookies with the same secret",
    );
  const file = join(dirname(databaseFilePath(env.DATABASE_URL)), "session-secret");
  try {
    return [readFileSync(file, "utf8").trim()];
  } catch {
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return [secret];
  }
});
