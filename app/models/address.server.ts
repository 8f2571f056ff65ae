import type { Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { Addresses, DB } from "#db/types.ts";
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

/**
 * Holds the account's row for the rest of the transaction (a write that changes nothing): on
 * PostgreSQL two writes to one book then run one after the other, as they do on SQLite, so
 * the count of a full book and the one billing entry are judged on what the other wrote.
 */
async function holdBook(trx: Transaction<DB>, userId: string) {
  await trx
    .updateTable("users")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", userId)
    .execute();
}

/** Clears the account's billing entry, but `keep`, so that one may be marked. */
async function clearBilling(trx: Transaction<DB>, userId: string, keep: string) {
  await trx
    .updateTable("addresses")
    .set({ billing: 0 })
    .where("userId", "=", userId)
    .where("billing", "=", 1)
    .where("id", "!=", keep)
    .execute();
}

/**
 * Adds an address to the customer's book, as their billing address if `billing` (the one they
 * had stops being it, in the same transaction); null when the book is full.
 */
export async function addAddress(
  userId: string,
  { billing = false, ...input }: AddressInput & { billing?: boolean },
): Promise<Address | null> {
  return db.transaction().execute(async (trx) => {
    await holdBook(trx, userId);
    const { count } = await trx
      .selectFrom("addresses")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES) return null;
    const address = {
      id: newId(),
      userId,
      ...input,
      billing: billing ? 1 : 0,
      createdAt: now().toISOString(),
    };
    if (billing) await clearBilling(trx, userId, address.id);
    await trx.insertInto("addresses").values(address).execute();
    return address;
  });
}

/**
 * Makes one of the customer's addresses their billing address (the one before stops being it)
 * or, with `billing` false, no longer it; in one transaction, so an account never has two. The
 * address, or undefined if they have none by that id.
 */
export async function setBillingAddress(
  userId: string,
  id: string,
  billing: boolean,
): Promise<Address | undefined> {
  return db.transaction().execute(async (trx) => {
    await holdBook(trx, userId);
    const owned = await trx
      .selectFrom("addresses")
      .select("id")
      .where("id", "=", id)
      .where("userId", "=", userId)
      .executeTakeFirst();
    if (!owned) return undefined;
    if (billing) await clearBilling(trx, userId, id);
    return trx
      .updateTable("addresses")
      .set({ billing: billing ? 1 : 0 })
      .where("id", "=", id)
      .where("userId", "=", userId)
      .returningAll()
      .executeTakeFirst();
  });
}

/** The customer's billing address, if they marked one. */
export function billingAddressOf(
  executor: Kysely<DB> | Transaction<DB>,
  userId: string,
): Promise<Address | undefined> {
  return executor
    .selectFrom("addresses")
    .selectAll()
    .where("userId", "=", userId)
    .where("billing", "=", 1)
    .executeTakeFirst();
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
  const { id, name, company, street, city, state, zip, phone, billing } = address;
  return { _id: id, name, company, street, city, state, zip, phone, billing: billing === 1 };
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
