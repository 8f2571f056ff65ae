import { invariantResponse } from "@epic-web/invariant";
import { promotionTexts } from "#app/messages.ts";
import { getPromotion, toolsNamed, type PromotionInput } from "#app/models/promotion.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import type { PROMOTION_KINDS } from "#app/schemas/promotion.ts";
import { nextDay, shopDayStart } from "#app/utils/dates.ts";
import { dollarsToCents, percentToRateBp } from "#app/utils/money.ts";
import { refuse, type FieldRefusal } from "./admin-form.server";

// A promotion as the page's form and the API send it (app/schemas/promotion.ts), made what the
// model keeps: categories by id, tools by id, cents, basis points and instants. Shared by
// /dashboard/promotions and /api/promotions, so both refuse the same things the same way.

/** What both the form and the API say of a promotion, already checked field by field. */
export interface PromotionFields {
  name: string;
  code?: string | null;
  kind: (typeof PROMOTION_KINDS)[number];
  value?: number;
  minSubtotal?: number;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  perCustomerLimit?: number;
  categories?: string[];
  active: boolean;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A start as typed: a day starts at the shop's midnight; an instant is itself. */
const startOf = (value: string) =>
  isDay(value) ? shopDayStart(value) : new Date(value).toISOString();

/** An end as typed: a day ends at the next day's start (the whole day counts); an instant is itself. */
const endOf = (value: string) =>
  isDay(value) ? shopDayStart(nextDay(value)) : new Date(value).toISOString();

/**
 * The promotion to write, or the field refused: a category slug or a tool (by `tools.by`) that
 * is not in the catalogue.
 */
export async function promotionInputOf(
  fields: PromotionFields,
  tools: { by: "id" | "sku"; names: string[] },
): Promise<PromotionInput | FieldRefusal> {
  const catalogue = await taxonomy();
  const categoryIds: string[] = [];
  for (const slug of fields.categories ?? []) {
    const category = catalogue.bySlug.get(slug);
    if (!category) return refuse("categories", promotionTexts.unknownCategory(slug), 400);
    categoryIds.push(category.id);
  }
  const names = [...new Set(tools.names)];
  const found = await toolsNamed(tools.by, names);
  const missing = names.find((name) => !found.has(name));
  if (missing)
    return refuse(
      tools.by === "id" ? "tools" : "toolSkus",
      promotionTexts.unknownTool(missing),
      400,
    );
  const value =
    fields.kind === "percent"
      ? percentToRateBp(fields.value ?? 0)
      : fields.kind === "amount"
        ? dollarsToCents(fields.value ?? 0)
        : 0;
  return {
    name: fields.name,
    code: fields.code ?? null,
    kind: fields.kind,
    value,
    categoryIds,
    toolIds: names.map((name) => found.get(name)!),
    minSubtotal: fields.minSubtotal === undefined ? null : dollarsToCents(fields.minSubtotal),
    startsAt: fields.startsAt ? startOf(fields.startsAt) : null,
    endsAt: fields.endsAt ? endOf(fields.endsAt) : null,
    usageLimit: fields.usageLimit ?? null,
    perCustomerLimit: fields.perCustomerLimit ?? null,
    active: fields.active,
  };
}

/** The part numbers of the form's text: one a line, or separated by commas. */
export const partNumbersOf = (text: string | undefined) =>
  (text ?? "")
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** The promotion a page or call is about, or the 404 (an unknown id, or one deleted meanwhile). */
export async function requirePromotion(id: string | undefined) {
  const promotion = await getPromotion(id ?? "");
  invariantResponse(promotion, promotionTexts.noSuchPromotion, { status: 404 });
  return promotion;
}

/** The form's code is another promotion's (the unique index refused it). */
export const codeTaken = refuse("code", promotionTexts.codeTaken);
