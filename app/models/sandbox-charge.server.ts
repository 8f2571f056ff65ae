import type { Insertable, Selectable } from "kysely";
import type { SandboxCharges } from "#db/types.ts";
import { db } from "#app/db.server.ts";

// The built-in test payment provider's own record of its charges, so a payment id it issued
// can be looked up and verified like one of Stripe's.
export type SandboxCharge = Selectable<SandboxCharges>;

export async function insertSandboxCharge(charge: Insertable<SandboxCharges>): Promise<void> {
  await db.insertInto("sandbox_charges").values(charge).execute();
}

export function getSandboxCharge(id: string): Promise<SandboxCharge | undefined> {
  return db.selectFrom("sandbox_charges").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks a charge refunded, once: a second refund of it changes nothing. */
export async function refundSandboxCharge(id: string): Promise<void> {
  await db
    .updateTable("sandbox_charges")
    .set({ refundedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("refundedAt", "is", null)
    .execute();
}
