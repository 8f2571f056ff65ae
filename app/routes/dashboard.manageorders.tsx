import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { OrderProduct, OrderTotal } from "#app/components/order-lines.tsx";
import { CancelOrderButton, OrderStateBadge, PaymentBadge } from "#app/components/order-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ShipOrderButton } from "#app/components/ship-order-button.tsx";
import { OrderFilterFields, TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { listOrdersForAdmin } from "#app/models/admin-tables.server.ts";
import { ORDER_QUERY_NAMES, orderTableQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { isOpenUnpaid, isShippable } from "#app/utils/order-state.ts";
import { shortId } from "#app/utils/text.ts";
import { buttonClass } from "#app/components/button.tsx";
import { Link } from "#app/components/link.tsx";
import { isRefundable, refundPagePath } from "#app/utils/refunds.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, orderTableQuerySchema, ORDER_QUERY_NAMES);
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
              <OrderProduct order={order} showPurchaseOrder />
            </Cell>
            <Cell>
              {order.customer}
              <br />
              <span className="text-xs text-gray-500">{order.email}</span>
            </Cell>
            <Cell>{order.qyt} pcs</Cell>
            <Cell>
              <OrderTotal order={order} />
            </Cell>
            <Cell>
              <PaymentBadge order={order} />
            </Cell>
            <Cell>
              <div className="flex flex-wrap items-center gap-2">
                {isShippable(order) ? (
                  <ShipOrderButton order={order} />
                ) : isOpenUnpaid(order) ? null : (
                  <OrderStateBadge order={order} />
                )}
                {/* A paid order that has not shipped is cancelled with a full refund. */}
                {isShippable(order) || isOpenUnpaid(order) ? (
                  <CancelOrderButton
                    order={order}
                    confirmUrl={`/dashboard/manageorders/${order.id}/cancel`}
                  />
                ) : null}
                {isRefundable(order) ? (
                  <Link to={refundPagePath(order.id)} className={buttonClass("outline", "sm")}>
                    Refund
                  </Link>
                ) : null}
              </div>
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}
