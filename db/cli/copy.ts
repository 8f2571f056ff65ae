// npm run db:copy -- --from FILE --to postgres://… [--uploads DIR]: moves a shop's data into
// another database (typically an existing SQLite shop into PostgreSQL), then checks the copy by
// row counts and a sample of rows. The target is migrated first and must be empty; the source is
// only read. Into PostgreSQL, the SQLite shop's uploaded images (files in DIR, by default the
// "uploads" folder beside the file, as the shop keeps them) go into the images table too.
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { databaseFilePath, openDatabase } from "#db/connection.ts";
import { copyDatabase, CopyRefusedError, importUploads } from "#db/copy.ts";
import { isPostgresUrl } from "#db/engine.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, to: { type: "string" }, uploads: { type: "string" } },
});
if (!values.from || !values.to) {
  console.error(
    "Usage: npm run db:copy -- --from data/storefront.db --to postgres://user:pass@host/db",
  );
  process.exit(2);
}

const source = openDatabase(values.from, { poolSize: 1 });
const target = openDatabase(values.to, { poolSize: 1 });
try {
  const tables = await copyDatabase(source, target);
  for (const { table, target: rows, sampled } of tables)
    console.log(`${table.padEnd(18)} ${String(rows).padStart(9)} rows, ${sampled} compared`);
  console.log(
    "Copied: every table's row count matches the source, and the sampled rows are equal.",
  );
  if (isPostgresUrl(values.to) && !isPostgresUrl(values.from)) {
    const uploads = values.uploads ?? join(dirname(databaseFilePath(values.from)), "uploads");
    const added = await importUploads(target, uploads);
    console.log(`Uploaded images from ${uploads} now in the database: ${added}`);
  }
} catch (error) {
  if (!(error instanceof CopyRefusedError)) throw error;
  console.error(`db:copy: ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all([source.destroy(), target.destroy()]);
}
