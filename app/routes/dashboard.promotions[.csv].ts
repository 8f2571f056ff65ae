import type { LoaderFunctionArgs } from "@remix-run/node";
import { promotionOrders } from "#app/models/promotion.server.ts";
import { csvResponse, dollarsCell, type CsvColumn } from "#app/routes/+dashboard/csv.server.ts";
import { requireUser } from "#app/services/auth.server.ts";

type Row = Awaited<ReturnType<typeof promotionOrders>>[number];

// Each order placed with a promotion: which promotion (its code), the order and what it was given.
const columns: CsvColumn<Row>[] = [
  { header: "Promotion", value: (row) => row.name },
  { header: "Code", value: (row) => row.code },
  { header: "Order number", value: (row) => row.orderNumber },
  { header: "Placed at", value: (row) => row.placedAt },
  { header: "Discount", value: (row) => dollarsCell(row.amount) },
];

async function* rowsOf(rows: Row[]) {
  yield* rows;
}

// GET /dashboard/promotions.csv: admins; every use of every promotion, by promotion.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return csvResponse("promotions.csv", columns, rowsOf(await promotionOrders()));
}
