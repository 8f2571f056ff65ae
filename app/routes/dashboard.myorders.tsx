import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { OrderNumberAndDates, OrderProduct, OrderTotal } from "#app/components/order-lines.tsx";
import { CancelOrderButton, OrderStateBadge, PaymentBadge } from "#app/components/order-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ParcelTracking } from "#app/components/parcel-tracking.tsx";
import { InvoiceNumberLink } from "#app/components/invoice-link.tsx";
import { OrderFilterFields, TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { pageOrderSearch } from "#app/models/order-search.server.ts";
import { searchTexts } from "#app/messages.ts";
import { ORDER_SEARCH_NAMES, orderSearchSchema } from "#app/schemas/order-search.ts";
import { readPageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { isAwaitingApproval, isOpenUnpaid, orderPath } from "#app/utils/order-state.ts";
import { rowId } from "#app/utils/table-row.ts";
import { buttonClass } from "#app/components/button.tsx";

// The buyer's order history (issue 47): every order with what a buyer asks about it (number,
// placed, requested delivery, PO reference, ship-to, lines, total, state), searched by the
// buyer's words for an order and filtered by state and the days placed, 20 a page. A search
// that cannot be read (a hand-made link) is answered 400 with the form and what is wrong.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const reading = readPageQuery(request, orderSearchSchema, ORDER_SEARCH_NAMES);
  if (!reading.ok)
    return data(
      { orders: [], paging: null, search: reading.entered, problems: reading.problems },
      { status: 400 },
    );
  // Orders whose hold ran out since the last sweep show as expired, not payable.
  await expireDueOrders();
  const { rows, ...paging } = await pageOrderSearch(reading.query, { customerId: user.id });
  const { q, state, from, to } = reading.query;
  return { orders: rows, paging, search: { q, state, from, to }, problems: null };
}

export default function MyOrders() {
  const { orders, paging, search, problems } = useLoaderData<typeof loader>();
  const searching = Boolean(search.q || search.state || search.from || search.to);
  return (
    <section>
      <h1 className="text-3xl font-bold">My Orders</h1>
      {paging?.total === 0 && !searching ? (
        <p className="mt-6 text-gray-600">
          You have no orders yet.{" "}
          <Link to="/tools" className="font-semibold text-brand hover:underline">
            Browse the tools
          </Link>
        </p>
      ) : (
        <>
          <TableFilters
            label="Search my orders"
            q={search.q ?? ""}
            hint={searchTexts.myOrdersLookIn}
            problems={problems}
          >
            <OrderFilterFields
              state={search.state}
              from={search.from}
              to={search.to}
              problems={problems}
            />
          </TableFilters>
          {paging ? (
            <TableSummary
              total={paging.total}
              shown={orders.length}
              noun={["order", "orders"]}
              filtered={searching}
            />
          ) : null}
          {orders.length ? (
            <DataTable
              caption="My orders"
              headers={["Order", "Product", "Quantity", "Ship to", "Total", "Payment", "Status"]}
            >
              {orders.map((order) => (
                <tr key={order.id} id={rowId("order", order.id)} className="scroll-mt-4">
                  {/* Which order, when it was placed and when it is wanted, and the buyer's
                      own reference for it. */}
                  <Cell className="text-xs text-gray-700 lg:min-w-36">
                    <OrderNumberAndDates order={order} wanted="Requested delivery">
                      {order.purchaseOrder ? (
                        <span className="block break-all">PO {order.purchaseOrder}</span>
                      ) : null}
                    </OrderNumberAndDates>
                  </Cell>
                  <Cell className="font-semibold">
                    <OrderProduct order={order} />
                  </Cell>
                  <Cell>{order.qyt} pcs</Cell>
                  <Cell className="text-xs text-gray-700 lg:max-w-48">{order.address}</Cell>
                  <Cell>
                    <OrderTotal order={order} />
                  </Cell>
                  <Cell>
                    <PaymentBadge order={order} />
                    {order.paymentMethod === "account" ? (
                      <span className="mt-1 block text-xs text-gray-600">On account</span>
                    ) : order.paid ? (
                      <span className="mt-1 block font-mono text-xs break-all text-gray-600">
                        Payment id: {order.paymentId}
                      </span>
                    ) : null}
                    {order.invoiceNumber ? (
                      <div className="mt-1">
                        <InvoiceNumberLink
                          order={{ id: order.id, invoiceNumber: order.invoiceNumber }}
                        />
                      </div>
                    ) : null}
                  </Cell>
                  <Cell>
                    <div className="flex flex-wrap items-center gap-2">
                      {isOpenUnpaid(order) ? (
                        <>
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
                        </>
                      ) : isAwaitingApproval(order) ? (
                        // Waiting for the company's approval (the payment column says so): not
                        // payable yet, but its buyer may cancel it.
                        <CancelOrderButton
                          order={order}
                          confirmUrl={`/dashboard/myorders/${order.id}/cancel`}
                        />
                      ) : (
                        <OrderStateBadge order={order} />
                      )}
                      {/* The order page's "Order again": its lines into the cart at today's
                          prices, then the cart says what changed. */}
                      <Form method="post" action={orderPath(order.id)}>
                        <button
                          type="submit"
                          className={buttonClass("outline", "sm", "whitespace-nowrap")}
                        >
                          Order again<span className="sr-only"> ({order.number})</span>
                        </button>
                      </Form>
                    </div>
                    <ParcelTracking order={order} className="mt-1 block text-xs" />
                  </Cell>
                </tr>
              ))}
            </DataTable>
          ) : null}
          {paging ? <Pagination page={paging.page} pageCount={paging.pageCount} /> : null}
        </>
      )}
    </section>
  );
}
