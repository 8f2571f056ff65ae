import {
  sql,
  type CompiledQuery,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from "kysely";
import { engineOf } from "#db/engine.ts";
import type { DB } from "#db/types.ts";
import {
  DOCUMENT_PREFIX,
  documentNumber,
  RECORD_YEAR,
  recordNumber,
  type DocumentKind,
  type RecordKind,
} from "#db/document-number.ts";

/**
 * Counts one more on the sequence of `kind` in `year`, in the caller's transaction: the count
 * is used exactly when what carries it commits. One upsert both creates the row and counts on
 * it; on PostgreSQL it locks that row until the commit, so concurrent transactions (on any
 * number of instances) take counts one after the other, and one that rolls back gives its
 * count back with it. SQLite runs one writer at a time.
 */
async function countOn(
  trx: Transaction<DB>,
  kind: DocumentKind | RecordKind,
  year: number,
): Promise<number> {
  const { rows } = await trx.executeQuery(countingQuery(trx, kind, year));
  return rows[0]!.last;
}

/**
 * The upsert of one sequence, built and compiled by Kysely the first time it is asked for and
 * kept: it has no other values, and every order, quote and return runs it (building it each
 * time cost more than SQLite's running it, in profiles of orders). Kept per engine, as the
 * SQL differs.
 */
const countingQueries = new Map<string, CompiledQuery<{ last: number }>>();

function countingQuery(trx: Transaction<DB>, kind: DocumentKind | RecordKind, year: number) {
  const key = `${engineOf(trx)} ${kind} ${year}`;
  let query = countingQueries.get(key);
  if (!query) {
    query = trx
      .insertInto("document_sequences")
      .values({ kind, year, last: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["kind", "year"])
          .doUpdateSet((eb) => ({ last: eb("document_sequences.last", "+", 1) })),
      )
      .returning("last")
      .compile();
    countingQueries.set(key, query);
  }
  return query;
}

/** Takes the next number of `kind` for the year of `at` (INV-2026-000042), as `countOn`. */
export async function nextDocumentNumber(
  trx: Transaction<DB>,
  kind: DocumentKind,
  at: Date,
): Promise<string> {
  const year = at.getUTCFullYear();
  return documentNumber(kind, year, await countOn(trx, kind, year));
}

/**
 * Takes the next short number of an order, a quote or a return (FL-100042), as `countOn`: the
 * same on every engine and instance, never given twice.
 */
export async function nextRecordNumber(trx: Transaction<DB>, kind: RecordKind): Promise<string> {
  return recordNumber(kind, await countOn(trx, kind, RECORD_YEAR));
}

/**
 * The sort keys of numbers of `kind` in `column`: the year, then the count. The count has six
 * digits at least, so a longer one is a later one: by text alone, INV-2026-1000000 would come
 * before INV-2026-999999.
 */
function numberKeys(kind: DocumentKind, column: string) {
  const number = sql.ref(column);
  // 1-based: the prefix, a dash, then the year's four digits.
  const yearAt = sql.lit(DOCUMENT_PREFIX[kind].length + 2);
  return [sql`substr(${number}, ${yearAt}, 4)`, sql`length(${number})`, number] as const;
}

/** A query's documents in the order of their numbers of `kind` (in `column`). */
export function inNumberOrder<Query extends SelectQueryBuilder<DB, keyof DB, object>>(
  query: Query,
  kind: DocumentKind,
  column: string,
): Query {
  const [year, length, number] = numberKeys(kind, column);
  return query.orderBy(year).orderBy(length).orderBy(number) as Query;
}

/** The documents after `last` in that order: the key an export's batches move along. */
export function afterNumber(kind: DocumentKind, column: string, last: string) {
  const yearStart = DOCUMENT_PREFIX[kind].length + 1;
  const year = last.slice(yearStart, yearStart + 4);
  const [yearKey, lengthKey, numberKey] = numberKeys(kind, column);
  return sql<SqlBool>`(${yearKey}, ${lengthKey}, ${numberKey}) > (${year}, ${last.length}, ${last})`;
}
