import type { Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";

/** How long a previewed import waits for its confirmation. */
export const PENDING_IMPORT_MS = 60 * 60 * 1000;

export interface PendingImport {
  id: string;
  fileName: string;
  csv: string;
  /** What the preview said the file would do (ImportSummary.digest). */
  digest: string;
}

/**
 * Keeps an admin's previewed file until they confirm it (a form without JavaScript cannot send
 * the file again). Imports left unconfirmed past their hour are deleted here, so none piles up.
 */
export async function storePendingImport(
  userId: string,
  upload: Omit<PendingImport, "id">,
): Promise<string> {
  const at = now();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("pending_imports")
      .where("createdAt", "<", new Date(at.getTime() - PENDING_IMPORT_MS).toISOString())
      .execute();
    await trx
      .insertInto("pending_imports")
      .values({ id, userId, ...upload, createdAt: at.toISOString() })
      .execute();
  });
  return id;
}

/** The admin's own previewed import, unless it has expired or was imported. */
export function pendingImport(id: string, userId: string): Promise<PendingImport | undefined> {
  return db
    .selectFrom("pending_imports")
    .select(["id", "fileName", "csv", "digest"])
    .where("id", "=", id)
    .where("userId", "=", userId)
    .where("createdAt", ">=", new Date(now().getTime() - PENDING_IMPORT_MS).toISOString())
    .executeTakeFirst();
}

/**
 * Takes the kept file for its import, in the import's transaction: false when another
 * confirmation took it first. On PostgreSQL the second delete waits for the first transaction and
 * then finds no row; on SQLite the transactions run one after the other.
 */
export async function claimPendingImport(trx: Transaction<DB>, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom("pending_imports")
    .where("id", "=", id)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

export async function dropPendingImport(id: string) {
  await db.deleteFrom("pending_imports").where("id", "=", id).execute();
}

/** The catalogue moved since the preview: the admin confirms what the import does now. */
export async function setPendingDigest(id: string, digest: string) {
  await db.updateTable("pending_imports").set({ digest }).where("id", "=", id).execute();
}
