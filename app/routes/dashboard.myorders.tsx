import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { OrderProduct, OrderTotal } from "#app/components/order-lines.tsx";
import { CancelOrderButton, OrderStateBadge, PaymentBadge } from "#app/components/order-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { ParcelTracking } from "#app/components/parcel-tracking.tsx";
import { pageOrdersOf } from "#app/models/order.server.ts";
import { pageQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { isOpenUnpaid } from "#app/utils/order-state.ts";
import { rowId } from "#app/utils/table-row.ts";
import { buttonClass } from "#app/components/button.tsx";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { page } = parsePageQuery(request, pageQuerySchema, ["page"]);
  // Orders whose hold ran out since the last sweep show as expired, not payable.
  await expireDueOrders();
  const { rows, ...paging } = await pageOrdersOf(user.id, page);
  return { orders: rows, paging };
}

export default function MyOrders() {
  const { orders, paging } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">My Orders</h1>
      {paging.total === 0 ? (
        <p className="mt-6 text-gray-600">
          You have no orders yet.{" "}
          <Link to="/tools" className="font-semibold text-brand hover:underline">
            Browse the tools
          </Link>
        </p>
      ) : (
        <DataTable
          caption="My orders"
          headers={["Order", "Product", "Quantity", "Amount", "Date", "Payment", "Status"]}
        >
          {orders.map((order) => (
            <tr key={order.id} id={rowId("order", order.id)} className="scroll-mt-4">
              <Cell>
                <RecordNumber number={order.number} />
              </Cell>
              <Cell className="font-semibold">
                <OrderProduct order={order} />
              </Cell>
              <Cell>{order.qyt} pcs</Cell>
              <Cell>
                <OrderTotal order={order} />
              </Cell>
              <Cell>{order.date}</Cell>
              <Cell>
                <PaymentBadge order={order} />
                {order.paid ? (
                  <span className="mt-1 block font-mono text-xs text-gray-600">
                    Payment id: {order.paymentId}
                  </span>
                ) : null}
              </Cell>
              <Cell>
                {isOpenUnpaid(order) ? (
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/dashboard/payment/${order.id}`}
                      className={buttonClass("primary", "sm")}
                      aria-label={`Pay for ${order.name}`}
                    >
                      Pay
                    </Link>
                    <CancelOrderButton
                      order={order}
                      confirmUrl={`/dashboard/myorders/${order.id}/cancel`}
                    />
                  </div>
                ) : (
                  <>
                    <OrderStateBadge order={order} />
                    <ParcelTracking order={order} className="mt-1 block text-xs" />
                  </>
                )}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}
