import type { Selectable } from "kysely";
import { newId } from "#db/id.ts";
import type { Addresses } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { MAX_ADDRESSES, type AddressInput } from "#app/schemas/address.ts";
import type { AddressJson } from "#app/schemas/api/addresses.ts";
import { now } from "#app/utils/clock.server.ts";

export type Address = Selectable<Addresses>;

/** A customer's address book, oldest first (the order they were added in). */
export function listAddresses(userId: string): Promise<Address[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** One address of the customer's own book (another's is answered as missing). */
export function getAddress(userId: string, id: string): Promise<Address | undefined> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/** Adds an address to the customer's book; null when the book is full. */
export async function addAddress(userId: string, input: AddressInput): Promise<Address | null> {
  const { count } = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ADDRESSES) return null;
  const address = { id: newId(), userId, ...input, createdAt: now().toISOString() };
  await db.insertInto("addresses").values(address).execute();
  return address;
}

/** Removes one of the customer's addresses; false if they have none by that id. */
export async function deleteAddress(userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("addresses")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * The address as the order's one text (the spec's `address` field): placed orders keep this
 * copy, so editing or deleting the book's entry never changes them.
 * "Dana Whitfield, Whitfield Renovations, 214 Foundry Lane, Dayton, OH 45402".
 */
export function formatAddress(
  address: Pick<Address, "name" | "company" | "street" | "city" | "state" | "zip">,
): string {
  const { name, company, street, city, state, zip } = address;
  return [name, company, street, city, `${state} ${zip}`].filter(Boolean).join(", ");
}

/** An address as the JSON API answers it (`_id`, no owner: it is always the caller's). */
export function addressJson(address: Address): AddressJson {
  const { id, name, company, street, city, state, zip, phone } = address;
  return { _id: id, name, company, street, city, state, zip, phone };
}

/**
 * The book's entry for this address: the same one already saved (a checkout's new address sent
 * twice, or typed again) or a new entry; null when the book is full.
 */
export async function findOrAddAddress(
  userId: string,
  input: AddressInput,
): Promise<Address | null> {
  const same = await db
    .selectFrom("addresses")
    .selectAll()
    .where("userId", "=", userId)
    .where("name", "=", input.name)
    .where("company", input.company === null ? "is" : "=", input.company)
    .where("street", "=", input.street)
    .where("city", "=", input.city)
    .where("state", "=", input.state)
    .where("zip", "=", input.zip)
    .where("phone", "=", input.phone)
    .orderBy("createdAt")
    .orderBy("id")
    .executeTakeFirst();
  return same ?? addAddress(userId, input);
}
