import { z } from "zod";
import { ORDER_STATES } from "#app/utils/order-state.ts";
import { RETURN_STATUSES } from "#app/utils/returns.ts";
import { searchText } from "./fields";

/** `?days=` of the admin overview: the last 30 (default) or 90 days. */
export const overviewQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { errorMap: () => ({ message: "days must be 30 or 90" }) })
    .default("30")
    .transform(Number),
});

const PAGE = "page must be a positive whole number";

const page = z.coerce
  .number({ invalid_type_error: PAGE })
  .int(PAGE)
  .min(1, PAGE)
  .max(100_000, PAGE)
  .default(1);

/** A paged table without a search (a customer's own orders): 20 rows a page. */
export const pageQuerySchema = z.object({ page });

/** What every admin table takes: a search and a page (20 rows a page). */
export const tableQuerySchema = z.object({
  q: searchText.default(""),
  page,
});

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-21`)
    .pipe(
      z.string().refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a real date`),
    );

/** The orders' filter: a state, and the days they were placed (from..to, both included). */
const orderFilter = z.object({
  state: z
    .enum(ORDER_STATES, {
      errorMap: () => ({ message: `state must be one of ${ORDER_STATES.join(", ")}` }),
    })
    .optional(),
  from: day("from").optional(),
  to: day("to").optional(),
});
const fromBeforeTo = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const fromAfterTo = { message: "from must be on or before to", path: ["to"] };

export const orderTableQuerySchema = tableQuerySchema
  .merge(orderFilter)
  .refine(fromBeforeTo, fromAfterTo);

export const orderExportQuerySchema = orderFilter
  .extend({ q: tableQuerySchema.shape.q })
  .refine(fromBeforeTo, fromAfterTo);

export type TableQuery = z.infer<typeof tableQuerySchema>;
export type OrderFilter = z.infer<typeof orderExportQuerySchema>;

export const ORDER_QUERY_NAMES = ["q", "page", "state", "from", "to"];
export const TABLE_QUERY_NAMES = ["q", "page"];

/** The returns table (issue 38): a search, a page and a status. */
export const returnTableQuerySchema = tableQuerySchema.extend({
  status: z
    .enum(RETURN_STATUSES, {
      errorMap: () => ({ message: `status must be one of ${RETURN_STATUSES.join(", ")}` }),
    })
    .optional(),
});
export type ReturnTableQuery = z.infer<typeof returnTableQuerySchema>;
export const RETURN_QUERY_NAMES = ["q", "page", "status"];
