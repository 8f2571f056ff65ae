import type { Kysely, Transaction } from "kysely";
import { defaultSku, newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { skuTexts, toolImportTexts } from "#app/messages.ts";
import { REQUIRED } from "#app/schemas/fields.ts";
import { canonicalSku, isSku } from "#app/schemas/sku.ts";
import {
  DEFAULT_TOOL_PICTURE,
  type ImportProblem,
  isShopPicture,
  type LineCells,
  lineCellSchemas,
  MAX_IMPORT_LINES,
  MAX_PICTURES,
  MAX_PROBLEMS_KEPT,
  MINIMUM_ABOVE_STOCK,
  minimumFits,
  PICTURE_SEPARATOR,
  REQUIRED_TOOL_CSV_COLUMNS,
  TOOL_CSV_COLUMNS,
  VALUE_SHOWN,
} from "#app/schemas/tool-import.ts";
import { UPLOADED_IMAGE_URL } from "#app/schemas/tool.ts";
import type { CsvRecord } from "#app/utils/csv-read.server.ts";
import { formatCount, truncate } from "#app/utils/text.ts";
import { timeSlices } from "#app/utils/time-slices.server.ts";
import { parseSpecValue } from "#app/utils/spec-values.ts";
import {
  type Attribute,
  attributesOfCategory,
  type Category,
  type Taxonomy,
} from "./taxonomy.server";

// The check of a bulk import (issue 39, issue 47): what a file of tools would do to the
// catalogue, read in bulk (a few queries per thousand rows, never one per row), or every problem
// of every row and column it has. Rows come in order, and each row's problems in its columns'
// order, so the problems kept (the first MAX_PROBLEMS_KEPT) are the file's first.
//
// A row with an `id` updates that tool; one without creates a tool. A part number (matched
// without regard to case, as the shop stores it: upper case) must be the file's only one of it,
// and no tool of the shop outside the row's own may hold it, deleted tools included (the unique
// index holds them too), except a tool the file itself gives another part number (two tools may
// swap theirs).

type Executor = Kysely<DB> | Transaction<DB>;

/** Ids a statement asks about at a time: well under either engine's limit of bound values. */
export const IDS_PER_QUERY = 1_000;

/** What a row sets of a tool's own row, as its columns are named there. */
export interface ToolRow {
  id: string;
  sku: string;
  name: string;
  description: string;
  price: number;
  minimum_qyt: number;
  available_qyt: number;
  categoryId: string | null;
}

export const TOOL_ROW_COLUMNS = [
  "id",
  "sku",
  "name",
  "description",
  "price",
  "minimum_qyt",
  "available_qyt",
  "categoryId",
] as const;

export interface ExistingTool extends ToolRow {
  img: string;
  deletedAt: string | null;
  /** Moves with every write to the tool but its stock: a confirmation compares it. */
  updatedAt: string | null;
}

export interface PlannedTool extends ToolRow {
  row: number;
  /** Whether the file gave the part number (a new tool's blank one is made from its id). */
  skuGiven: boolean;
  /** The gallery in order; the first is `img`. */
  pictures: string[];
  /** Values by attribute id. */
  values: Map<string, string>;
  existing: ExistingTool | null;
}

export interface PlannedUpdate {
  tool: PlannedTool;
  pictures: boolean;
  values: boolean;
  /** The gallery and values the tool has now, for the preview's "old → new". */
  before: { pictures: string[]; values: Map<string, string> };
}

export interface Plan {
  creates: PlannedTool[];
  /** Updates that change something, with what changes. */
  updates: PlannedUpdate[];
  unchanged: number;
  stockChanged: number;
  /** The first problems, by row. */
  problems: ImportProblem[];
  /** Every problem, when more than the kept ones. */
  problemCount: number;
  /** The current galleries' alt texts by tool and url, kept for the pictures a file keeps. */
  alts: Map<string, Map<string, string>>;
}

/** A row's problem before it is numbered: its column, the cell as given and what is wrong. */
interface CellProblem {
  column: string;
  value: string;
  problem: string;
}

/** Collects problems, keeping the first MAX_PROBLEMS_KEPT (values cut short) and counting all. */
function problemList() {
  const kept: ImportProblem[] = [];
  let count = 0;
  return {
    kept,
    add(row: number, { column, value, problem }: CellProblem) {
      count += 1;
      if (kept.length < MAX_PROBLEMS_KEPT)
        kept.push({ row, column, value: truncate(value, VALUE_SHOWN), problem });
    },
    get count() {
      return count;
    },
  };
}
type ProblemList = ReturnType<typeof problemList>;

function emptyPlan(problems: ProblemList): Plan {
  return {
    creates: [],
    updates: [],
    unchanged: 0,
    stockChanged: 0,
    problems: problems.kept,
    problemCount: problems.count,
    alts: new Map(),
  };
}

/** The header's columns by name (the first of a name twice), and the problems of a wrong header. */
function readHeader(header: CsvRecord, shop: Taxonomy, problems: ProblemList) {
  const known = new Set<string>([...TOOL_CSV_COLUMNS, ...shop.attributes.keys()]);
  const columns = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = cell.trim();
    const problem = (text: string) =>
      problems.add(header.line, { column: name, value: cell, problem: text });
    if (name === "") problem(toolImportTexts.blankColumn(index + 1));
    else if (!known.has(name)) problem(toolImportTexts.unknownColumn(name));
    else if (columns.has(name)) problem(toolImportTexts.columnTwice);
    else columns.set(name, index);
  });
  for (const name of REQUIRED_TOOL_CSV_COLUMNS)
    if (!columns.has(name))
      problems.add(header.line, {
        column: name,
        value: "",
        problem: toolImportTexts.missingColumn,
      });
  return columns;
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === "");

