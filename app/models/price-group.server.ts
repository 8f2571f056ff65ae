import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import type { PriceGroupJson } from "#app/schemas/api/price-groups.ts";
import { rateBpToPercent } from "#app/utils/money.ts";
import type { GroupDiscount } from "#app/commerce/index.ts";
import { outsideWriteVersion } from "./public-changes.server";
import { categoryPath, taxonomy, type Category, type Taxonomy } from "./taxonomy.server";

/**
 * A customer price group (issue 40): a discount off list prices for its members, with its own
 * discount on some categories. Discounts are in basis points (1500 = 15%).
 */
export interface PriceGroup {
  id: string;
  name: string;
  discountBp: number;
  /** A category's own discount, by category id (a subcategory's wins over its parent's). */
  categories: Map<string, number>;
}

/** What an admin writes of a group: its name, discount, and each category's own discount. */
export interface PriceGroupInput {
  name: string;
  discountBp: number;
  categories: { categoryId: string; discountBp: number }[];
}

export type PriceGroupWrite =
  { status: "saved"; id: string } | { status: "name-taken" | "missing" };

async function readPriceGroups(): Promise<Map<string, PriceGroup>> {
  const [groups, rules] = await Promise.all([
    db.selectFrom("price_groups").select(["id", "name", "discountBp"]).orderBy("name").execute(),
    db
      .selectFrom("price_group_categories")
      .select(["groupId", "categoryId", "discountBp"])
      .execute(),
  ]);
  const byId = new Map<string, PriceGroup>(
    groups.map((group) => [group.id, { ...group, categories: new Map() }]),
  );
  for (const rule of rules)
    byId.get(rule.groupId)?.categories.set(rule.categoryId, rule.discountBp);
  return byId;
}

// Every member's page asks for the groups, so they are kept in memory (a handful of rows) and
// read again after a write: ours (forget) or another connection's (the write version moves).
const kept = singleton("priceGroups", () => ({
  groups: null as Promise<Map<string, PriceGroup>> | null,
  version: -1,
}));

function forget(): void {
  kept.groups = null;
}

/** Every price group, by id, as last committed. */
export function priceGroups(): Promise<Map<string, PriceGroup>> {
  const version = outsideWriteVersion();
  if (!kept.groups || kept.version !== version) {
    kept.version = version;
    const reading = readPriceGroups();
    kept.groups = reading;
    // A failed read is not kept: the next call tries again.
    reading.catch(() => {
      if (kept.groups === reading) kept.groups = null;
    });
  }
  return kept.groups;
}

/** The groups in name order, each with how many customers are in it (Manage Price Groups). */
export async function listPriceGroups(): Promise<(PriceGroup & { members: number })[]> {
  const [groups, counts] = await Promise.all([
    priceGroups(),
    db
      .selectFrom("users")
      .select(["priceGroupId", (eb) => eb.fn.countAll<number>().as("members")])
      .where("priceGroupId", "is not", null)
      .groupBy("priceGroupId")
      .execute(),
  ]);
  const members = new Map(counts.map((row) => [row.priceGroupId, Number(row.members)]));
  return [...groups.values()].map((group) => ({ ...group, members: members.get(group.id) ?? 0 }));
}

/** The taxonomy's categories as the pages list them: each top category, then its subcategories. */
export const categoriesInOrder = (catalogue: Taxonomy): Category[] =>
  catalogue.tops.flatMap((top) => [top, ...top.children]);

/** A group's own category discounts, in the taxonomy's order. */
export function ownCategoryDiscounts(group: PriceGroup, catalogue: Taxonomy) {
  return categoriesInOrder(catalogue).flatMap((category) => {
    const discountBp = group.categories.get(category.id);
    return discountBp === undefined ? [] : [{ category, discountBp }];
  });
}

/** The groups as GET /api/price-groups gives them: discounts in percent, categories by slug. */
export async function priceGroupsJson(): Promise<PriceGroupJson[]> {
  const [groups, catalogue] = await Promise.all([listPriceGroups(), taxonomy()]);
  return groups.map((group) => ({
    _id: group.id,
    name: group.name,
    discount: rateBpToPercent(group.discountBp),
    categories: ownCategoryDiscounts(group, catalogue).map(({ category, discountBp }) => ({
      category: category.slug,
      discount: rateBpToPercent(discountBp),
    })),
    members: group.members,
  }));
}

