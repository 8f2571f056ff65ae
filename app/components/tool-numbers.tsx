import type { ToolSummary } from "#app/models/tool.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";
import type { ReactNode } from "react";

/**
 * A tool's price, minimum order and stock: small on a card, larger on its own page. A price group
 * member's price (issue 40) comes with the list price struck through and whose price it is.
 */
export function ToolNumbers({
  tool,
  priceLabel = null,
  compact = false,
}: {
  tool: Pick<ToolSummary, "price" | "minimum_qyt" | "available_qyt"> & { listPrice?: number };
  priceLabel?: string | null;
  compact?: boolean;
}) {
  const numbers: [string, ReactNode][] = [
    [
      "Price",
      tool.listPrice === undefined ? (
        formatDollars(tool.price)
      ) : (
        <MemberPrice price={tool.price} listPrice={tool.listPrice} label={priceLabel} />
      ),
    ],
    ["Minimum order", `${formatCount(tool.minimum_qyt)} pcs`],
    ["In stock", `${formatCount(tool.available_qyt)} pcs`],
  ];
  return (
    <dl
      className={
        compact
          ? "figures gap-2 text-sm"
          : "figures gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200 [--figure-width:8rem]"
      }
    >
      {numbers.map(([label, value]) => (
        <div key={label}>
          <dt className={compact ? undefined : "text-sm"}>{label}</dt>
          <dd className={compact ? undefined : "text-lg"}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A member's price, then the list price struck through (read out as such), then whose price. */
function MemberPrice({
  price,
  listPrice,
  label,
}: {
  price: number;
  listPrice: number;
  label: string | null;
}) {
  return (
    <>
      <span className="font-bold text-brand">{formatDollars(price)}</span>{" "}
      <del className="text-muted">
        <span className="sr-only">list price </span>
        {formatDollars(listPrice)}
      </del>
      {label ? <span className="block text-xs font-semibold text-gray-700">{label}</span> : null}
    </>
  );
}