/** A category by its slug or its name, both without regard to case. */
function categoryFinder(shop: Taxonomy) {
  const bySlug = new Map<string, Category>();
  const byName = new Map<string, Category[]>();
  for (const category of shop.byId.values()) {
    bySlug.set(category.slug.toLowerCase(), category);
    const name = category.name.trim().toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), category]);
  }
  return (text: string): { category: Category } | { problem: string } => {
    const key = text.toLowerCase();
    const slugged = bySlug.get(key);
    if (slugged) return { category: slugged };
    const named = byName.get(key) ?? [];
    if (named.length === 1) return { category: named[0]! };
    if (named.length > 1)
      return { problem: toolImportTexts.categoryNameTwice(named.map((c) => c.slug).sort()) };
    return { problem: toolImportTexts.unknownCategory };
  };
}

/** The attributes a tool of a category may have, by id, worked out once per category. */
function allowedAttributes(shop: Taxonomy) {
  const byCategory = new Map<string, Set<string>>();
  return (category: Category | undefined) => {
    if (!category) return new Set<string>();
    let allowed = byCategory.get(category.id);
    if (!allowed) {
      allowed = new Set(attributesOfCategory(shop, category).map((attribute) => attribute.id));
      byCategory.set(category.id, allowed);
    }
    return allowed;
  };
}

const splitPictures = (text: string) =>
  text
    .split(PICTURE_SEPARATOR)
    .map((url) => url.trim())
    .filter(Boolean);

/** The cells a line's own fields are read from, in the header's order of TOOL_CSV_COLUMNS. */
const LINE_CELLS = ["name", "description", "price", "minimum_qyt", "available_qyt"] as const;

/**
 * Checks `records` (the file as read, the header first) against the catalogue as `executor`
 * reads it: the plan of what to write, or (with an empty plan) the problems.
 */
