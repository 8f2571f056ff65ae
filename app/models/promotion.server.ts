import type { Selectable, Transaction } from "kysely";
import { isUniqueViolation } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB, Promotions } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import {
  refused,
  type AppliedPromotion,
  type DiscountableLine,
  type Offers,
  type OrderDiscount,
  type Promotion,
  type PromotionKind,
  type Refusal,
} from "#app/commerce/index.ts";
import { promotionTexts } from "#app/messages.ts";
import type { PromotionJson } from "#app/schemas/api/promotions.ts";
import { now } from "#app/utils/clock.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { formatDate } from "#app/utils/dates.ts";
import { categoryPath, type Taxonomy } from "./taxonomy.server";

// Promotions (issue 49) as the database keeps them: an admin's promotions, the offers and codes
// a buyer's cart is judged by (app/commerce/promotions.ts judges), and each use, counted in
// placing's transaction and given back when an unpaid order ends.

type Executor = typeof db | Transaction<DB>;

/** A code as typed, in the one case codes are compared in. */
export const codeKeyOf = (code: string) => code.trim().toUpperCase();

function promotionOf(
  row: Selectable<Promotions>,
  categoryIds: readonly string[],
  toolIds: readonly string[],
): Promotion {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind as PromotionKind,
    value: row.value,
    categoryIds,
    toolIds,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    uses: row.uses,
    active: row.active === 1,
  };
}

/** These rows as promotions, with what each covers (one read of each list for all of them). */
async function withTargets(
  executor: Executor,
  rows: Selectable<Promotions>[],
): Promise<Promotion[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [categories, tools] = await Promise.all([
    executor
      .selectFrom("promotion_categories")
      .select(["promotionId", "categoryId"])
      .where("promotionId", "in", ids)
      .execute(),
    executor
      .selectFrom("promotion_tools")
      .select(["promotionId", "toolId"])
      .where("promotionId", "in", ids)
      .execute(),
  ]);
  return rows.map((row) =>
    promotionOf(
      row,
      categories.filter((one) => one.promotionId === row.id).map((one) => one.categoryId),
      tools.filter((one) => one.promotionId === row.id).map((one) => one.toolId),
    ),
  );
}

/**
 * What a buyer's order is offered now: the offers that apply by themselves (active, not over),
 * the promotion of the code entered (or why there is none), and the buyer's own uses of each.
 * Read through `executor`: placing reads in its transaction, so what it judges is what it counts.
 */
