import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrders } from "#app/models/admin-tables.server.ts";
import type { OrderWithLines } from "#app/models/order-line.server.ts";
import type { OrderLine } from "#app/models/order-line.server.ts";
import { ORDER_QUERY_NAMES, orderExportQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, dollarsCell, type CsvColumn } from "#app/services/csv.server.ts";
import { orderStateLabel } from "#app/utils/order-state.ts";

/** One row of the export: one line of an order, beside its order's columns. */
interface LineRow {
  order: OrderWithLines;
  line: OrderLine;
}

// One row per order line, as accounting imports of sales (an invoice's lines) expect: the
// order's columns are on every row of it, unchanged in meaning (the spec's field names; `amount`
// is the order's total), so `line` 1 picks each order once and the `line…` columns add up the
// goods. Money in dollars; the state in the shop's one label for it.
const columns: CsvColumn<LineRow>[] = [
  { header: "_id", value: ({ order }) => order.id },
  { header: "date", value: ({ order }) => order.date },
  { header: "name", value: ({ order }) => order.name },
  { header: "qyt", value: ({ order }) => order.qyt },
  { header: "customer", value: ({ order }) => order.customer },
  { header: "email", value: ({ order }) => order.email },
  { header: "address", value: ({ order }) => order.address },
  { header: "phone", value: ({ order }) => order.phone },
  { header: "price", value: ({ order }) => dollarsCell(order.price) },
  { header: "amount", value: ({ order }) => dollarsCell(order.amount) },
  { header: "paid", value: ({ order }) => Boolean(order.paid) },
  { header: "paymentId", value: ({ order }) => order.paymentId },
  { header: "status", value: ({ order }) => order.status },
  { header: "createdAt", value: ({ order }) => order.createdAt },
  { header: "state", value: ({ order }) => orderStateLabel(order) },
  { header: "subtotal", value: ({ order }) => dollarsCell(order.subtotal) },
  { header: "shipping", value: ({ order }) => dollarsCell(order.shipping) },
  { header: "shippingMethod", value: ({ order }) => order.shippingMethod },
  { header: "tax", value: ({ order }) => dollarsCell(order.tax) },
  { header: "purchaseOrder", value: ({ order }) => order.purchaseOrder },
  { header: "line", value: ({ line }) => line.position + 1 },
  { header: "lineToolId", value: ({ line }) => line.toolId },
  { header: "lineName", value: ({ line }) => line.name },
  { header: "lineQyt", value: ({ line }) => line.qyt },
  { header: "linePrice", value: ({ line }) => dollarsCell(line.price) },
  { header: "lineAmount", value: ({ line }) => dollarsCell(line.amount) },
];

async function* lineRows(orders: AsyncIterable<OrderWithLines>): AsyncGenerator<LineRow> {
  for await (const order of orders) for (const line of order.lines) yield { order, line };
}

// GET /dashboard/orders.csv?state=&from=&to=&q=: admins; the orders Manage Orders would list.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const filter = parsePageQuery(request, orderExportQuerySchema, ORDER_QUERY_NAMES);
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(`orders-${today}.csv`, columns, lineRows(exportOrders(filter)));
}
