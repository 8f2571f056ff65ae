import { checkoutTexts, skuTexts } from "#app/messages.ts";
import type { QuickOrderLine, RefusedQuickOrderLine } from "#app/schemas/quick-order.ts";
import { addManyToCart, type CartLineWrite, type CartOwner } from "./cart.server";
import { toolsBySkus } from "./tool.server";

/** A line of a quick order that went into the cart. */
export interface AddedQuickOrderLine {
  line: number;
  sku: string;
  name: string;
  qyt: number;
}

export interface QuickOrderResult {
  added: AddedQuickOrderLine[];
  /** Every line not taken, by line number, with the reason. */
  refused: RefusedQuickOrderLine[];
}

/** Why the cart did not take a line, in words (the spec's for the quantities). */
function refusalOf(write: CartLineWrite, sku: string): string | null {
  if (write.status === "saved" || write.status === "removed") return null;
  if (write.status === "refused") return write.message;
  if (write.status === "cart-full") return checkoutTexts.cartFull;
  return skuTexts.gone(sku);
}

/**
 * Puts the read lines of a quick order into the owner's cart: each part number is looked up
 * (an unknown one, or a tool no longer sold, is refused), then every known line goes to the
 * cart at once (addManyToCart: one transaction, each line by the cart's own rules). The lines
 * that pass are added and the others are named: a trade buyer keeps the good lines of a long
 * list and corrects the rest, rather than lose all of it to one typo. `refused` are the lines
 * already refused when read; the result lists them with the rest, by line.
 */
export async function addQuickOrder(
  owner: CartOwner,
  lines: QuickOrderLine[],
  refused: RefusedQuickOrderLine[] = [],
): Promise<QuickOrderResult> {
  const tools = new Map((await toolsBySkus(lines.map((line) => line.sku))).map((t) => [t.sku, t]));
  const notTaken = [...refused];
  const known = lines.flatMap((line) => {
    const tool = tools.get(line.sku);
    const reason = !tool
      ? skuTexts.unknown(line.sku)
      : tool.deletedAt
        ? skuTexts.gone(line.sku)
        : null;
    if (reason || !tool) {
      notTaken.push({ line: line.line, text: line.text, message: reason ?? "" });
      return [];
    }
    return [{ line, tool }];
  });
  const writes = await addManyToCart(
    owner,
    known.map(({ line, tool }) => ({ toolId: tool.id, qyt: line.qyt })),
  );
  const added: AddedQuickOrderLine[] = [];
  known.forEach(({ line, tool }, index) => {
    const write = writes[index] ?? { status: "no-such-tool" };
    const message = refusalOf(write, line.sku);
    if (message) notTaken.push({ line: line.line, text: line.text, message });
    else added.push({ line: line.line, sku: line.sku, name: tool.name, qyt: line.qyt });
  });
  return { added, refused: notTaken.sort((a, b) => a.line - b.line) };
}
