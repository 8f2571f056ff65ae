import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { CancelOrderButton, OrderLink, OrderStateBadge } from "#app/components/order-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { pageOrdersOf } from "#app/models/order.server.ts";
import { pageQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";
import { formatDollars } from "#app/utils/money.ts";
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
          headers={["Product", "Quantity", "Amount", "Date", "Payment", ""]}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <Cell className="font-semibold">
                <OrderLink order={order} />
              </Cell>
              <Cell>{order.qyt} pcs</Cell>
              <Cell>{formatDollars(order.amount)}</Cell>
              <Cell>{order.date}</Cell>
              <Cell>
                <OrderStateBadge order={order} />
              </Cell>
              <Cell>
                {order.paid ? (
                  <span className="font-mono text-xs text-gray-600">
                    Payment id: {order.paymentId}
                  </span>
                ) : order.closed ? (
                  <span className="text-sm text-gray-600">Not payable</span>
                ) : (
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
