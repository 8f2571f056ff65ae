import { sql } from "kysely";
import type { OrderState } from "#app/utils/order-state.ts";

/** An order's state as SQL, for filters and counts: `orderStateOf` says the same in code. */
export const orderStateSql = sql<OrderState>`case
  when "orders"."closed" is not null and "orders"."approval" = 'declined' then 'declined'
  when "orders"."closed" is not null then "orders"."closed"
  when "orders"."paid" = 0 and "orders"."approval" = 'awaiting' then 'awaiting_approval'
  when "orders"."paid" = 0 then 'unpaid'
  when "orders"."refunded" >= "orders"."amount" and "orders"."refunded" > 0 then 'refunded'
  when "orders"."refunded" > 0 then 'partly_refunded'
  when "orders"."status" = 'Shipped' then 'shipped'
  else 'paid' end`;
