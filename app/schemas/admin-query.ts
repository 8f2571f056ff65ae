import { z } from "zod";
import { RETURN_STATUSES } from "#app/utils/returns.ts";
import { QUOTE_STATES } from "#app/utils/quotes.ts";
import { booksTexts } from "#app/messages.ts";
import { DAY_MS } from "#app/utils/dates.ts";
import { MAX_BOOKS_DAYS } from "./field-hints";
import { isCalendarDay, searchText } from "./fields";

/** The accountant's exports the overview's form downloads (each is `/dashboard/{name}.csv`). */
export const BOOKS_DOWNLOADS = ["invoices", "credit-notes"] as const;

/**
 * `?days=` of the admin overview: the last 30 (default) or 90 days; `?download=` when its form
 * asks for an export of the range it sends with it.
 */
export const overviewQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { errorMap: () => ({ message: "days must be 30 or 90" }) })
    .default("30")
    .transform(Number),
  download: z
    .enum(BOOKS_DOWNLOADS, {
      errorMap: () => ({ message: `download must be ${BOOKS_DOWNLOADS.join(" or ")}` }),
    })
    .optional(),
});
export const OVERVIEW_QUERY_NAMES = ["days", "download"];

const PAGE = "page must be a positive whole number";

const page = z.coerce
  .number({ invalid_type_error: PAGE })
  .int(PAGE)
  .min(1, PAGE)
  .max(100_000, PAGE)
  .default(1);

/** What every admin table takes: a search and a page (20 rows a page). */
export const tableQuerySchema = z.object({
  q: searchText.default(""),
  page,
});

/**
 * A day of the calendar as YYYY-MM-DD. A wrong one ends the check (fatal), so a range's own
 * rules (from before to, its length) never speak of a day that is not one.
 */
export const calendarDay = (name: string) =>
  z.string({ required_error: booksTexts.dayRequired(name) }).superRefine((value, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
      ctx.addIssue({
        code: "custom",
        message: `${name} must be a date like 2026-11-21`,
        fatal: true,
      });
    else if (!isCalendarDay(value))
      ctx.addIssue({ code: "custom", message: `${name} must be a real date`, fatal: true });
  });

/** A filter `name` that is one of `values`, or left out. */
export const oneOf = <Values extends Readonly<[string, ...string[]]>>(
  name: string,
  values: Values,
) =>
  z
    .enum(values, { errorMap: () => ({ message: `${name} must be one of ${values.join(", ")}` }) })
    .optional();

/** A range of days in order: `from` on or before `to` (either may be left out). */
export const fromBeforeTo = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
export const fromAfterTo = { message: "from must be on or before to", path: ["to"] };

/**
 * The accountant's exports (invoices, credit notes): the days a document is dated on, from..to,
 * both included and both required, at most MAX_BOOKS_DAYS.
 */
export const booksRangeSchema = z
  .object({ from: calendarDay("from"), to: calendarDay("to") })
  .refine(fromBeforeTo, fromAfterTo)
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 <= MAX_BOOKS_DAYS, {
    message: booksTexts.rangeTooLong(MAX_BOOKS_DAYS),
    path: ["to"],
  });
export type BooksRange = z.infer<typeof booksRangeSchema>;
export const BOOKS_QUERY_NAMES = ["from", "to"];

/** The users' export: Manage Users' search, without its page. */
export const userExportQuerySchema = tableQuerySchema.pick({ q: true });
export const USER_EXPORT_QUERY_NAMES = ["q"];

export type TableQuery = z.infer<typeof tableQuerySchema>;

export const TABLE_QUERY_NAMES = ["q", "page"];

/** The returns table (issue 38): a search, a page and a status. */
export const returnTableQuerySchema = tableQuerySchema.extend({
  status: oneOf("status", RETURN_STATUSES),
});
export type ReturnTableQuery = z.infer<typeof returnTableQuerySchema>;
export const RETURN_QUERY_NAMES = ["q", "page", "status"];

/**
 * The quotes' table and GET /api/quotes (issue 40): a search (issue 47), a page and a state
 * (expired is a sent one past its day).
 */
export const quoteTableQuerySchema = tableQuerySchema.extend({
  status: oneOf("status", QUOTE_STATES),
});
export type QuoteTableQuery = z.infer<typeof quoteTableQuerySchema>;
export const QUOTE_QUERY_NAMES = ["q", "page", "status"];
