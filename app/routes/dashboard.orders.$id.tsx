import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { Link } from "#app/components/link.tsx";
import { OrderFact as Fact } from "#app/components/order-fact.tsx";
import { CancelOrderButton, OrderStateBadge } from "#app/components/order-state.tsx";
import { OrderLines, orderTotalRows } from "#app/components/lines-table.tsx";
import { ParcelTracking } from "#app/components/parcel-tracking.tsx";
import { ShipOrderButton } from "#app/components/ship-order-button.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { BillToAddress } from "#app/components/bill-to-address.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { reorderIntoCart } from "#app/models/cart.server.ts";
import { holdEndsAt, holdStartOf } from "#app/models/order.server.ts";
import { withApprovalDetails } from "#app/models/order-approval.server.ts";
import { OrderApproval } from "#app/components/order-approval.tsx";
import { isAdmin } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { reorderNotice } from "#app/utils/reorder-notice.ts";
import { orderFor } from "#app/routes/+orders/order-access.server.ts";
import { billToOf } from "#app/utils/bill-to.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import {
  isCancellableUnpaid,
  isOpenUnpaid,
  isShippable,
  orderStateLabel,
  paymentLabel,
} from "#app/utils/order-state.ts";
import { buttonClass } from "#app/components/button.tsx";
import { OrderReturns, ReturnItemsLink } from "#app/components/order-returns.tsx";
import { returnsOnOrderPage } from "#app/models/return.server.ts";
import { DownloadInvoiceButton } from "#app/components/invoice-link.tsx";
import { parcelText } from "#app/utils/tracking.ts";
import { OrderRefunds } from "#app/components/order-refunds.tsx";
import { listRefundsOf } from "#app/models/refund.server.ts";
import { isRefundable, refundPagePath } from "#app/utils/refunds.ts";
import { DateText } from "#app/components/date-text.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `Order ${data.order.number} — Forgeline Tools` : "Order — Forgeline Tools",
  },
];

// Its customer and admins see an order; anyone else gets the same 404 as for a missing one.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // A company admin reads a colleague's order of the company too, and only reads it (issue 48).
  const order = await orderFor(request, user, params.id, { companyAdminMayRead: true });
  return {
    order,
    holdEnds: holdEndsAt(holdStartOf(order)).toISOString(),
    // Issue 48: where its company's approval stands, and who decided.
    approval: order.approval ? await withApprovalDetails(order) : null,
    isOwner: order.userId === user.id,
    isAdmin: isAdmin(user),
    companyView: order.userId !== user.id && !isAdmin(user),
    ...(await returnsOnOrderPage(order)),
    refunds: await listRefundsOf(order.id),
  };
}

/**
 * "Order again": the order's lines go into its customer's cart at today's prices and within
 * today's stock; the cart then says what changed. Only the customer's own order (an admin's
 * cart is not the customer's).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const reordered = await reorderIntoCart(user.id, params.id ?? "");
  invariantResponse(reordered, "That order does not exist.", { status: 404 });
  const added = reordered.some((line) => line.status === "added");
  return redirectWithToast("/cart", {
    type: added ? "success" : "error",
    message: reorderNotice(reordered),
  });
}

export default function OrderDetails() {
  const { order, holdEnds, isOwner, isAdmin, companyView, returns, mayAsk, refunds, approval } =
    useLoaderData<typeof loader>();
  const canShip = isAdmin && isShippable(order);
  const billTo = billToOf(order);
  return (
    <section>
      <p className="text-sm">
        <Link
          to={
            isOwner
              ? "/dashboard/myorders"
              : companyView
                ? "/dashboard/company/orders"
                : "/dashboard/manageorders"
          }
          className="font-semibold text-brand hover:underline"
        >
          ← {isOwner ? "My Orders" : companyView ? "The company's orders" : "Manage Orders"}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        Order <RecordNumber number={order.number} />
      </h1>
      <p className="mt-1 text-lg text-gray-700">{order.name}</p>
      <div className="mt-3">
        <OrderStateBadge order={order} />
      </div>
      {approval ? <OrderApproval order={approval} /> : null}

      <div className="mt-6 panel p-4">
        <OrderLines
          caption="What was ordered"
          lines={order.lines}
          totals={orderTotalRows(order, "Total")}
        />
      </div>

      <OrderReturns returns={returns} />
      <OrderRefunds order={order} refunds={refunds} />

      <dl className="mt-6 divide-y divide-gray-100 panel px-4">
        {order.purchaseOrder ? <Fact term="PO number">{order.purchaseOrder}</Fact> : null}
        <Fact term="Delivery date">
          <DateText value={order.date} />
        </Fact>
        <Fact term="Address">{order.address}</Fact>
        {billTo ? (
          <Fact term="Bill to">
            <BillToAddress billTo={billTo} />
          </Fact>
        ) : null}
        <Fact term="Phone">
          <a href={`tel:${order.phone.replace(/[^\d+]/g, "")}`} className="underline">
            {order.phone}
          </a>
        </Fact>
        <Fact term="Customer">
          {order.customer} ({order.email})
        </Fact>
        <Fact term="Payment">
          {paymentLabel(order)}
          {order.paymentMethod === "account" ? (
            // Issue 48: no card; the invoice is the company's to pay by its due day.
            <>
              , on account: due <DateText value={order.invoiceDueDate ?? ""} />
            </>
          ) : order.paid ? (
            <>
              , payment id <span className="font-mono text-sm">{order.paymentId}</span>
            </>
          ) : null}
          {isCancellableUnpaid(order) ? (
            <>
              {" "}
              (held until <time dateTime={holdEnds}>{formatDateTime(holdEnds)}</time>)
            </>
          ) : null}
        </Fact>
        <Fact term="Status">
          {orderStateLabel(order)}, since{" "}
          <time dateTime={order.statusChangedAt ?? order.createdAt}>
            {formatDateTime(order.statusChangedAt ?? order.createdAt)}
          </time>
        </Fact>
        {parcelText(order) ? (
          <Fact term="Tracking">
            <ParcelTracking order={order} />
          </Fact>
        ) : null}
        <Fact term="Placed">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </Fact>
        <Fact term="Order number">
          <RecordNumber number={order.number} />
        </Fact>
        {order.invoiceNumber ? (
          <Fact term="Invoice number">
            <RecordNumber number={order.invoiceNumber} />
          </Fact>
        ) : null}
        <Fact term="Order id">
          <span className="font-mono text-sm">{order.id}</span>
        </Fact>
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        {isOpenUnpaid(order) && isOwner ? (
          <Link to={`/dashboard/payment/${order.id}`} className={buttonClass("primary", "md")}>
            Pay
          </Link>
        ) : null}
        {(isCancellableUnpaid(order) && !companyView) || canShip ? (
          <CancelOrderButton
            order={order}
            confirmUrl={
              isOwner && isCancellableUnpaid(order)
                ? `/dashboard/myorders/${order.id}/cancel`
                : `/dashboard/manageorders/${order.id}/cancel`
            }
          />
        ) : null}
        {canShip ? <ShipOrderButton order={order} /> : null}
        {isOwner && mayAsk ? <ReturnItemsLink orderId={order.id} /> : null}
        {order.invoiceNumber ? <DownloadInvoiceButton order={order} /> : null}
        {isAdmin && isRefundable(order) ? (
          <Link to={refundPagePath(order.id)} className={buttonClass("outline", "md")}>
            Refund
          </Link>
        ) : null}
        {isOwner ? (
          <Form method="post">
            <SubmitButton className="w-full sm:w-auto">Order again</SubmitButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
