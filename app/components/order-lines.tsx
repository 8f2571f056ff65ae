import type { ReactNode } from "react";
import { discountRowsOf } from "#app/commerce/index.ts";
import { formatDollars } from "#app/utils/money.ts";
import {
  extrasText,
  firstLines,
  lineText,
  type OrderSummaryData,
  type ShownLine,
} from "#app/utils/order-lines.ts";
import { OrderLink } from "./order-state";
import { RecordNumber } from "./record-number";
import { DateText, DateTimeText } from "./date-text";

type ListedOrder = {
  id: string;
  name: string;
  purchaseOrder: string | null;
  lines: ShownLine[];
};

/**
 * An order in a list: its name, opening its page, and for an order of several tools the lines
 * under it (the first few, then how many more); an admin also sees the purchase-order reference.
 * A one-tool order reads as the spec's: its product name alone.
 */
export function OrderProduct({
  order,
  showPurchaseOrder = false,
}: {
  order: ListedOrder;
  showPurchaseOrder?: boolean;
}) {
  const { shown, more } = firstLines(order.lines);
  return (
    <>
      <OrderLink order={order} />
      {order.lines.length > 1 ? (
        <ul
          aria-label={`Lines of ${order.name}`}
          className="mt-1 text-xs font-normal text-gray-600"
        >
          {shown.map((line, index) => (
            <li key={index}>{lineText(line)}</li>
          ))}
          {more ? <li>+{more} more</li> : null}
        </ul>
      ) : null}
      {showPurchaseOrder && order.purchaseOrder ? (
        <p className="mt-1 text-xs font-normal text-gray-600">
          Purchase order {order.purchaseOrder}
        </p>
      ) : null}
    </>
  );
}

/**
 * An order list's first column: the order's number, `children` (what else names it in that
 * list), when it was placed, and the delivery date its customer asked for, named `wanted`.
 */
export function OrderNumberAndDates({
  order,
  wanted,
  children,
}: {
  order: { number: string; createdAt: string; date: string };
  wanted: string;
  children?: ReactNode;
}) {
  return (
    <>
      <RecordNumber number={order.number} className="block text-sm text-gray-900" />
      {children}
      <span className="mt-1 block">
        Placed <DateTimeText value={order.createdAt} />
      </span>
      <span className="mt-1 block">
        {wanted} <DateText value={order.date} className="whitespace-nowrap" />
      </span>
    </>
  );
}

/** An order's total (what the customer pays), and the shipping and tax it includes. */
export function OrderTotal({
  order,
}: {
  order: { amount: number; shipping: number; tax: number };
}) {
  const extras = extrasText(order);
  return (
    <>
      {formatDollars(order.amount)}
      {extras ? <span className="block text-xs text-gray-600">{extras}</span> : null}
    </>
  );
}

/**
 * An order's number, lines and totals in full, for the confirmation pages that act on it: what
 * is shipped or cancelled is in view before the question is answered.
 */
export function OrderSummary({ order }: { order: OrderSummaryData }) {
  const rows: [string, number][] = [
    ...order.lines.map((line): [string, number] => [lineText(line), line.amount]),
    ["Subtotal", order.subtotal],
    ...discountRowsOf(order).map((row): [string, number] => [row.label, -row.amount]),
    ["Shipping", order.shipping],
    ["Tax", order.tax],
  ];
  return (
    <>
      <p className="mt-6 text-left text-sm text-gray-700">
        Order <RecordNumber number={order.number} />
      </p>
      <dl className="mt-2 grid gap-1 text-left text-sm">
        {rows.map(([term, cents], index) => (
          <SummaryRow key={index} term={term} cents={cents} />
        ))}
        <SummaryRow term="Total" cents={order.amount} className="border-t pt-1 font-bold" />
      </dl>
      {order.purchaseOrder ? (
        <p className="mt-2 text-left text-sm text-gray-600">Purchase order {order.purchaseOrder}</p>
      ) : null}
    </>
  );
}

function SummaryRow({
  term,
  cents,
  className = "",
}: {
  term: string;
  cents: number;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="min-w-0">{term}</dt>
      <dd className="shrink-0 text-right whitespace-nowrap">{formatDollars(cents)}</dd>
    </div>
  );
}
