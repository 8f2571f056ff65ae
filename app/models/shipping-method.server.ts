import type { Selectable } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { ShippingMethods } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { shippingCents } from "#app/commerce/index.ts";

export type ShippingMethod = Selectable<ShippingMethods>;
/** What an admin writes of a method: its name, price and threshold in cents, days in transit. */
export type ShippingMethodInput = Pick<
  ShippingMethod,
  "name" | "price" | "freeAbove" | "daysInTransit"
>;
export type ShippingMethodWrite = "saved" | "name-taken" | "missing";

const isNameTaken = (error: unknown) => isUniqueViolation(error, "shipping_methods", ["name"]);

/** The methods in the order checkout lists them. */
export function listShippingMethods(): Promise<ShippingMethod[]> {
  return db
    .selectFrom("shipping_methods")
    .selectAll()
    .orderBy("position")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export function getShippingMethod(id: string): Promise<ShippingMethod | undefined> {
  return db.selectFrom("shipping_methods").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The methods, each with its price for goods of `subtotal` cents (checkout's choice). */
export async function pricedShippingMethods(
  subtotal: number,
): Promise<(ShippingMethod & { cost: number })[]> {
  const methods = await listShippingMethods();
  return methods.map((method) => ({ ...method, cost: shippingCents(method, subtotal) }));
}

/** Adds a method at the end of the list; a name already used is refused by the unique index. */
export async function addShippingMethod(
  input: ShippingMethodInput,
): Promise<{ status: "saved"; method: ShippingMethod } | { status: "name-taken" }> {
  const last = await db
    .selectFrom("shipping_methods")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const method = {
    id: newId(),
    ...input,
    position: Number(last?.position ?? -1) + 1,
    createdAt: now().toISOString(),
  };
  try {
    await db.insertInto("shipping_methods").values(method).execute();
    return { status: "saved", method };
  } catch (error) {
    if (isNameTaken(error)) return { status: "name-taken" };
    throw error;
  }
}

/** Changes a method; placed orders keep the name and price they were charged. */
export async function updateShippingMethod(
  id: string,
  input: ShippingMethodInput,
): Promise<ShippingMethodWrite> {
  try {
    const updated = await db
      .updateTable("shipping_methods")
      .set(input)
      .where("id", "=", id)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? "saved" : "missing";
  } catch (error) {
    if (isNameTaken(error)) return "name-taken";
    throw error;
  }
}

/** Removes a method; false if there was none. Orders keep their copy of its name. */
export async function deleteShippingMethod(id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("shipping_methods").where("id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
