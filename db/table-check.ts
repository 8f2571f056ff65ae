import { sql, type Kysely } from "kysely";
import { engineOf } from "./engine";

/**
 * Changes a named check of a table: the part `from` of its condition becomes `to`, so the whole
 * condition is `check`. PostgreSQL drops the named constraint and adds it as `check`. SQLite cannot change a check in place: the table is rebuilt the way its
 * documentation gives (a new table from the schema's own text with the check changed, the rows
 * copied, the old one dropped, the new one renamed, its indexes and triggers made again), with
 * foreign keys off meanwhile (SQLite runs migrations outside a transaction, so the pragma holds),
 * then checked. A migration that changes a check of `orders` (0032, 0036) calls it.
 */
export async function replaceCheck(
  db: Kysely<unknown>,
  table: string,
  name: string,
  { from, to, check }: { from: string; to: string; check: string },
): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${sql.raw(check)})`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null order by type = 'table' desc`.execute(db);
  const [created, ...dependents] = rows;
  // The check as the schema holds it, with whatever spaces and line breaks it was written with.
  const escaped = from.replace(/[()+*?.[\]^$|\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const pattern = new RegExp(escaped);
  if (!created || created.type !== "table" || !pattern.test(created.sql))
    throw new Error(`${name} is not the check this migration knows`);
  const next = `${table}_next`;
  const rebuilt = created.sql
    .replace(pattern, to)
    .replace(new RegExp(`^CREATE TABLE\\s+("${table}"|${table})`, "i"), `CREATE TABLE "${next}"`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into ${sql.table(next)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
    for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error(`Rebuilding ${table} broke a foreign key`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
