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
 * What a file must name. Without `id` every line adds a tool; without `category`, `img`,
 * `pictures` or an attribute's column, the tools a file updates keep what they have there (and a
 * new tool gets no category, the default picture and no further pictures).
 */
const OPTIONAL_TOOL_CSV_COLUMNS: readonly ToolCsvColumn[] = ["id", "category", "img", "pictures"];
export const REQUIRED_TOOL_CSV_COLUMNS = TOOL_CSV_COLUMNS.filter(
  (column) => !OPTIONAL_TOOL_CSV_COLUMNS.includes(column),
);

/** Between the further pictures of a line's `pictures` cell. */
export const PICTURE_SEPARATOR = "|";
export const MAX_PICTURES = 12;
/**
 * The picture of a new tool whose `img` is blank: a catalogue from another system often has
 * none yet. A tool the file updates keeps its own instead, as Edit Product does.
 */
export const DEFAULT_TOOL_PICTURE = "/images/tools/no-picture.svg";
export const MAX_IMPORT_LINES = 100_000;
/** 100,000 lines of tools with long descriptions and every attribute. */
export const IMPORT_BODY_LIMIT = 64 * MB;
/**
 * An import keeps this many problems (the first, by row) and counts the rest: a wrong file of
 * 100,000 lines can have millions, and each kept one is shown on the page and sent by the API.
 */
export const MAX_PROBLEMS_KEPT = 1_000;
/** A problem's value, and a change's old and new value, are cut to this many characters. */
export const VALUE_SHOWN = 60;
/** The preview lists this many of the tools an import creates, and as many of those it changes. */
export const ROWS_LISTED = 500;
/** A pending import's file name, as the browser sent it (only shown back). */
export const MAX_FILE_NAME = 200;

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

const newToolCells = {
  name: toolFields.name,
  description: toolFields.description,
  price: priceCell,
  minimum_qyt: toolFields.minimum_qyt,
  available_qyt: toolFields.available_qyt,
};

/**
 * A line's own cells, each checked alone so that every wrong one is named (an object's
 * refinement would not run while any of its fields is wrong). A line that adds a tool has Add
 * Product's rules (at least one in stock); one that updates a tool Edit Product's (0 may stay).
 */
export const lineCellSchemas = (updates: boolean) =>
  updates ? { ...newToolCells, available_qyt: wholeNumber(0, MAX_STOCK) } : newToolCells;
export type LineCells = {
  [Cell in keyof typeof newToolCells]: z.output<(typeof newToolCells)[Cell]>;
};

/**
 * Whether a line's minimum order fits its stock: a new tool's always must; an updated tool's
 * stock left as the import read it (`stockNow`) may be below its minimum (orders ran it down).
 */
export const minimumFits = (
  line: Pick<LineCells, "minimum_qyt" | "available_qyt">,
  stockNow?: number,
) => line.available_qyt === stockNow || minimumWithinStock(line);
export { MINIMUM_ABOVE_STOCK };

/**
 * One problem of an import: the row a spreadsheet shows (the header is row 1), the column by its
 * header name (blank for a whole row or the file), the cell as given (cut to VALUE_SHOWN
 * characters) and what is wrong.
 */
export const importProblemSchema = z.object({
  row: z.number().int().describe("The row as a spreadsheet shows it: the header is 1"),
  column: z.string().describe("The column by its header name; blank for a whole row or the file"),
  value: z.string().describe(`The cell as given, cut to ${VALUE_SHOWN} characters`),
  problem: z.string().describe("What is wrong"),
});
export type ImportProblem = z.output<typeof importProblemSchema>;

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
