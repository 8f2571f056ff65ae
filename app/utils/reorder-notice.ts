import { checkoutPageTexts, checkoutTexts } from "#app/messages.ts";
import type { ReorderedLine } from "#app/models/cart.server.ts";
import { formatDollars } from "./money";
import { formatCount } from "./text";

/** What changed on one reordered line since the order, in words; null when nothing did. */
function lineChange(line: ReorderedLine): string | null {
  switch (line.status) {
    case "gone":
      return `${line.name}: ${checkoutTexts.toolGone}`;
    case "out-of-stock":
      return `${line.name}: out of stock`;
    case "cart-full":
      return `${line.name}: ${checkoutTexts.cartFull}`;
    case "added": {
      const changes = [
        line.price !== line.orderedPrice
          ? `price ${formatDollars(line.orderedPrice)} → ${formatDollars(line.price)}`
          : null,
        line.adjusted === "lowered-to-stock"
          ? `${formatCount(line.qyt)} pcs, all there is in stock`
          : line.adjusted === "raised-to-minimum"
            ? `${formatCount(line.qyt)} pcs, today's minimum`
            : null,
      ].filter(Boolean);
      return changes.length ? `${line.name}: ${changes.join(", ")}` : null;
    }
  }
}

/** "Order again"'s message on the cart: that the lines are in, and what changed per line. */
export function reorderNotice(lines: ReorderedLine[]): string {
  const added = lines.some((line) => line.status === "added");
  const changes = lines.map(lineChange).filter(Boolean);
  const head = added ? checkoutPageTexts.reordered : checkoutPageTexts.nothingReordered;
  return changes.length ? `${head}. What changed: ${changes.join("; ")}.` : `${head}.`;
}
