// A fingerprint of what a database holds, to prove that a batch of requests changed nothing.
import { createHash } from "node:crypto";
import type { Database } from "#db/connection.ts";

/** Values as JSON: Buffers (pictures) and big integers included. */
const asJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "bigint"
      ? item.toString()
      : item && typeof item === "object" && "type" in item && item.type === "Buffer"
        ? createHash("sha256").update(JSON.stringify(item)).digest("hex")
        : item,
  );

/**
 * One SHA-256 per table over all its rows, each written as JSON, in sorted order: the same on
 * SQLite and PostgreSQL, with no need to know a table's key. Tables in `exclude` are skipped,
 * and so are the migrator's own.
 */
export async function tableChecksums(
  db: Database,
  exclude: string[] = [],
): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !exclude.includes(name) && !name.startsWith("kysely_"))
    .sort();
  const checksums: Record<string, string> = {};
  for (const table of tables) {
    const rows = (
      await db
        .selectFrom(table as never)
        .selectAll()
        .execute()
    )
      .map(asJson)
      .sort();
    const hash = createHash("sha256");
    for (const row of rows) hash.update(`${row}\n`);
    checksums[table] = `${rows.length} rows ${hash.digest("hex")}`;
  }
  return checksums;
}
