import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { OrderNumberAndDates, OrderProduct, OrderTotal } from "#app/components/order-lines.tsx";
import { CancelOrderButton, OrderStateBadge, PaymentBadge } from "#app/components/order-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ParcelTracking } from "#app/components/parcel-tracking.tsx";
import { ShipOrderButton } from "#app/components/ship-order-button.tsx";
import { OrderFilterFields, TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { pageOrderSearch } from "#app/models/order-search.server.ts";
import { ORDER_SEARCH_NAMES, orderSearchSchema } from "#app/schemas/order-search.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { searchTexts } from "#app/messages.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { isCancellableUnpaid, isOpenUnpaid, isShippable } from "#app/utils/order-state.ts";
import { rowId } from "#app/utils/table-row.ts";
import { shortId } from "#app/utils/text.ts";
import { buttonClass } from "#app/components/button.tsx";
import { InvoiceNumberLink } from "#app/components/invoice-link.tsx";
import { Link } from "#app/components/link.tsx";
import { isRefundable, refundPagePath } from "#app/utils/refunds.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, orderSearchSchema, ORDER_SEARCH_NAMES);
  // The unpaid filter must not list an order whose hold ran out since the last sweep.
  await expireDueOrders();
  const { rows, ...paging } = await pageOrderSearch(query, "every customer");
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
      <TableFilters label="Search orders" q={query.q} hint={searchTexts.allOrdersLookIn}>
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
        headers={["Order", "Product", "Customer", "Quantity", "Amount", "Payment", "Status"]}
      >
        {orders.map((order) => (
          // The row's id: an action on it (Ship, Cancel) returns to the list at this row.
          <tr key={order.id} id={rowId("order", order.id)} className="scroll-mt-4">
            {/* Which order (its number, then the spec's short id), and when: placed, and the
                delivery date the customer wants. */}
            <Cell className="text-xs text-gray-700 lg:min-w-32">
              <OrderNumberAndDates order={order} wanted="Wanted by">
                <span className="font-mono text-gray-900">{shortId(order.id)}</span>
              </OrderNumberAndDates>
            </Cell>
            <Cell className="font-semibold">
              <OrderProduct order={order} showPurchaseOrder />
            </Cell>
            {/* Who and where to: the address in full on the order's page and the ship question,
                two lines of it here on a phone. */}
            <Cell className="lg:max-w-56">
              {order.customer}
              <span className="block text-xs text-gray-500">{order.email}</span>
              <span className="mt-1 line-clamp-2 text-xs text-gray-700 lg:line-clamp-none">
                Ship to {order.address}
              </span>
            </Cell>
            <Cell>{order.qyt} pcs</Cell>
            <Cell>
              <OrderTotal order={order} />
            </Cell>
            <Cell>
              <PaymentBadge order={order} />
              {order.invoiceNumber ? (
                <div className="mt-1">
                  <InvoiceNumberLink order={{ id: order.id, invoiceNumber: order.invoiceNumber }} />
                </div>
              ) : null}
            </Cell>
            <Cell>
              <div className="flex flex-wrap items-center gap-2">
                {isShippable(order) ? (
                  <ShipOrderButton order={order} />
                ) : isOpenUnpaid(order) ? null : (
                  <OrderStateBadge order={order} />
                )}
                {/* A paid order that has not shipped is cancelled with a full refund. */}
                {isShippable(order) || isCancellableUnpaid(order) ? (
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
              <ParcelTracking order={order} className="mt-1 block text-xs" />
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}
