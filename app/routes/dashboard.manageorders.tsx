import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { Cell, DataTable } from "~/components/data-table";
import { CancelOrderButton, OrderLink, PaymentBadge } from "~/components/order-state";
import { Pagination } from "~/components/pagination";
import { OrderFilterFields, TableFilters, TableSummary } from "~/components/table-filters";
import { messages, sharedTexts } from "~/messages";
import { listOrdersForAdmin } from "~/models/admin-tables.server";
import { shipOrder } from "~/models/order.server";
import { ORDER_QUERY_NAMES, orderTableQuerySchema } from "~/schemas/admin-query";
import { listingUrl, parseAdminQuery } from "~/services/admin-query.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDollars } from "~/utils/money";
import { shortId } from "~/utils/text";
import { readForm } from "~/utils/form.server";
import { buttonClass } from "~/components/button";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseAdminQuery(request, orderTableQuerySchema, ORDER_QUERY_NAMES);
  const { rows, ...paging } = await listOrdersForAdmin(query);
  return { orders: rows, paging, query };
}

// POST: Ship Order. Only a paid, Pending order ships, whatever the page showed.
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const orderId = String((await readForm(request)).get("orderId") ?? "");
  const BACK = listingUrl(request);
  return (await shipOrder(orderId))
    ? redirectWithToast(BACK, { type: "success", message: messages.orderShipped })
    : redirectWithToast(BACK, {
        type: "error",
        message: `${sharedTexts.onlyPaidOrdersShip}.`,
      });
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
                <Form method="post">
                  <input type="hidden" name="orderId" value={order.id} />
                  <button
                    type="submit"
                    className={buttonClass("dark", "sm")}
                    aria-label={`Ship order ${shortId(order.id)}`}
                  >
                    Ship Order
                  </button>
                </Form>
              ) : order.paid ? (
                <span className="text-sm font-semibold text-gray-700">Completed</span>
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
