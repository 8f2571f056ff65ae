import { z } from "zod";
import { wholeNumber } from "./fields";
import {
  MAX_STOCK,
  MINIMUM_ABOVE_STOCK,
  minimumWithinStock,
  toolFields,
  UPLOADED_IMAGE_URL,
} from "./tool";
import { toolImportTexts } from "#app/messages.ts";
import { MB } from "#app/utils/route-handle.ts";

// The CSV of tools that GET /api/tools/export writes and POST /api/tools/import and
// /dashboard/import read: one definition of its columns and of what a line may hold.

/**
 * The columns before the specifications, in the order the export writes them. Then one column
 * per attribute, named by its key (`voltage`), in key order.
 */
export const TOOL_CSV_COLUMNS = [
  "id",
  "sku",
  "name",
  "description",
  "price",
  "minimum_qyt",
  "available_qyt",
  "category",
  "img",
  "pictures",
] as const;
export type ToolCsvColumn = (typeof TOOL_CSV_COLUMNS)[number];

/**
 * What a file must name. Without `id` every line adds a tool; without `category`, `pictures`
 * or an attribute's column, the tools a file updates keep what they have there.
 */
const OPTIONAL_TOOL_CSV_COLUMNS: readonly ToolCsvColumn[] = ["id", "category", "pictures"];
export const REQUIRED_TOOL_CSV_COLUMNS = TOOL_CSV_COLUMNS.filter(
  (column) => !OPTIONAL_TOOL_CSV_COLUMNS.includes(column),
);

/** Between the further pictures of a line's `pictures` cell. */
export const PICTURE_SEPARATOR = "|";
export const MAX_PICTURES = 12;
export const MAX_IMPORT_LINES = 100_000;
/** 100,000 lines of tools with long descriptions and every attribute. */
export const IMPORT_BODY_LIMIT = 64 * MB;
/** A preview page lists this many errors, then says how many more there are. */
export const ERRORS_SHOWN = 200;
export const MAX_SKU = 40;
/** A pending import's file name, as the browser sent it (only shown back). */
export const MAX_FILE_NAME = 200;

/** A part number: letters and digits, with . - / _ inside (FL-DD18-K2). */
export const skuField = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9](?:[A-Za-z0-9._/-]{0,${MAX_SKU - 1}})$`),
    toolImportTexts.skuRule(MAX_SKU),
  );

/** A picture of this shop: a public file under /images, or an upload this shop stored. */
const PUBLIC_PICTURE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/;

export const isShopPicture = (url: string) =>
  PUBLIC_PICTURE.test(url) || UPLOADED_IMAGE_URL.test(url);

/** A price cell: dollars with at most two decimals, as the export writes it ("18.50"). */
const priceCell = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^\d{1,9}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}, toolFields.price);

const lineFields = {
  name: toolFields.name,
  description: toolFields.description,
  price: priceCell,
  minimum_qyt: toolFields.minimum_qyt,
};

/**
 * A line that adds a tool: the rules of Add Product (in stock at least its minimum). The price
 * is refused with the spec's message when it is not a number.
 */
export const newToolLineSchema = z
  .object({ ...lineFields, available_qyt: toolFields.available_qyt })
  .refine(minimumWithinStock, { path: ["minimum_qyt"], message: MINIMUM_ABOVE_STOCK });

/**
 * A line that updates a tool: the rules of Edit Product, where `stockNow` is the tool's stock
 * as the import reads it (a stock left as it is may be below the minimum: orders ran it down).
 */
export const toolUpdateLineSchema = z
  .object({ ...lineFields, available_qyt: wholeNumber(0, MAX_STOCK), stockNow: z.number() })
  .refine((tool) => tool.available_qyt === tool.stockNow || minimumWithinStock(tool), {
    path: ["minimum_qyt"],
    message: MINIMUM_ABOVE_STOCK,
  });

/** One error of an import: the line a spreadsheet shows (the header is line 1) and the column. */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.output<typeof importErrorSchema>;

/** The import page's upload: a CSV file of at most IMPORT_BODY_LIMIT bytes. */
export const importFileSchema = z.object({
  file: z
    .instanceof(File, { message: toolImportTexts.chooseFile })
    .refine((file) => file.size > 0, toolImportTexts.chooseFile)
    .refine((file) => file.size <= IMPORT_BODY_LIMIT, toolImportTexts.fileTooLarge),
});

/** The import page's confirmation: the previewed file, kept on the server, by its id. */
export const confirmImportSchema = z.object({
  pendingId: z.string().regex(/^[0-9a-f]{24}$/, toolImportTexts.pendingGone),
});
