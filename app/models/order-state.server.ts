import { sql } from "kysely";
import type { StoredOrderState } from "~/utils/order-state";

/** An order's state as SQL: unpaid, paid (status Pending) or shipped. */
export const orderStateSql = sql<StoredOrderState>`case
  when "orders"."paid" = 0 then 'unpaid'
  when "orders"."status" = 'Shipped' then 'shipped'
  else 'paid' end`;
