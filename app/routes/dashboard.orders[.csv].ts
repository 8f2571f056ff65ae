import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrders } from "#app/models/admin-tables.server.ts";
import type { Order } from "#app/models/order.server.ts";
import { ORDER_QUERY_NAMES, orderExportQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, dollarsCell, type CsvColumn } from "#app/services/csv.server.ts";

// The spec's field names as headers, money in dollars, and when it was placed.
const columns: CsvColumn<Order>[] = [
  { header: "_id", value: (order) => order.id },
  { header: "date", value: (order) => order.date },
  { header: "name", value: (order) => order.name },
  { header: "qyt", value: (order) => order.qyt },
  { header: "customer", value: (order) => order.customer },
  { header: "email", value: (order) => order.email },
  { header: "address", value: (order) => order.address },
  { header: "phone", value: (order) => order.phone },
  { header: "price", value: (order) => dollarsCell(order.price) },
  { header: "amount", value: (order) => dollarsCell(order.amount) },
  { header: "paid", value: (order) => Boolean(order.paid) },
  { header: "paymentId", value: (order) => order.paymentId },
  { header: "status", value: (order) => order.status },
  { header: "createdAt", value: (order) => order.createdAt },
];

// GET /dashboard/orders.csv?state=&from=&to=&q=: admins; the orders Manage Orders would list.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const filter = parsePageQuery(request, orderExportQuerySchema, ORDER_QUERY_NAMES);
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(`orders-${today}.csv`, columns, exportOrders(filter));
}