export async function planImport(
  executor: Executor,
  records: CsvRecord[],
  shop: Taxonomy,
  storedUploads: (urls: string[]) => Promise<Set<string>>,
): Promise<Plan> {
  const problems = problemList();
  const endOfSlice = timeSlices();
  const [header, ...rest] = records;
  if (!header) {
    problems.add(1, { column: "", value: "", problem: toolImportTexts.empty });
    return emptyPlan(problems);
  }
  const columns = readHeader(header, shop, problems);
  if (rest.length > MAX_IMPORT_LINES) {
    problems.add(header.line + MAX_IMPORT_LINES + 1, {
      column: "",
      value: "",
      problem: toolImportTexts.tooManyLines(formatCount(MAX_IMPORT_LINES)),
    });
    return emptyPlan(problems);
  }
  // With a wrong header the rows are still checked, each in the columns the header has right,
  // so that one reading names every problem; nothing is planned.
  const headerIsRight = problems.count === 0;
  const lines: CsvRecord[] = [];
  for (const record of rest) {
    await endOfSlice();
    if (!isBlank(record)) lines.push(record);
  }
  if (lines.length === 0) {
    problems.add(header.line + 1, { column: "", value: "", problem: toolImportTexts.empty });
    return emptyPlan(problems);
  }

  const cell = (record: CsvRecord, name: string) => {
    const index = columns.get(name);
    return index === undefined ? undefined : (record.cells[index] ?? "");
  };
  const hasAllCells = (record: CsvRecord) => record.cells.length === header.cells.length;

  // First pass: what the file names (tools, part numbers, uploads), to read the shop in bulk;
  // and the part number each tool the file names is given (its first row), for the swaps.
  const idSet = new Set<string>();
  const skuSet = new Set<string>();
  const uploadSet = new Set<string>();
  const fileSkuOfId = new Map<string, string>();
  for (const record of lines) {
    await endOfSlice();
    if (!hasAllCells(record)) continue;
    const id = cell(record, "id")?.trim();
    const skuText = cell(record, "sku")?.trim() ?? "";
    const sku = isSku(skuText) ? canonicalSku(skuText) : "";
    if (sku) skuSet.add(sku);
    if (id) {
      idSet.add(id);
      if (!fileSkuOfId.has(id)) fileSkuOfId.set(id, sku);
    }
    for (const url of [cell(record, "img") ?? "", ...splitPictures(cell(record, "pictures") ?? "")])
      if (UPLOADED_IMAGE_URL.test(url.trim())) uploadSet.add(url.trim());
  }
  const [ids, skus] = [[...idSet], [...skuSet]];
  const [existing, skuOwners, values, galleries, stored] = await Promise.all([
    inBatches(ids, (batch) =>
      executor
        .selectFrom("tools")
        .select([...TOOL_ROW_COLUMNS, "img", "deletedAt", "updatedAt"])
        .where("id", "in", batch)
        .execute(),
    ),
    inBatches(skus, (batch) =>
      executor
        .selectFrom("tools")
        .select(["id", "sku", "name", "deletedAt"])
        .where("sku", "in", batch)
        .execute(),
    ),
    inBatches(ids, (batch) =>
      executor
        .selectFrom("tool_attributes")
        .select(["toolId", "attributeId", "value"])
        .where("toolId", "in", batch)
        .execute(),
    ),
    inBatches(ids, (batch) =>
      executor
        .selectFrom("tool_images")
        .select(["toolId", "url", "alt", "position"])
        .where("toolId", "in", batch)
        .orderBy("toolId")
        .orderBy("position")
        .execute(),
    ),
    storedUploads([...uploadSet]),
  ]);
  const toolsById = new Map<string, ExistingTool>();
  for (const tool of existing) {
    await endOfSlice();
    toolsById.set(tool.id, tool as ExistingTool);
  }
  const ownerOfSku = new Map<string | null, (typeof skuOwners)[number]>();
  for (const tool of skuOwners) {
    await endOfSlice();
    ownerOfSku.set(tool.sku, tool);
  }
  const valuesOf = new Map<string, Map<string, string>>();
  for (const row of values) {
    await endOfSlice();
    const map = valuesOf.get(row.toolId) ?? new Map<string, string>();
    map.set(row.attributeId, row.value);
    valuesOf.set(row.toolId, map);
  }
  const alts = new Map<string, Map<string, string>>();
  const furtherPictures = new Map<string, string[]>();
  for (const row of galleries) {
    await endOfSlice();
    const map = alts.get(row.toolId) ?? new Map<string, string>();
    map.set(row.url, row.alt);
    alts.set(row.toolId, map);
    if (row.position > 0)
      furtherPictures.set(row.toolId, [...(furtherPictures.get(row.toolId) ?? []), row.url]);
  }

  const attributeColumns: Attribute[] = [...shop.attributes.values()].filter((attribute) =>
    columns.has(attribute.key),
  );
  const findCategory = categoryFinder(shop);
  const allowedOf = allowedAttributes(shop);
  const rowOfId = new Map<string, number>();
  const rowOfSku = new Map<string, number>();
  const planned: PlannedTool[] = [];

  for (const record of lines) {
    await endOfSlice();
    if (!hasAllCells(record)) {
      // Its cells cannot be told apart: which column a cell belongs to is a guess.
      problems.add(record.line, {
        column: "",
        value: "",
        problem: toolImportTexts.cellCount(record.cells.length, header.cells.length),
      });
      continue;
    }
    const found: CellProblem[] = [];
    const problem = (column: string, value: string, text: string) =>
      found.push({ column, value, problem: text });

    const id = cell(record, "id")?.trim() ?? "";
    let current: ExistingTool | null = null;
    if (id) {
      const earlier = rowOfId.get(id);
      const tool = toolsById.get(id);
      if (earlier !== undefined) problem("id", id, toolImportTexts.idTwice(earlier));
      else if (!tool) problem("id", id, toolImportTexts.noSuchTool);
      else if (tool.deletedAt) problem("id", id, toolImportTexts.deletedTool);
      else current = tool;
      rowOfId.set(id, earlier ?? record.line);
    }
    // A row whose id names no tool it may update is neither a create nor an update.
    const toolKnown = !id || current !== null;
    const toolId = current?.id ?? newId();

    const schemas = lineCellSchemas(current !== null);
    const fields: Partial<Record<keyof LineCells, unknown>> = {};
    for (const column of LINE_CELLS) {
      // A column the header lacks is its problem, named once there.
      const text = cell(record, column);
      if (text === undefined) continue;
      const parsed = schemas[column].safeParse(text);
      if (parsed.success) fields[column] = parsed.data;
      else for (const issue of parsed.error.issues) problem(column, text, issue.message);
    }
    if (
      fields.minimum_qyt !== undefined &&
      fields.available_qyt !== undefined &&
      !minimumFits(
        fields as Pick<LineCells, "minimum_qyt" | "available_qyt">,
        current?.available_qyt,
      )
    )
      problem("minimum_qyt", cell(record, "minimum_qyt")!, MINIMUM_ABOVE_STOCK);

    const skuText = cell(record, "sku")?.trim() ?? "";
    let sku = defaultSku(toolId);
    if (!skuText) {
      if (id) problem("sku", "", REQUIRED);
    } else if (!isSku(skuText)) problem("sku", skuText, skuTexts.format);
    else {
      sku = canonicalSku(skuText);
      const earlier = rowOfSku.get(sku);
      if (earlier !== undefined) problem("sku", skuText, toolImportTexts.skuTwice(earlier));
      else {
        rowOfSku.set(sku, record.line);
        const owner = ownerOfSku.get(sku);
        const ownerMoves =
          owner !== undefined && fileSkuOfId.has(owner.id) && fileSkuOfId.get(owner.id) !== sku;
        if (toolKnown && owner && owner.id !== toolId && !ownerMoves)
          problem(
            "sku",
            skuText,
            owner.deletedAt
              ? toolImportTexts.skuTakenByDeleted(owner.name)
              : toolImportTexts.skuTaken(owner.name),
          );
      }
    }

    const categoryText = cell(record, "category")?.trim();
    let categoryId = categoryText === undefined ? (current?.categoryId ?? null) : null;
    let categoryKnown = true;
    if (categoryText) {
      const match = findCategory(categoryText);
      if ("category" in match) categoryId = match.category.id;
      else {
        categoryKnown = false;
        problem("category", categoryText, match.problem);
      }
    }

    const imgText = cell(record, "img")?.trim() ?? "";
    const furtherText = cell(record, "pictures");
    const further =
      furtherText === undefined
        ? current
          ? (furtherPictures.get(current.id) ?? [])
          : []
        : splitPictures(furtherText);
    // A blank picture: an updated tool keeps its own, a new one gets the default.
    const img = imgText || current?.img || DEFAULT_TOOL_PICTURE;
    if (!imgText && !current && further.length > 0)
      problem("img", "", toolImportTexts.firstPictureInImg);
    if (further.length + 1 > MAX_PICTURES)
      problem("pictures", furtherText ?? "", toolImportTexts.tooManyPictures(MAX_PICTURES));
    for (const [column, urls] of [
      ["img", imgText ? [imgText] : []],
      ["pictures", furtherText === undefined ? [] : further],
    ] as const)
      for (const url of urls) {
        if (!isShopPicture(url)) problem(column, url, toolImportTexts.remotePicture);
        else if (UPLOADED_IMAGE_URL.test(url) && !stored.has(url))
          problem(column, url, toolImportTexts.missingUpload);
      }

    const allowed = allowedOf(categoryId ? shop.byId.get(categoryId) : undefined);
    const lineValues = new Map<string, string>();
    // What the file does not name stays, if it still belongs to the tool's category.
    for (const [attributeId, value] of current ? (valuesOf.get(current.id) ?? []) : [])
      if (
        allowed.has(attributeId) &&
        !attributeColumns.some((attribute) => attribute.id === attributeId)
      )
        lineValues.set(attributeId, value);
    for (const attribute of attributeColumns) {
      const text = cell(record, attribute.key)!.trim();
      if (!text) continue;
      // Of a category the row names wrongly, the values are only checked by their type.
      if (categoryKnown && !allowed.has(attribute.id)) {
        problem(attribute.key, text, toolImportTexts.notOfCategory(attribute.name));
        continue;
      }
      const parsed = parseSpecValue(attribute, text);
      if (parsed.ok) lineValues.set(attribute.id, parsed.value);
      else problem(attribute.key, text, parsed.message);
    }

    if (found.length > 0) {
      const position = (column: string) => columns.get(column) ?? -1;
      found.sort((a, b) => position(a.column) - position(b.column));
      for (const each of found) problems.add(record.line, each);
      continue;
    }
    if (!headerIsRight) continue;
    planned.push({
      row: record.line,
      id: toolId,
      sku,
      skuGiven: skuText !== "",
      ...(fields as LineCells),
      price: Math.round((fields as LineCells).price * 100),
      categoryId,
      pictures: [img, ...further],
      values: lineValues,
      existing: current,
    });
  }
  if (problems.count > 0) return emptyPlan(problems);

  const result = emptyPlan(problems);
  result.alts = alts;
  for (const tool of planned) {
    await endOfSlice();
    const was = tool.existing;
    if (!was) {
      result.creates.push(tool);
      continue;
    }
    const before = {
      pictures: [was.img, ...(furtherPictures.get(was.id) ?? [])],
      values: valuesOf.get(was.id) ?? new Map<string, string>(),
    };
    const pictures = !sameList(tool.pictures, before.pictures);
    const valuesChanged = !sameValues(tool.values, before.values);
    const fieldsChanged = TOOL_ROW_COLUMNS.some((column) => tool[column] !== was[column]);
    if (tool.available_qyt !== was.available_qyt) result.stockChanged += 1;
    if (pictures || valuesChanged || fieldsChanged)
      result.updates.push({ tool, pictures, values: valuesChanged, before });
    else result.unchanged += 1;
  }
  return result;
}

/** Reads `ids` a batch (one statement) at a time, in slices of the event loop's time. */
export async function inBatches<Row>(
  ids: string[],
  read: (batch: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  await inTurns(ids, IDS_PER_QUERY, async (batch) => rows.push(...(await read(batch))));
  return rows;
}

/**
 * Runs `step` on each batch of `items` in turn (one statement each), in slices of the event
 * loop's time: SQLite runs a statement on this thread, and 100,000 rows are hundreds of them.
 */
export async function inTurns<Item>(
  items: Item[],
  size: number,
  step: (batch: Item[]) => Promise<unknown>,
): Promise<void> {
  const endOfSlice = timeSlices();
  for (let start = 0; start < items.length; start += size) {
    await step(items.slice(start, start + size));
    await endOfSlice();
  }
}

function sameList(a: string[], b: string[]) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameValues(a: Map<string, string>, b: Map<string, string>) {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}
