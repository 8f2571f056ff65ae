import type { Insertable, Selectable } from "kysely";
import type { SandboxCharges } from "#db/types.ts";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
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

/** A refund the charge cannot give (unknown, not succeeded, too little left): rolled back. */
class NotRefundable extends Error {}

/**
 * Gives back `amount` cents of a succeeded charge under `key`, and returns the sandbox's refund
 * id; null when the charge is unknown, not succeeded, or has less than that left. Like
 * Stripe's: the same key again returns the same refund and moves nothing. The refund's row is
 * written first, so the key's unique index decides between two calls that race (on PostgreSQL
 * the second waits for the first, then finds its row); one conditional update keeps the cents
 * given back within the charge. The moment the charge is wholly refunded is kept as `refundedAt`.
 */
export async function refundSandboxCharge(
  chargeId: string,
  amount: number,
  key: string,
): Promise<string | null> {
  const earlier = () =>
    db.selectFrom("sandbox_refunds").select("id").where("key", "=", key).executeTakeFirst();
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom("sandbox_refunds")
        .select("id")
        .where("key", "=", key)
        .executeTakeFirst();
      if (found) return found.id;
      const at = new Date().toISOString();
      const known = await trx
        .selectFrom("sandbox_charges")
        .select("id")
        .where("id", "=", chargeId)
        .executeTakeFirst();
      if (!known) return null;
      const id = `sbre_${newId()}`;
      await trx
        .insertInto("sandbox_refunds")
        .values({ id, chargeId, key, amount, createdAt: at })
        .execute();
      const charge = await trx
        .updateTable("sandbox_charges")
        .set((eb) => ({ refunded: eb("refunded", "+", amount) }))
        .where("id", "=", chargeId)
        .where("status", "=", "succeeded")
        .where((eb) => eb(eb("refunded", "+", amount), "<=", eb.ref("amount")))
        .returning(["refunded", "amount"])
        .executeTakeFirst();
      if (!charge) throw new NotRefundable();
      if (charge.refunded === charge.amount)
        await trx
          .updateTable("sandbox_charges")
          .set({ refundedAt: at })
          .where("id", "=", chargeId)
          .execute();
      return id;
    });
  } catch (error) {
    if (error instanceof NotRefundable) return null;
    const raced = isUniqueViolation(error, "sandbox_refunds", ["key"]) && (await earlier());
    if (raced) return raced.id;
    throw error;
  }
}
