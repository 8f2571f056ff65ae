import { sql } from "kysely";
import type { StoredOrderState } from "#app/utils/order-state.ts";

/** An order's state as SQL: unpaid, paid (status Pending), shipped, cancelled or expired. */
export const orderStateSql = sql<StoredOrderState>`case
  when "orders"."closed" is not null then "orders"."closed"
  when "orders"."paid" = 0 then 'unpaid'
  when "orders"."status" = 'Shipped' then 'shipped'
  else 'paid' end`;
