import type { ToolSummary } from "#app/models/tool.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";

/** A tool's price, minimum order and stock: small on a card, larger on its own page. */
export function ToolNumbers({
  tool,
  compact = false,
}: {
  tool: Pick<ToolSummary, "price" | "minimum_qyt" | "available_qyt">;
  compact?: boolean;
}) {
  const numbers = [
    ["Price", formatDollars(tool.price)],
    ["Minimum order", `${formatCount(tool.minimum_qyt)} pcs`],
    ["In stock", `${formatCount(tool.available_qyt)} pcs`],
  ];
  // Three columns where the widest figures fit ($100,000.00, 1,000,000 pcs), fewer on a narrow
  // screen: a figure is never cut in two.
  return (
    <dl
      className={
        compact
          ? "grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-2 text-sm"
          : "grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200"
      }
    >
      {numbers.map(([label, value]) => (
        <div key={label}>
          <dt className={compact ? "text-gray-500" : "text-sm text-gray-500"}>{label}</dt>
          <dd className={`wrap-break-word ${compact ? "font-semibold" : "text-lg font-semibold"}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
