import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { DateTimeText } from "#app/components/date-text.tsx";
import { Link } from "#app/components/link.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { approvalTexts } from "#app/messages.ts";
import { holdEndsAt, holdStartOf } from "#app/models/order.server.ts";
import { listAwaitingApproval } from "#app/models/order-approval.server.ts";
import { requireCompanyAdmin } from "#app/routes/+orders/approval.server.ts";
import { approvalPath } from "#app/utils/approvals.ts";
import { formatDollars } from "#app/utils/money.ts";
import { linesSummary } from "#app/utils/order-lines.ts";
import { rowId } from "#app/utils/table-row.ts";

export const meta: MetaFunction = () => [{ title: "Approvals — Forgeline Tools" }];

// A company admin's list of the company's orders awaiting approval (issue 48), oldest first:
// each opens its page, where it is approved or declined. Others get 403.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireCompanyAdmin(request);
  const orders = await listAwaitingApproval(admin.companyId!);
  return {
    orders: orders.map((order) => ({
      ...order,
      holdEnds: holdEndsAt(holdStartOf(order)).toISOString(),
      own: order.userId === admin.id,
    })),
  };
}

export default function Approvals() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">{approvalTexts.listTitle}</h1>
      <p className="mt-2 text-gray-600">{approvalTexts.listIntro}</p>
      {orders.length ? (
        <DataTable
          caption="Orders awaiting approval, oldest first"
          headers={["Order", "Buyer", "Lines", "Total", "Limit", "Held until", ""]}
        >
          {orders.map((order) => (
            <tr key={order.id} id={rowId("order", order.id)} className="scroll-mt-24">
              <Cell className="text-gray-600">
                <RecordNumber number={order.number} className="block text-gray-900" />
                <DateTimeText value={order.createdAt} />
              </Cell>
              <Cell>
                <span className="block font-semibold">{order.customer}</span>
                <span className="text-xs break-all text-gray-600">{order.email}</span>
              </Cell>
              <Cell>
                {linesSummary(order.lines)}
                {order.purchaseOrder ? (
                  <span className="block text-xs text-gray-600">PO {order.purchaseOrder}</span>
                ) : null}
              </Cell>
              <Cell className="font-semibold whitespace-nowrap">{formatDollars(order.amount)}</Cell>
              <Cell className="whitespace-nowrap">
                {order.buyerLimit === null ? "None" : formatDollars(order.buyerLimit)}
              </Cell>
              <Cell>
                <DateTimeText value={order.holdEnds} />
              </Cell>
              <Cell>
                <Link
                  to={approvalPath(order.id)}
                  className={buttonClass(
                    order.own ? "outline" : "primary",
                    "sm",
                    "whitespace-nowrap",
                  )}
                  aria-label={`Review order ${order.number}`}
                >
                  {order.own ? "See" : "Review"}
                </Link>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">{approvalTexts.noneWaiting}</p>
      )}
    </section>
  );
}
