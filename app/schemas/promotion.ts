import { z } from "zod";
import { promotionTexts } from "#app/messages.ts";
import {
  isCalendarDay,
  REQUIRED,
  requiredText,
  typedText,
  wholeNumber,
  dollarAmount,
} from "./fields";
import { discountCodeField } from "./cart";

// A promotion as an admin writes it (issue 49), on /dashboard/promotions and POST/PUT
// /api/promotions: money in dollars, a percentage as 10 for 10%. What it covers comes as
// category slugs and tools (ids in the API, part numbers on the page); the route's glue finds
// them (promotion-form.server.ts) and the model keeps cents and basis points.

export const PROMOTION_KINDS = ["percent", "amount", "freeShipping"] as const;

/** A day (YYYY-MM-DD, the shop's whole day) or an ISO instant. */
const dayOrInstant = typedText(z.string().trim().max(40)).refine(
  (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? isCalendarDay(value)
      : /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  promotionTexts.dateOrInstant,
);

const shape = {
  name: requiredText(100),
  code: discountCodeField.optional(),
  kind: z.enum(PROMOTION_KINDS, { required_error: REQUIRED }),
  /** Percent (0.01 to 100) or dollars off; none for free shipping. */
  value: z.number({ invalid_type_error: promotionTexts.amountValue }).optional(),
  minSubtotal: dollarAmount(0, 10_000_000).optional(),
  startsAt: dayOrInstant.optional(),
  endsAt: dayOrInstant.optional(),
  usageLimit: wholeNumber(1, 10_000_000).optional(),
  perCustomerLimit: wholeNumber(1, 10_000).optional(),
};

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The rules between fields: a value that fits the kind, an end after the start. */
function checked<Shape extends z.ZodRawShape>(object: z.ZodObject<Shape>) {
  return object.superRefine((form, ctx) => {
    const { kind, value, startsAt, endsAt } = form as unknown as {
      kind: (typeof PROMOTION_KINDS)[number];
      value?: number;
      startsAt?: string;
      endsAt?: string;
    };
    if (
      kind === "percent" &&
      (value === undefined || value <= 0 || value > 100 || !hundredths(value))
    )
      ctx.addIssue({ code: "custom", path: ["value"], message: promotionTexts.percentValue });
    if (
      kind === "amount" &&
      (value === undefined || value <= 0 || value > 10_000_000 || !hundredths(value))
    )
      ctx.addIssue({ code: "custom", path: ["value"], message: promotionTexts.amountValue });
    if (startsAt && endsAt && startOf(endsAt, "end") <= startOf(startsAt, "start"))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: promotionTexts.endsBeforeStart });
  });
}

/** A typed day or instant as it compares: a day's start, or (as an end) the next day's start. */
const startOf = (value: string, side: "start" | "end") =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}${side === "end" ? "T24" : "T00"}` : value;

/** The page's form: categories chosen by slug (checkboxes), tools as part numbers, one a line. */
export const promotionFormSchema = checked(
  z.object({
    ...shape,
    categories: z.array(z.string().max(100)).max(200).optional(),
    toolSkus: typedText(z.string().max(5_000), "many").optional(),
    active: z.literal("on").optional(),
  }),
);

/** POST/PUT /api/promotions: categories by slug, tools by id. */
export const promotionApiSchema = checked(
  z.object({
    ...shape,
    code: discountCodeField.nullish(),
    categories: z.array(z.string().max(100)).max(200).optional(),
    tools: z.array(z.string().max(64)).max(1_000).optional(),
    active: z.boolean().optional(),
  }),
);
