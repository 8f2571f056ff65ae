import { z } from "zod";
import { priceBreakTexts as texts } from "#app/messages.ts";
import { dollarsToCents, formatDollars } from "#app/utils/money.ts";
import type { PriceBreak } from "#app/commerce/index.ts";
import { wholeNumber } from "./fields";
import { toolFields } from "./tool";

// A tool's volume breaks as an admin sends them (issue 40): on its Prices page (a form of a
// few rows, the blank ones ignored) or as `priceBreaks` of PUT /api/tools/{id}. Quantities and
// prices in dollars as typed; what is kept is the ladder in cents, ascending by quantity.

/** A tool's ladder has at most this many rungs above its list price. */
export const MAX_PRICE_BREAKS = 8;
/** A break starts at 2 pieces at least (one piece is the list price). */
export const MIN_BREAK_QYT = 2;
export const MAX_BREAK_QYT = 1_000_000;

/** One row: from how many pieces, and the unit price in dollars (the tool form's price field). */
export const priceBreakRowSchema = z.object({
  minQyt: wholeNumber(MIN_BREAK_QYT, MAX_BREAK_QYT),
  price: toolFields.price,
});
type PriceBreakRow = z.output<typeof priceBreakRowSchema>;

/** What the rules of a ladder read of its tool: the list price (cents) and the minimum order. */
export type LadderTool = { price: number; minimum_qyt: number };

/** An error of one row's field, by the row's place as sent. */
interface RowIssue {
  row: number;
  field: keyof PriceBreakRow;
  message: string;
}

/**
 * What is wrong with these rows as a ladder of `tool`: a quantity below its minimum order (a
 * price no one can buy at), a quantity given twice, a price no lower than the one of fewer
 * pieces, a price not below the list price. Rows are judged in quantity order; an error is the
 * row's that breaks the rule (the later one), and a row below the minimum is no rung to judge
 * another by. Null rows (blank in the form) are skipped.
 */
export function priceBreakIssues(rows: readonly (PriceBreakRow | null)[], tool: LadderTool) {
  const { price: list, minimum_qyt: minimum } = tool;
  const issues: RowIssue[] = [];
  const sorted = rows
    .map((row, index) => (row ? { ...row, index, cents: dollarsToCents(row.price) } : null))
    .filter((row) => row !== null)
    .sort((a, b) => a.minQyt - b.minQyt || a.index - b.index);
  for (const row of sorted.filter((one) => one.minQyt < minimum))
    issues.push({ row: row.index, field: "minQyt", message: texts.belowMinimum(minimum) });
  // The rungs a buyer can reach, each judged against the one below it.
  const reachable = sorted.filter((row) => row.minQyt >= minimum);
  reachable.forEach((row, place) => {
    const below = reachable[place - 1];
    const sameQuantity = below?.minQyt === row.minQyt;
    if (sameQuantity) issues.push({ row: row.index, field: "minQyt", message: texts.sameQuantity });
    const message =
      row.cents >= list
        ? texts.notBelowList(formatDollars(list))
        : below && !sameQuantity && below.cents < list && row.cents >= below.cents
          ? texts.notFalling(formatDollars(below.cents))
          : null;
    if (message) issues.push({ row: row.index, field: "price", message });
  });
  return issues;
}

/** Valid rows as the model keeps them: cents, ascending by quantity, blank rows gone. */
export function breaksOfRows(rows: readonly (PriceBreakRow | null)[]): PriceBreak[] {
  return rows
    .filter((row) => row !== null)
    .map((row) => ({ minQyt: row.minQyt, price: dollarsToCents(row.price) }))
    .sort((a, b) => a.minQyt - b.minQyt);
}

/** A form cell left empty: undefined (Conform's reading), or blank text. */
const isBlank = (cell: unknown) => cell === undefined || (typeof cell === "string" && !cell.trim());

/** The Prices page's columns: every row sends one of each (form field names are plain). */
const formColumn = z
  .array(z.unknown())
  .max(MAX_PRICE_BREAKS, texts.tooMany(MAX_PRICE_BREAKS))
  .default([]);

/**
 * The Prices page's form for `tool`: row `i` is the `i`th `minQyt` and `price`; a row with both
 * empty is no break. Every error is reported at once, on the row's cell that breaks a rule
 * (`price[2]`). Its value is the ladder.
 */
export function priceBreaksFormSchema(tool: LadderTool) {
  return z.object({ minQyt: formColumn, price: formColumn }).transform((columns, context) => {
    const cellOf = <Field extends keyof PriceBreakRow>(field: Field, row: number) => {
      const typed = columns[field][row];
      // As Conform reads a number field of the tool form: its text as a number.
      const cell = isBlank(typed) ? undefined : typeof typed === "string" ? Number(typed) : typed;
      const parsed = priceBreakRowSchema.shape[field].safeParse(cell);
      if (parsed.success) return parsed.data as PriceBreakRow[Field];
      context.addIssue({
        code: "custom",
        path: [field, row],
        message: parsed.error.issues[0]!.message,
      });
      return null;
    };
    const length = Math.max(columns.minQyt.length, columns.price.length);
    const rows = Array.from({ length }, (_, row) => {
      if (isBlank(columns.minQyt[row]) && isBlank(columns.price[row])) return null;
      const [minQyt, price] = [cellOf("minQyt", row), cellOf("price", row)];
      return minQyt === null || price === null ? null : { minQyt, price };
    });
    for (const issue of priceBreakIssues(rows, tool))
      context.addIssue({ code: "custom", path: [issue.field, issue.row], message: issue.message });
    return breaksOfRows(rows);
  });
}

/** `priceBreaks` of PUT /api/tools/{id}: the whole ladder (`[]` removes it). */
export const priceBreaksRequestSchema = z
  .array(priceBreakRowSchema)
  .max(MAX_PRICE_BREAKS, texts.tooMany(MAX_PRICE_BREAKS))
  .describe(
    `The tool's volume prices, replacing those it has ([] removes them): at most ${MAX_PRICE_BREAKS}, each from a different quantity (${MIN_BREAK_QYT} or more, and at least the tool's minimum order) at a unit price in dollars below the list price, lower as the quantity rises`,
  );

/**
 * The errors of an API request's ladder for `tool`, by field as the API reports them
 * (`priceBreaks.1.price`); empty when it is a valid ladder. The same rules as the Prices page.
 */
export function priceBreakFieldErrors(rows: readonly PriceBreakRow[], tool: LadderTool) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of priceBreakIssues(rows, tool))
    (fieldErrors[`priceBreaks.${issue.row}.${issue.field}`] ??= []).push(issue.message);
  return fieldErrors;
}
