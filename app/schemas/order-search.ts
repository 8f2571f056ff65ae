import { z } from "zod";
import { ORDER_STATES } from "#app/utils/order-state.ts";
import { calendarDay, fromAfterTo, fromBeforeTo, oneOf, tableQuerySchema } from "./admin-query";

// The one search of orders (issue 47): My Orders, GET /api/orders and Manage Orders read the
// same parameters with the same rules, and the model builds one query from them. Who searches
// decides only what `q` looks in (app/models/order-search.server.ts).

/** The search's fields without the range's rule: what the API documents, each in its words. */
export const orderSearchFields = z.object({
  q: tableQuerySchema.shape.q.describe(
    "Text in the order's number, its purchase-order reference, or a line's tool name or part number (any case; an admin's search also looks in the customer's name and email). At most 100 characters.",
  ),
  state: oneOf("state", ORDER_STATES).describe("Only orders in this state"),
  from: calendarDay("from")
    .optional()
    .describe("Placed on or after this day (YYYY-MM-DD, the shop's day in its time zone)"),
  to: calendarDay("to")
    .optional()
    .describe("Placed on or before this day (YYYY-MM-DD, the shop's day in its time zone)"),
  page: tableQuerySchema.shape.page.describe("The page, 20 orders a page (1 unless given)"),
});

/** A search of orders: its text, a state, the days it was placed (from..to, both included), a page. */
export const orderSearchSchema = orderSearchFields.refine(fromBeforeTo, fromAfterTo);
export type OrderSearch = z.infer<typeof orderSearchSchema>;

/** The orders' export: Manage Orders' search without its page. */
export const orderExportQuerySchema = orderSearchFields
  .omit({ page: true })
  .refine(fromBeforeTo, fromAfterTo);
export type OrderFilter = z.infer<typeof orderExportQuerySchema>;

/** The query string's names the search reads. */
export const ORDER_SEARCH_NAMES = ["q", "state", "from", "to", "page"];
