import { formatDollars } from "./money";

/** What the order lists show of a line: its quantity and the tool's name when ordered. */
export type ShownLine = { name: string; qyt: number };

/** One line in words: "2 × Cordless drill". */
export const lineText = (line: ShownLine) => `${line.qyt} × ${line.name}`;

/** The lines a short summary names, and how many more it leaves out. */
export function firstLines<Line extends ShownLine>(lines: Line[], shown = 3) {
  // Naming all but one line would say "+1 more" where the line itself fits.
  const cut = lines.length > shown ? shown - 1 : shown;
  return { shown: lines.slice(0, cut), more: Math.max(lines.length - cut, 0) };
}

/** An order's lines in one phrase: "2 × Drill, 4 × Battery, +3 more" (a mail's subject). */
export function linesSummary(lines: ShownLine[]): string {
  const { shown, more } = firstLines(lines);
  return [...shown.map(lineText), ...(more ? [`+${more} more`] : [])].join(", ");
}

/** The parts of an order's total that are not goods, in words, for lists that show the total. */
export function extrasText(order: { shipping: number; tax: number }): string | null {
  const parts = [
    ...(order.shipping ? [`${formatDollars(order.shipping)} shipping`] : []),
    ...(order.tax ? [`${formatDollars(order.tax)} tax`] : []),
  ];
  return parts.length ? `incl. ${parts.join(", ")}` : null;
}

/** An order's lines and totals, as a confirmation page shows them (and nothing else of it). */
export function orderSummaryOf(order: {
  id: string;
  number: string;
  name: string;
  purchaseOrder: string | null;
  lines: (ShownLine & { amount: number })[];
  subtotal: number;
  promotions: string | null;
  shipping: number;
  tax: number;
  amount: number;
}) {
  const { id, number, name, purchaseOrder, subtotal, promotions, shipping, tax, amount } = order;
  const lines = order.lines.map(({ name, qyt, amount }) => ({ name, qyt, amount }));
  return { id, number, name, purchaseOrder, lines, subtotal, promotions, shipping, tax, amount };
}
export type OrderSummaryData = ReturnType<typeof orderSummaryOf>;
