// A fingerprint of what a database holds, to prove that a batch of requests changed nothing.
import { createHash } from "node:crypto";
import SQLite from "better-sqlite3";

/**
 * One SHA-256 per table over all its rows in primary-key order, read through a read-only
 * connection (the server keeps writing through its own). Tables in `exclude` are skipped.
 */
export function tableChecksums(file: string, exclude: string[] = []): Record<string, string> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    const checksums: Record<string, string> = {};
    for (const table of tables.filter((name) => !exclude.includes(name))) {
      const columns = sqlite.pragma(`table_info("${table}")`) as { name: string; pk: number }[];
      const key = columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => `"${column.name}"`);
      const rows = sqlite
        .prepare(`select * from "${table}" order by ${key.length ? key.join(", ") : "rowid"}`)
        .raw()
        .all();
      const hash = createHash("sha256");
      for (const row of rows) hash.update(`${JSON.stringify(row)}\n`);
      checksums[table] = `${rows.length} rows ${hash.digest("hex")}`;
    }
    return checksums;
  } finally {
    sqlite.close();
  }
}