/** One group as GET /api/price-groups/{id} gives it (issue 50). */
export async function priceGroupJson(id: string): Promise<PriceGroupJson | undefined> {
  return (await priceGroupsJson()).find((group) => group._id === id);
}

export async function getPriceGroup(id: string): Promise<PriceGroup | undefined> {
  return (await priceGroups()).get(id);
}

/** The group of this name, in any case (the API names a group by name or id). */
export async function findPriceGroup(idOrName: string): Promise<PriceGroup | undefined> {
  const groups = await priceGroups();
  const wanted = idOrName.trim().toLowerCase();
  return (
    groups.get(idOrName) ??
    [...groups.values()].find((group) => group.name.toLowerCase() === wanted)
  );
}

const isNameTaken = (error: unknown) => isUniqueViolation(error, "price_groups", ["name"]);

/**
 * Adds a group (no id) or replaces one's name, discount and category discounts, in one
 * transaction; a name another group has is refused by the unique index.
 */
export async function savePriceGroup(
  input: PriceGroupInput,
  id?: string,
): Promise<PriceGroupWrite> {
  const at = now().toISOString();
  try {
    const saved = await db.transaction().execute(async (trx) => {
      // The API names a group by name in any case, so no two may differ in case alone (the
      // unique index holds exact names; this covers the rest).
      const sameName = await trx
        .selectFrom("price_groups")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", input.name.toLowerCase()))
        .$if(id !== undefined, (query) => query.where("id", "!=", id!))
        .executeTakeFirst();
      if (sameName) return "name-taken" as const;
      const row = { name: input.name, discountBp: input.discountBp, updatedAt: at };
      let groupId = id;
      if (groupId) {
        const updated = await trx
          .updateTable("price_groups")
          .set(row)
          .where("id", "=", groupId)
          .executeTakeFirst();
        if (!Number(updated.numUpdatedRows)) return null;
        await trx.deleteFrom("price_group_categories").where("groupId", "=", groupId).execute();
      } else {
        groupId = newId();
        await trx
          .insertInto("price_groups")
          .values({ id: groupId, ...row, createdAt: at })
          .execute();
      }
      if (input.categories.length)
        await trx
          .insertInto("price_group_categories")
          .values(input.categories.map((rule) => ({ groupId: groupId!, ...rule })))
          .execute();
      return groupId;
    });
    if (saved === "name-taken") return { status: "name-taken" };
    return saved ? { status: "saved", id: saved } : { status: "missing" };
  } catch (error) {
    if (isNameTaken(error)) return { status: "name-taken" };
    throw error;
  } finally {
    forget();
  }
}

/** Deletes a group; its members go back to list prices (the foreign key sets theirs to null). */
export async function deletePriceGroup(id: string): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ priceGroupId: null })
      .where("priceGroupId", "=", id)
      .execute();
    return trx.deleteFrom("price_groups").where("id", "=", id).executeTakeFirst();
  });
  forget();
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * Puts a customer in a group, or back on list prices (null). Admins are in no group: the update
 * touches a customer's row only. Says whether there was such a customer.
 */
export async function setUserPriceGroup(userId: string, groupId: string | null): Promise<boolean> {
  const updated = await db
    .updateTable("users")
    .set({ priceGroupId: groupId })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", "admin")]))
    // A company's member pays the company's group (issue 48): the company decides.
    .where("companyId", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * The group's discount on a tool of `categoryId`: the category's own, else its top category's,
 * else the group's. Null when the group takes nothing off there.
 */
export function groupDiscountOn(
  group: PriceGroup,
  categoryId: string | null,
  catalogue: Taxonomy,
): GroupDiscount | null {
  const category = categoryId ? catalogue.byId.get(categoryId) : undefined;
  const path = category ? categoryPath(catalogue, category).reverse() : [];
  const own = path.map((step) => group.categories.get(step.id)).find((bp) => bp !== undefined);
  const discountBp = own ?? group.discountBp;
  return discountBp > 0 ? { group: group.name, discountBp } : null;
}

/** The buyer's group, when they are in one that still exists. */
export async function groupOf(priceGroupId: string | null | undefined): Promise<PriceGroup | null> {
  if (!priceGroupId) return null;
  return (await priceGroups()).get(priceGroupId) ?? null;
}
