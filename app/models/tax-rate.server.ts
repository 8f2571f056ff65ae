import type { Selectable } from "kysely";
import type { TaxRates } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import type { TaxRule } from "#app/commerce/index.ts";

export type TaxRate = Selectable<TaxRates>;

/** Every state the shop collects sales tax for, by state code. */
export function listTaxRates(): Promise<TaxRate[]> {
  return db.selectFrom("tax_rates").selectAll().orderBy("state").execute();
}

export function getTaxRate(state: string): Promise<TaxRate | undefined> {
  return db.selectFrom("tax_rates").selectAll().where("state", "=", state).executeTakeFirst();
}

/** A state's rate as the pricing takes it; no row is no tax (undefined). */
export function taxRuleOf(rate: TaxRate | undefined): TaxRule | null {
  return rate ? { rateBp: rate.rateBp, taxShipping: rate.taxShipping === 1 } : null;
}

/** Sets a state's rate (rate in hundredths of a percent: 575 is 5.75%), adding or replacing it. */
export async function setTaxRate(input: {
  state: string;
  rateBp: number;
  taxShipping: boolean;
}): Promise<TaxRate> {
  const rate = { state: input.state, rateBp: input.rateBp, taxShipping: input.taxShipping ? 1 : 0 };
  await db
    .insertInto("tax_rates")
    .values(rate)
    .onConflict((conflict) =>
      conflict.column("state").doUpdateSet({ rateBp: rate.rateBp, taxShipping: rate.taxShipping }),
    )
    .execute();
  return rate;
}

/** Stops collecting tax for a state; false if it had no rate. */
export async function deleteTaxRate(state: string): Promise<boolean> {
  const deleted = await db.deleteFrom("tax_rates").where("state", "=", state).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
