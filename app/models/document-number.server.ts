import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { documentNumber, type DocumentKind } from "#db/document-number.ts";

/**
 * Takes the next number of `kind` for the year of `at`, in the caller's transaction: the number
 * is used exactly when the document that carries it commits. One upsert both creates a year's
 * row and counts on it; on PostgreSQL it locks that row until the commit, so concurrent
 * transactions (on any number of instances) take numbers one after the other, and one that
 * rolls back gives its number back with it. SQLite runs one writer at a time.
 */
export async function nextDocumentNumber(
  trx: Transaction<DB>,
  kind: DocumentKind,
  at: Date,
): Promise<string> {
  const year = at.getUTCFullYear();
  const { last } = await trx
    .insertInto("document_sequences")
    .values({ kind, year, last: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "year"])
        .doUpdateSet((eb) => ({ last: eb("document_sequences.last", "+", 1) })),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  return documentNumber(kind, year, last);
}
