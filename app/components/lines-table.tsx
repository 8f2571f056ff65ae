// The lines of a cart or an order as a table with its totals (checkout, payment page and receipt,
// the order page); the lists and confirmation pages use the shorter forms of order-lines.tsx.
import { discountRowsOf, minusDollars } from "#app/commerce/index.ts";
import type { ReactNode } from "react";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";
import type { PriceLadder, TaxExemption } from "#app/commerce/index.ts";
import { exemptionTexts } from "#app/messages.ts";
import { PartNumber } from "./part-number";
import { LinePrice } from "./price-ladder";

/** A line as the pages show it: a cart's (today's price) or an order's (the price agreed). */
export interface ShownLine {
  toolId: string;
  name: string;
  /** The part number (the tool's today in a cart, the one ordered by on an order). */
  sku?: string | null;
  qyt: number;
  /** Unit price and line amount, in cents. */
  price: number;
  amount: number;
  /** What stands in this line's way, said on the line itself. */
  problem?: string | null;
  /** A cart line's prices (issue 40): its unit price then says which applies. */
  ladder?: PriceLadder;
}

/**
 * The lines of a cart or an order: name, quantity, unit price and amount, then the totals below
 * them. Four narrow columns fit a 390 px phone; a long name wraps.
 */
export function OrderLines({
  caption,
  lines,
  totals,
}: {
  caption: string;
  lines: ShownLine[];
  totals: TotalRow[];
}) {
  // A part number is never broken (PartNumber): one too long for a phone's column runs on
  // under the row's figures, and past the table's edge only within this box, never the page.
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 text-xs text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-1 sm:pr-2 font-semibold">
              Tool
            </th>
            <th
              scope="col"
              className="px-1 py-2 sm:px-2 text-right font-semibold whitespace-nowrap"
            >
              Qty
            </th>
            <th
              scope="col"
              className="px-1 py-2 sm:px-2 text-right font-semibold whitespace-nowrap"
            >
              Unit price
            </th>
            <th
              scope="col"
              className="py-2 pl-1 sm:pl-2 text-right font-semibold whitespace-nowrap"
            >
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {lines.map((line) => (
            <tr key={line.toolId} id={`line-${line.toolId}`} className="align-top">
              <th
                scope="row"
                className="py-2 pr-1 sm:pr-2 font-semibold wrap-break-word text-gray-900"
              >
                {line.name}
                <PartNumber sku={line.sku} className="text-xs font-normal" spill />
                {line.problem ? (
                  <span className="mt-1 block font-medium text-red-700">{line.problem}</span>
                ) : null}
              </th>
              <td className="px-1 py-2 sm:px-2 text-right whitespace-nowrap">
                {formatCount(line.qyt)}
              </td>
              <td className="px-1 py-2 sm:px-2 text-right whitespace-nowrap">
                {line.ladder ? (
                  <LinePrice price={line.price} qyt={line.qyt} ladder={line.ladder} stacked />
                ) : (
                  formatDollars(line.price)
                )}
              </td>
              <td className="py-2 pl-1 sm:pl-2 text-right font-semibold whitespace-nowrap">
                {formatDollars(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals rows={totals} />
    </div>
  );
}

/** One figure under the lines; the last row given is the total, in bold. */
export interface TotalRow {
  label: string;
  value: ReactNode;
}

function Totals({ rows }: { rows: TotalRow[] }) {
  return (
    <dl className="mt-3 grid gap-1 border-t border-gray-200 pt-3 text-sm">
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        return (
          <div
            key={row.label}
            className={`flex justify-between gap-4 ${last ? "text-base font-extrabold" : ""}`}
          >
            <dt className={last ? "" : "text-gray-600"}>{row.label}</dt>
            {/* A sum is read whole: a long label wraps, never the figure. */}
            <dd className="text-right whitespace-nowrap">{row.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A shipping price as the pages say it: "Free" when it costs nothing. */
export const shippingText = (cents: number) => (cents === 0 ? "Free" : formatDollars(cents));

/**
 * The sales tax row's label: the state's, or, for an order a resale certificate exempts (issue
 * 48), the words the invoice prints, naming the certificate.
 */
export const salesTaxLabel = (state: string | null, exemption: TaxExemption | null | undefined) =>
  exemption
    ? exemptionTexts.exemptLine(exemption.number, exemption.state)
    : state
      ? `Sales tax (${state})`
      : "Sales tax";

/**
 * The figures of a placed order (or one reviewed before placing): subtotal, shipping (by
 * method), sales tax (the certificate named when one exempted it) and `totalLabel`.
 */
export function orderTotalRows(
  order: {
    subtotal: number;
    promotions: string | null;
    shipping: number;
    shippingMethod: string | null;
    tax: number;
    amount: number;
    taxExemptNumber?: string | null;
    taxExemptState?: string | null;
  },
  totalLabel: string,
): TotalRow[] {
  const exemption =
    order.taxExemptNumber && order.taxExemptState
      ? { number: order.taxExemptNumber, state: order.taxExemptState }
      : null;
  return [
    { label: "Subtotal", value: formatDollars(order.subtotal) },
    ...discountRowsOf(order).map((row) => ({ label: row.label, value: minusDollars(row.amount) })),
    {
      label: order.shippingMethod ? `Shipping (${order.shippingMethod})` : "Shipping",
      value: shippingText(order.shipping),
    },
    { label: salesTaxLabel(null, exemption), value: formatDollars(order.tax) },
    { label: totalLabel, value: formatDollars(order.amount) },
  ];
}