export async function offersFor(
  executor: Executor,
  userId: string | null,
  code: string | null,
): Promise<Offers> {
  const at = now().toISOString();
  const automatic = await executor
    .selectFrom("promotions")
    .selectAll()
    .where("codeKey", "is", null)
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("endsAt", "is", null), eb("endsAt", ">", at)]))
    .execute();
  const coded = code
    ? await executor
        .selectFrom("promotions")
        .selectAll()
        .where("codeKey", "=", codeKeyOf(code))
        .executeTakeFirst()
    : undefined;
  const all = await withTargets(executor, coded ? [...automatic, coded] : automatic);
  const limited = all.filter((one) => one.perCustomerLimit !== null).map((one) => one.id);
  const customerUses = new Map<string, number>();
  if (userId && limited.length) {
    const counts = await executor
      .selectFrom("promotion_uses")
      .select(["promotionId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("userId", "=", userId)
      .where("promotionId", "in", limited)
      .groupBy("promotionId")
      .execute();
    for (const count of counts) customerUses.set(count.promotionId, Number(count.n));
  }
  const codePromotion = coded ? all.find((one) => one.id === coded.id) : undefined;
  return {
    automatic: all.filter((one) => one.code === null),
    code: code
      ? codePromotion
        ? { promotion: codePromotion }
        : { problem: promotionTexts.noSuchCode(codeKeyOf(code)) }
      : null,
    context: { at, customerUses, formatInstant: formatDate },
  };
}

/**
 * Lines as promotions weigh them: each tool's category with the categories above it, in the
 * catalogue read before (taxonomy()); without one, no line is in any category.
 */
export function discountableLines(
  catalogue: Taxonomy | null,
  lines: readonly { toolId: string; categoryId?: string | null; amount: number }[],
): DiscountableLine[] {
  return lines.map((line) => {
    const category = line.categoryId ? catalogue?.byId.get(line.categoryId) : undefined;
    return {
      toolId: line.toolId,
      categoryPath:
        catalogue && category ? categoryPath(catalogue, category).map((step) => step.id) : [],
      amount: line.amount,
    };
  });
}

/**
 * Counts the uses of an order's promotions, in placing's transaction: each promotion's `uses`
 * goes up by one conditional update (still active, not over, not used up), which on PostgreSQL
 * also locks its row until the order commits, so the buyer's own uses read after it count every
 * order committed before. Over a limit: the refusal, and the caller rolls back. Of two checkouts
 * racing for a code's last use, one gets it and the other is refused, on any number of instances.
 */
export async function countPromotionUses(
  trx: Transaction<DB>,
  order: { id: string; userId: string | null },
  discount: OrderDiscount,
): Promise<Refusal | null> {
  const at = now().toISOString();
  for (const applied of discount.promotions) {
    const counted = await trx
      .updateTable("promotions")
      .set((eb) => ({ uses: eb("uses", "+", 1) }))
      .where("id", "=", applied.id)
      .where("active", "=", 1)
      .where((eb) =>
        eb.and([
          eb.or([eb("usageLimit", "is", null), eb("uses", "<", eb.ref("usageLimit"))]),
          eb.or([eb("startsAt", "is", null), eb("startsAt", "<=", at)]),
          eb.or([eb("endsAt", "is", null), eb("endsAt", ">", at)]),
        ]),
      )
      .returning("perCustomerLimit")
      .executeTakeFirst();
    if (!counted) return usedUp(applied);
    if (order.userId && counted.perCustomerLimit !== null) {
      const own = await trx
        .selectFrom("promotion_uses")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("promotionId", "=", applied.id)
        .where("userId", "=", order.userId)
        .executeTakeFirstOrThrow();
      if (Number(own.n) >= counted.perCustomerLimit)
        return refused("conflict", promotionTexts.usedByYou, applied.code ? { field: "code" } : {});
    }
    await trx
      .insertInto("promotion_uses")
      .values({
        promotionId: applied.id,
        orderId: order.id,
        userId: order.userId ?? "",
        amount: applied.amount,
        createdAt: at,
      })
      .execute();
  }
  return null;
}

const usedUp = (applied: AppliedPromotion) =>
  refused("conflict", promotionTexts.usedUp, applied.code ? { field: "code" } : {});

/** Gives an ended unpaid order's uses back, in the transaction that ends it. */
export async function giveUsesBack(trx: Transaction<DB>, orderId: string): Promise<void> {
  const uses = await trx
    .deleteFrom("promotion_uses")
    .where("orderId", "=", orderId)
    .returning("promotionId")
    .execute();
  for (const use of uses)
    await trx
      .updateTable("promotions")
      .set((eb) => ({ uses: eb("uses", "-", 1) }))
      .where("id", "=", use.promotionId)
      .where("uses", ">", 0)
      .execute();
}

/** What an order keeps of its promotions: the code, and each promotion's name and amount. */
export function promotionsKept(discount: OrderDiscount) {
  return {
    promotionCode: discount.promotions.find((one) => one.code)?.code ?? null,
    promotions: discount.promotions.length
      ? JSON.stringify(discount.promotions.map(({ name, amount }) => ({ name, amount })))
      : null,
  };
}

/** Promotions as the JSON API gives them (a cart's, an order's): each name and amount in dollars. */
export function promotionsJson(promotions: readonly { name: string; amount: number }[]) {
  return {
    promotions: promotions.map(({ name, amount }) => ({ name, amount: centsToDollars(amount) })),
  };
}

// The admin's side: the list with each promotion's uses and discount given, and its writes.

/** What an admin writes of a promotion (money in cents, a percentage in basis points). */
export interface PromotionInput {
  name: string;
  code: string | null;
  kind: PromotionKind;
  value: number;
  categoryIds: string[];
  toolIds: string[];
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}

export type PromotionWrite = { status: "saved"; id: string } | { status: "code-taken" | "missing" };

/** Every promotion, newest first, each with its orders and the discount it has given (cents). */
export async function listPromotions(): Promise<
  (Promotion & { orders: number; given: number; createdAt: string })[]
> {
  const rows = await db.selectFrom("promotions").selectAll().orderBy("createdAt", "desc").execute();
  const [promotions, totals] = await Promise.all([
    withTargets(db, rows),
    db
      .selectFrom("promotion_uses")
      .select([
        "promotionId",
        (eb) => eb.fn.countAll<number>().as("orders"),
        (eb) => eb.fn.sum<number>("amount").as("given"),
      ])
      .groupBy("promotionId")
      .execute(),
  ]);
  return promotions.map((promotion, index) => {
    const total = totals.find((one) => one.promotionId === promotion.id);
    return {
      ...promotion,
      orders: Number(total?.orders ?? 0),
      given: Number(total?.given ?? 0),
      createdAt: rows[index]!.createdAt,
    };
  });
}

export async function getPromotion(id: string): Promise<Promotion | undefined> {
  const row = await db.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withTargets(db, [row]))[0] : undefined;
}

