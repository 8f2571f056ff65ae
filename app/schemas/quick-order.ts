import { z } from "zod";
import { skuTexts } from "#app/messages.ts";
import { canonicalSku, isSku } from "./sku";
import { KB } from "#app/utils/route-handle.ts";

// The quick order (/quick-order): lines of "part number, quantity", typed, pasted from a
// spreadsheet (cells split by tabs) or read from a CSV file. This reads the text into lines;
// the cart model judges each line's quantity against its tool.

/** The most lines one quick order takes, and the most bytes of text or file. */
export const MAX_QUICK_ORDER_LINES = 200;
export const MAX_QUICK_ORDER_BYTES = 64 * KB;

/** The form: the text box, and a CSV file that is read instead when one is chosen. */
export const quickOrderSchema = z.object({
  lines: z
    .string()
    .max(MAX_QUICK_ORDER_BYTES, skuTexts.tooLarge(MAX_QUICK_ORDER_BYTES / KB))
    .optional(),
  file: z
    .instanceof(File)
    .refine(
      (file) => file.size <= MAX_QUICK_ORDER_BYTES,
      skuTexts.tooLarge(MAX_QUICK_ORDER_BYTES / KB),
    )
    .optional(),
});

/** A line that names a part number and a whole quantity, for the cart to judge. */
export interface QuickOrderLine {
  /** Its line number in the text or file, from 1. */
  line: number;
  /** The line as it was written (what the form gives back for correction). */
  text: string;
  sku: string;
  qyt: number;
}

/** A line refused before any tool is looked at, or by the cart, with the reason in words. */
export interface RefusedQuickOrderLine {
  line: number;
  text: string;
  message: string;
}

export type ReadQuickOrder =
  | { ok: true; lines: QuickOrderLine[]; refused: RefusedQuickOrderLine[] }
  | { ok: false; message: string };

// A cell is what lies between commas, semicolons (a spreadsheet's CSV in much of Europe) or
// tabs (cells pasted from a spreadsheet); a line with none of them splits at its spaces.
const CELL_SEPARATOR = /[,;\t]/;
const SPACES = /\s+/;
// A header names its columns: its quantity cell is a word such as "Quantity" or "Qty".
const QUANTITY_HEADER = /^(qty|quantity|quantities|pcs|pieces|count|amount|menge)\.?$/i;
const SIGNED_DIGITS = /^[+-]?\d+$/;

/** A CSV cell without its quotes ("FL-DD18-K2" or "a ""quoted"" word"). */
function unquoted(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
}

function cellsOf(text: string): string[] {
  const cells = (
    CELL_SEPARATOR.test(text) ? text.split(CELL_SEPARATOR) : text.trim().split(SPACES)
  ).map(unquoted);
  // A spreadsheet's empty columns to the right leave separators without cells.
  while (cells.length > 2 && cells.at(-1) === "") cells.pop();
  return cells;
}

/**
 * Reads the lines of a quick order. Blank lines are skipped (they keep their numbers, so a
 * line's number is the one an editor or spreadsheet shows); a first line whose quantity cell
 * is a word like "Quantity" is a header. Each other line is a part number (any case) and a
 * whole number, or refused with the reason. A part number on an earlier line is refused, not
 * added up: two lines of one part are more often a slip than a wish, and the buyer says which.
 */
export function readQuickOrder(text: string): ReadQuickOrder {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .map((row, index) => ({ line: index + 1, text: row.trimEnd() }))
    .filter((row) => row.text.trim() !== "");
  if (!rows.length) return { ok: false, message: skuTexts.nothingToAdd };
  const first = rows[0] && cellsOf(rows[0].text);
  if (first && QUANTITY_HEADER.test(first[1] ?? "")) rows.shift();
  if (rows.length > MAX_QUICK_ORDER_LINES)
    return { ok: false, message: skuTexts.tooManyLines(MAX_QUICK_ORDER_LINES) };
  if (!rows.length) return { ok: false, message: skuTexts.nothingToAdd };

  const lines: QuickOrderLine[] = [];
  const refused: RefusedQuickOrderLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const [skuCell = "", quantity = "", ...rest] = cellsOf(row.text);
    const refuse = (message: string) => refused.push({ ...row, message });
    if (!isSku(skuCell)) refuse(skuTexts.format);
    else if (quantity === "") refuse(skuTexts.noQuantity);
    else if (rest.length) refuse(skuTexts.twoCells);
    else if (!SIGNED_DIGITS.test(quantity)) refuse(skuTexts.wholeNumber);
    else {
      const sku = canonicalSku(skuCell);
      const earlier = firstLineOf.get(sku);
      if (earlier !== undefined) refuse(skuTexts.repeated(earlier));
      else {
        firstLineOf.set(sku, row.line);
        // Beyond any stock either way: the cart says "more than in stock".
        const qyt = Math.min(Number(quantity), Number.MAX_SAFE_INTEGER);
        lines.push({ ...row, sku, qyt });
      }
    }
  }
  return { ok: true, lines, refused };
}
