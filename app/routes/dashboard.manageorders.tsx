import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Cell, DataTable } from "~/components/data-table";
import { CancelOrderButton, OrderLink, PaymentBadge } from "~/components/order-state";
import { messages } from "~/messages";
import { listAllOrders, shipOrder } from "~/models/order.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDollars } from "~/utils/money";
import { shortId } from "~/utils/text";

const BACK = "/dashboard/manageorders";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { orders: await listAllOrders() };
}

// POST: Ship Order. Only a paid, Pending order ships, whatever the page showed.
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const orderId = String((await request.formData()).get("orderId") ?? "");
  return (await shipOrder(orderId))
    ? redirectWithToast(BACK, { type: "success", message: messages.orderShipped })
    : redirectWithToast(BACK, {
        type: "error",
        message: "Only a paid order that has not shipped can be shipped.",
      });
}

export default function ManageOrders() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Manage Orders</h1>
      <p className="mt-2 text-gray-600">{orders.length} orders, newest first.</p>
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
                    className="rounded-md bg-gray-900 px-3 py-2 text-sm font-semibold text-white hover:bg-gray-700"
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
    </section>
  );
}