/** The discount all promotions have given on orders placed (cents): the overview's figure. */
export async function discountsGiven(): Promise<number> {
  const row = await db
    .selectFrom("promotion_uses")
    .select((eb) => eb.fn.sum<number>("amount").as("given"))
    .executeTakeFirst();
  return Number(row?.given ?? 0);
}

/** Creates a promotion, or (with `id`) replaces one's terms, with what it covers, in one transaction. */
export async function savePromotion(input: PromotionInput, id?: string): Promise<PromotionWrite> {
  const { categoryIds, toolIds, active, ...fields } = input;
  const row = {
    ...fields,
    codeKey: fields.code ? codeKeyOf(fields.code) : null,
    active: active ? 1 : 0,
    updatedAt: now().toISOString(),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      let promotionId = id;
      if (promotionId) {
        const updated = await trx
          .updateTable("promotions")
          .set(row)
          .where("id", "=", promotionId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return { status: "missing" as const };
        await trx
          .deleteFrom("promotion_categories")
          .where("promotionId", "=", promotionId)
          .execute();
        await trx.deleteFrom("promotion_tools").where("promotionId", "=", promotionId).execute();
      } else {
        promotionId = newId();
        await trx
          .insertInto("promotions")
          .values({ ...row, id: promotionId, createdAt: row.updatedAt })
          .execute();
      }
      if (categoryIds.length)
        await trx
          .insertInto("promotion_categories")
          .values(categoryIds.map((categoryId) => ({ promotionId: promotionId!, categoryId })))
          .execute();
      if (toolIds.length)
        await trx
          .insertInto("promotion_tools")
          .values(toolIds.map((toolId) => ({ promotionId: promotionId!, toolId })))
          .execute();
      return { status: "saved" as const, id: promotionId };
    });
  } catch (error) {
    if (isUniqueViolation(error, "promotions", ["codeKey"])) return { status: "code-taken" };
    throw error;
  }
}

/** Pauses or resumes a promotion; false when there is none. */
export async function setPromotionActive(id: string, active: boolean): Promise<boolean> {
  const updated = await db
    .updateTable("promotions")
    .set({ active: active ? 1 : 0, updatedAt: now().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Deletes a promotion. Orders placed with it keep its name and amount (orders.promotions); its
 * uses go with it, so a pending order that later ends has nothing to give back.
 */
export async function deletePromotion(id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("promotions").where("id", "=", id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Each promotion's uses and orders as the CSV lists them: every order placed with it. */
export function promotionOrders() {
  return db
    .selectFrom("promotion_uses")
    .innerJoin("promotions", "promotions.id", "promotion_uses.promotionId")
    .innerJoin("orders", "orders.id", "promotion_uses.orderId")
    .select([
      "promotions.id as promotionId",
      "promotions.name",
      "promotions.code",
      "orders.number as orderNumber",
      "orders.createdAt as placedAt",
      "promotion_uses.amount",
    ])
    .orderBy("promotions.name")
    .orderBy("orders.createdAt")
    .execute();
}

/** The tools of these ids or part numbers that are on sale, by what named them. */
export async function toolsNamed(by: "id" | "sku", names: readonly string[]) {
  if (!names.length) return new Map<string, string>();
  const rows = await db
    .selectFrom("tools")
    .select(["id", "sku"])
    .where(by, "in", names)
    .where("deletedAt", "is", null)
    .execute();
  return new Map(rows.map((row) => [by === "id" ? row.id : (row.sku ?? ""), row.id]));
}

/** The part numbers of these tools, in their order (a promotion's edit form shows them). */
export async function skusOf(toolIds: readonly string[]): Promise<string[]> {
  if (!toolIds.length) return [];
  const rows = await db
    .selectFrom("tools")
    .select(["id", "sku"])
    .where("id", "in", toolIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.sku ?? row.id]));
  return toolIds.map((id) => byId.get(id) ?? id);
}

/** A promotion as the JSON API gives it: money in dollars, a percentage as 10 for 10%. */
export function promotionJson(
  promotion: Promotion & { given: number },
  categorySlugs: ReadonlyMap<string, string>,
): PromotionJson {
  return {
    _id: promotion.id,
    name: promotion.name,
    code: promotion.code,
    kind: promotion.kind,
    value:
      promotion.kind === "freeShipping"
        ? null
        : promotion.kind === "percent"
          ? promotion.value / 100
          : centsToDollars(promotion.value),
    categories: promotion.categoryIds.map((id) => categorySlugs.get(id) ?? id),
    tools: [...promotion.toolIds],
    minSubtotal: promotion.minSubtotal === null ? null : centsToDollars(promotion.minSubtotal),
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    active: promotion.active,
    uses: promotion.uses,
    discountGiven: centsToDollars(promotion.given),
  };
}
