import type { Kysely, Selectable, Transaction } from "kysely";
import { newId } from "#db/id.ts";
import type { Addresses, DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { MAX_ADDRESSES, type AddressInput } from "#app/schemas/address.ts";
import type { AddressJson } from "#app/schemas/api/addresses.ts";
import { now } from "#app/utils/clock.server.ts";

export type Address = Selectable<Addresses>;

/**
 * Whose address book: a customer's own or, for a company's members (issue 48), their company's,
 * which its admins keep and every member ships to. A customer's own entries stay while they are
 * in a company, unseen, and are theirs again when they leave it.
 */
export type AddressBook = { userId: string } | { companyId: string };

/** The book a customer's orders go to: their company's while they are in one, else their own. */
export const bookOf = (user: { id: string; companyId?: string | null }): AddressBook =>
  user.companyId ? { companyId: user.companyId } : { userId: user.id };

/**
 * Whether the customer may remove entries of their book and add them on its page: their own
 * book, or their company's as its admin. A buyer's new address at checkout still joins the
 * company's book (the admins see it there), as the spec's purchase form takes any address.
 */
export const keepsBook = (user: { companyId?: string | null; companyRole?: string | null }) =>
  !user.companyId || user.companyRole === "admin";

/** A company's book has no billing entry: the company's billing address is its own field. */
export const isCompanyBook = (book: AddressBook): book is { companyId: string } =>
  "companyId" in book;

const ownerOf = (book: AddressBook) =>
  isCompanyBook(book)
    ? ({ column: "companyId", value: book.companyId } as const)
    : ({ column: "userId", value: book.userId } as const);

/** An address book, oldest first (the order they were added in). */
export function listAddresses(book: AddressBook): Promise<Address[]> {
  const owner = ownerOf(book);
  return db
    .selectFrom("addresses")
    .selectAll()
    .where(owner.column, "=", owner.value)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** One address of this book (another book's is answered as missing). */
export function getAddress(book: AddressBook, id: string): Promise<Address | undefined> {
  const owner = ownerOf(book);
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where(owner.column, "=", owner.value)
    .executeTakeFirst();
}

/**
 * Holds the book owner's row for the rest of the transaction (a write that changes nothing): on
 * PostgreSQL two writes to one book then run one after the other, as they do on SQLite, so
 * the count of a full book and the one billing entry are judged on what the other wrote.
 */
async function holdBook(trx: Transaction<DB>, book: AddressBook) {
  if (isCompanyBook(book))
    await trx
      .updateTable("companies")
      .set((eb) => ({ id: eb.ref("id") }))
      .where("id", "=", book.companyId)
      .execute();
  else
    await trx
      .updateTable("users")
      .set((eb) => ({ id: eb.ref("id") }))
      .where("id", "=", book.userId)
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
 * Adds an address to the book, as the customer's billing address if `billing` (the one they
 * had stops being it, in the same transaction; a company's book has none: ignored there);
 * null when the book is full.
 */
export async function addAddress(
  book: AddressBook,
  { billing = false, ...input }: AddressInput & { billing?: boolean },
): Promise<Address | null> {
  const owner = ownerOf(book);
  return db.transaction().execute(async (trx) => {
    await holdBook(trx, book);
    const { count } = await trx
      .selectFrom("addresses")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(owner.column, "=", owner.value)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES) return null;
    const bills = billing && !isCompanyBook(book);
    const address = {
      id: newId(),
      userId: isCompanyBook(book) ? null : book.userId,
      companyId: isCompanyBook(book) ? book.companyId : null,
      ...input,
      billing: bills ? 1 : 0,
      createdAt: now().toISOString(),
    };
    if (bills) await clearBilling(trx, owner.value, address.id);
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
    await holdBook(trx, { userId });
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

/** Removes one of the book's addresses; false if it has none by that id. */
export async function deleteAddress(book: AddressBook, id: string): Promise<boolean> {
  const owner = ownerOf(book);
  const deleted = await db
    .deleteFrom("addresses")
    .where("id", "=", id)
    .where(owner.column, "=", owner.value)
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
  book: AddressBook,
  input: AddressInput,
): Promise<Address | null> {
  const owner = ownerOf(book);
  const same = await db
    .selectFrom("addresses")
    .selectAll()
    .where(owner.column, "=", owner.value)
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
  return same ?? addAddress(book, input);
}
