// Databases on a test PostgreSQL server: one per test file, cluster test or benchmark run.
import pg from "pg";

async function asAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let made = 0;

/** A new database (empty, or a copy of `template`) named for its purpose; answers its URL. */
export function createDatabase(adminUrl: string, purpose: string, template?: string) {
  const name = `${purpose.replace(/\W+/g, "_").toLowerCase()}_${process.pid}_${made++}`;
  const from = template ? ` template ${pg.escapeIdentifier(template)}` : "";
  return asAdmin(adminUrl, async (admin) => {
    // Copies of one template made at the same moment may find it busy: try again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${pg.escapeIdentifier(name)}${from}`);
        return withDatabase(adminUrl, name);
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

/** Drops a database made by createDatabase, closing whatever is still connected to it. */
export function dropDatabase(adminUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  return asAdmin(adminUrl, (admin) =>
    admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}
