import { shopToday } from "#app/utils/clock.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrders } from "#app/models/admin-tables.server.ts";
import type { OrderWithLines } from "#app/models/order-line.server.ts";
import type { OrderLine } from "#app/models/order-line.server.ts";
import { ORDER_SEARCH_NAMES, orderExportQuerySchema } from "#app/schemas/order-search.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, dollarsCell, type CsvColumn } from "#app/routes/+dashboard/csv.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { orderStateLabel, paymentLabel } from "#app/utils/order-state.ts";

/** One row of the export: one line of an order, beside its order's columns. */
interface LineRow {
  order: OrderWithLines;
  line: OrderLine;
}

// One row per order line, as accounting imports of sales (an invoice's lines) expect: the
// order's columns are on every row of it, unchanged in meaning (Amount is the order's total), so
// Line 1 picks each order once and the Line columns add up the goods. First the columns of
// Manage Orders, in its order and its words (the full id; Payment and Status in the shop's one
// label for each), then what the order's page adds, then the line. Money in dollars with two
// decimals; a moment as the pages show it, in the shop's time zone; the delivery date as the day
// it is.
const columns: CsvColumn<LineRow>[] = [
  { header: "Order id", value: ({ order }) => order.id },
  { header: "Product", value: ({ order }) => order.name },
  { header: "Customer", value: ({ order }) => order.customer },
  { header: "Email", value: ({ order }) => order.email },
  { header: "Quantity", value: ({ order }) => order.qyt },
  { header: "Amount", value: ({ order }) => dollarsCell(order.amount) },
  { header: "Payment", value: ({ order }) => paymentLabel(order) },
  { header: "Status", value: ({ order }) => orderStateLabel(order) },
  { header: "Placed", value: ({ order }) => formatDateTime(order.createdAt) },
  { header: "Delivery date", value: ({ order }) => order.date },
  { header: "Address", value: ({ order }) => order.address },
  { header: "Phone", value: ({ order }) => order.phone },
  { header: "Unit price", value: ({ order }) => dollarsCell(order.price) },
  { header: "Subtotal", value: ({ order }) => dollarsCell(order.subtotal) },
  { header: "Shipping", value: ({ order }) => dollarsCell(order.shipping) },
  { header: "Shipping method", value: ({ order }) => order.shippingMethod },
  { header: "Tax", value: ({ order }) => dollarsCell(order.tax) },
  { header: "Purchase order", value: ({ order }) => order.purchaseOrder },
  { header: "Payment id", value: ({ order }) => order.paymentId },
  { header: "Invoice number", value: ({ order }) => order.invoiceNumber },
  { header: "Refunded", value: ({ order }) => dollarsCell(order.refunded) },
  { header: "Line", value: ({ line }) => line.position + 1 },
  { header: "Line tool id", value: ({ line }) => line.toolId },
  { header: "Line product", value: ({ line }) => line.name },
  { header: "Line quantity", value: ({ line }) => line.qyt },
  { header: "Line unit price", value: ({ line }) => dollarsCell(line.price) },
  { header: "Line amount", value: ({ line }) => dollarsCell(line.amount) },
  // Issue 39, after the columns imports already read by position.
  { header: "Line part number", value: ({ line }) => line.sku },
  // Issue 47, last for the same reason.
  { header: "Order number", value: ({ order }) => order.number },
];

async function* lineRows(orders: AsyncIterable<OrderWithLines>): AsyncGenerator<LineRow> {
  for await (const order of orders) for (const line of order.lines) yield { order, line };
}

// GET /dashboard/orders.csv?state=&from=&to=&q=: admins; the orders Manage Orders lists, newest
// first as it lists them.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const filter = parsePageQuery(request, orderExportQuerySchema, ORDER_SEARCH_NAMES);
  const today = shopToday();
  return csvResponse(`orders-${today}.csv`, columns, lineRows(exportOrders(filter)));
}
