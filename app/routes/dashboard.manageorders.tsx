import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Cell, DataTable } from "~/components/data-table";
import {
  CancelOrderButton,
  OrderLink,
  OrderStateBadge,
  PaymentBadge,
} from "~/components/order-state";
import { Pagination } from "~/components/pagination";
import { ShipOrderButton } from "~/components/ship-order-button";
import { OrderFilterFields, TableFilters, TableSummary } from "~/components/table-filters";
import { listOrdersForAdmin } from "~/models/admin-tables.server";
import { ORDER_QUERY_NAMES, orderTableQuerySchema } from "~/schemas/admin-query";
import { parseAdminQuery } from "~/services/admin-query.server";
import { expireDueOrders } from "~/services/order-closing.server";
import { requireAdmin } from "~/services/auth.server";
import { formatDollars } from "~/utils/money";
import { shortId } from "~/utils/text";
import { buttonClass } from "~/components/button";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseAdminQuery(request, orderTableQuerySchema, ORDER_QUERY_NAMES);
  // The unpaid filter must not list an order whose hold ran out since the last sweep.
  await expireDueOrders();
  const { rows, ...paging } = await listOrdersForAdmin(query);
  return { orders: rows, paging, query };
}

export default function ManageOrders() {
  const { orders, paging, query } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const exportParams = new URLSearchParams(searchParams);
  exportParams.delete("page");
  const filtered = Boolean(query.q || query.state || query.from || query.to);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Manage Orders</h1>
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <a
          href={`/dashboard/orders.csv${exportParams.size ? `?${exportParams}` : ""}`}
          download
          className={buttonClass("outline", "md")}
        >
          Download these orders (CSV)
        </a>
      </div>
      <TableFilters label="Search orders" q={query.q}>
        <OrderFilterFields state={query.state} from={query.from} to={query.to} />
      </TableFilters>
      <TableSummary
        total={paging.total}
        shown={orders.length}
        noun={["order", "orders"]}
        filtered={filtered}
      />
      <DataTable
        caption="All orders"
        headers={["Id", "Product", "Customer", "Quantity", "Amount", "Payment", "Status"]}
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <Cell className="font-mono text-xs">{shortId(order.id)}</Cell>
            <Cell className="font-semibold">
              <OrderLink order={order} />
            </Cell>
            <Cell>
              {order.customer}
              <br />
              <span className="text-xs text-gray-500">{order.email}</span>
            </Cell>
            <Cell>{order.qyt} pcs</Cell>
            <Cell>{formatDollars(order.amount)}</Cell>
            <Cell>
              <PaymentBadge order={order} />
            </Cell>
            <Cell>
              {order.paymentId && order.status === "Pending" ? (
                <ShipOrderButton order={order} />
              ) : order.paid ? (
                <span className="text-sm font-semibold text-gray-700">Completed</span>
              ) : order.closed ? (
                <OrderStateBadge order={order} />
              ) : (
                <CancelOrderButton
                  order={order}
                  confirmUrl={`/dashboard/manageorders/${order.id}/cancel`}
                />
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={paging.page} pageCount={paging.pageCount} search={searchParams} />
    </section>
  );
}
