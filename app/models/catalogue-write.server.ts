import type { Transaction } from "kysely";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { announcePublicChange } from "./public-changes.server";
import { announceTools } from "./tool-events.server";

/**
 * One write to a tool's catalogue details (pictures, family, accessories), in one transaction.
 * It first sets the tool's `updatedAt` (each instance's catalogue index refreshes from it), which
 * also locks the tool's row on PostgreSQL, so two admins' writes to one tool run one after the
 * other. A deleted or unknown tool answers "missing" with nothing written; `write` answers
 * "changed" to commit and announce (tool.updated too), anything else to roll back (nothing to write, a refusal).
 */
export async function writeToolDetails<Outcome extends string>(
  toolId: string,
  write: (trx: Transaction<DB>) => Promise<Outcome | "changed">,
): Promise<Outcome | "changed" | "missing"> {
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const touched = await trx
        .updateTable("tools")
        .set({ updatedAt: new Date().toISOString() })
        .where("id", "=", toolId)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
      if (touched.numUpdatedRows === 0n) return "missing" as const;
      const result = await write(trx);
      if (result !== "changed") throw new Unchanged(result);
      await announceTools(trx, "tool.updated", [toolId]);
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof Unchanged) return error.outcome;
      throw error;
    });
  if (outcome === "changed") announcePublicChange("catalogue");
  return outcome;
}

/** Rolls the transaction back (its `updatedAt` too) when there was nothing to write. */
class Unchanged<Outcome extends string> extends Error {
  constructor(readonly outcome: Outcome) {
    super(`Nothing written: ${outcome}`);
  }
}

/**
 * The tool on sale with this part number, as an admin types it (spaces around it and the case
 * do not matter: part numbers are stored in capitals). A deleted tool is not found.
 */
export function toolOfSku(trx: Transaction<DB>, sku: string) {
  return trx
    .selectFrom("tools")
    .select(["id", "name", "familyId"])
    .where("sku", "=", sku.trim().toUpperCase())
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}
