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
