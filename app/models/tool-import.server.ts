import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { type Kysely, sql, type Transaction } from "kysely";
import { engineOf } from "#db/engine.ts";
import { defaultSku, newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { toolImportTexts } from "#app/messages.ts";
import { REQUIRED } from "#app/schemas/fields.ts";
import {
  type ImportError,
  isShopPicture,
  MAX_IMPORT_LINES,
  MAX_PICTURES,
  newToolLineSchema,
  PICTURE_SEPARATOR,
  REQUIRED_TOOL_CSV_COLUMNS,
  skuField,
  TOOL_CSV_COLUMNS,
  toolUpdateLineSchema,
} from "#app/schemas/tool-import.ts";
import { UPLOADED_IMAGE_URL } from "#app/schemas/tool.ts";
import type { CsvRecord } from "#app/utils/csv-read.server.ts";
import { formatCount } from "#app/utils/text.ts";
import { flatMapInSlices, sortInSlices, timeSlices } from "#app/utils/time-slices.server.ts";
import { parseSpecValue } from "#app/utils/spec-values.ts";
import { announcePublicChange } from "./public-changes.server";
import { attributesOfCategory, type Taxonomy, taxonomy } from "./taxonomy.server";

// Bulk import of tools from CSV (issue 39). The whole file is checked first, against the
// catalogue read in bulk (a few queries per thousand lines, never one per line); nothing is
// written unless every line is right, and then all of it in one transaction of batched
// statements. Stock: a line's available_qyt is the count the tool should have now, applied as
// the difference from the stock this import read, so an order placed while it runs keeps its
// pieces; a line that repeats the current stock leaves it alone (an export imported back changes
// nothing).
//
// The shop has one thread: every step here (checking lines, reading and writing batches) runs
// in slices of the event loop's time (timeSlices), so visitors are answered while an import of
// 100,000 lines runs. The write stays one transaction, paused between its statements: requests
// that need the database on SQLite wait for it (one connection), the rest go on.

type Executor = Kysely<DB> | Transaction<DB>;

/** At most this many errors are kept (with the count of all): a wrong file can have millions. */
const MAX_ERRORS_KEPT = 10_000;
/** Ids a statement asks about at a time, and rows written by one statement: well under either engine's limit of bound values. */
const IDS_PER_QUERY = 1_000;
const ROWS_PER_WRITE = 500;

export interface ImportSummary {
  created: number;
  /** Tools the file changes. */
  updated: number;
  /** Lines naming a tool that already is as they say. */
  unchanged: number;
  /** Updated tools whose stock the file sets to another count. */
  stockChanged: number;
  errors: ImportError[];
  /** Every error, when more than the kept ones. */
  errorCount: number;
  /** What the file would do, as a digest: a confirmation refuses a catalogue that moved since its preview. */
  digest: string;
}

export interface ImportOptions {
  /** Only check: write nothing. */
  dryRun: boolean;
  /** The uploads among these URLs that this shop has stored (the image store answers). */
  storedUploads: (urls: string[]) => Promise<Set<string>>;
  /** The digest of a preview the admin confirmed: a plan that differs is not written. */
  expectDigest?: string;
}

export type ImportResult = ImportSummary & { written: boolean; moved: boolean };

/** What a line sets of a tool's own row, as its columns are named there. */
interface ToolRow {
  id: string;
  sku: string;
  name: string;
  description: string;
  price: number;
  minimum_qyt: number;
  available_qyt: number;
  categoryId: string | null;
}

const TOOL_ROW_COLUMNS = [
  "id",
  "sku",
  "name",
  "description",
  "price",
  "minimum_qyt",
  "available_qyt",
  "categoryId",
] as const;

interface ExistingTool extends ToolRow {
  img: string;
  deletedAt: string | null;
}

interface PlannedTool extends ToolRow {
  line: number;
  /** The gallery in order; the first is `img`. */
  pictures: string[];
  /** Values by attribute id. */
  values: Map<string, string>;
  existing: ExistingTool | null;
}

interface Plan {
  creates: PlannedTool[];
  /** Updates that change something, with what changes. */
  updates: { tool: PlannedTool; pictures: boolean; values: boolean }[];
  unchanged: number;
  stockChanged: number;
  errors: ImportError[];
  errorCount: number;
  /** The current galleries' alt texts by tool and url, kept for the pictures a file keeps. */
  alts: Map<string, Map<string, string>>;
}

/** The column names a file of today's catalogue may have: the fixed ones, then every attribute's key. */
export function toolCsvHeader(attributeKeys: Iterable<string>): string[] {
  return [...TOOL_CSV_COLUMNS, ...[...attributeKeys].sort()];
}

/**
 * Checks a file of tools and, when every line is right (and not a dry run), writes it in one
 * transaction. `records` is the file as read (the header first), at most MAX_IMPORT_LINES + 2.
 */
export async function importTools(
  records: CsvRecord[],
  options: ImportOptions,
): Promise<ImportResult> {
  const shop = await taxonomy();
  if (options.dryRun)
    return {
      ...(await summary(await plan(db, records, shop, options))),
      written: false,
      moved: false,
    };
  const result = await withCheckpointAfter(() =>
    db.transaction().execute(async (trx) => {
      const planned = await plan(trx, records, shop, options);
      const done = await summary(planned);
      if (planned.errorCount > 0) return { ...done, written: false, moved: false };
      if (options.expectDigest !== undefined && options.expectDigest !== done.digest)
        return { ...done, written: false, moved: true };
      await withLargerCache(trx, () => write(trx, planned));
      return { ...done, written: true, moved: false };
    }),
  );
  if (result.written && (result.created > 0 || result.updated > 0))
    announcePublicChange("catalogue");
  return result;
}

async function summary(planned: Plan): Promise<ImportSummary> {
  const endOfSlice = timeSlices();
  const digest = createHash("sha256");
  digest.update(`${planned.creates.length}\n`);
  for (const { tool } of planned.updates) {
    await endOfSlice();
    digest.update(`${tool.id}:${tool.existing?.available_qyt}:${tool.available_qyt}\n`);
  }
  digest.update(`${planned.unchanged}\n`);
  return {
    created: planned.creates.length,
    updated: planned.updates.length,
    unchanged: planned.unchanged,
    stockChanged: planned.stockChanged,
    errors: planned.errors,
    errorCount: planned.errorCount,
    digest: digest.digest("hex"),
  };
}

/** Collects errors, keeping the first MAX_ERRORS_KEPT and counting all. */
function errorList() {
  const errors: ImportError[] = [];
  let count = 0;
  return {
    errors,
    add(line: number, column: string, message: string) {
      count += 1;
      if (errors.length < MAX_ERRORS_KEPT) errors.push({ line, column, message });
    },
    get count() {
      return count;
    },
  };
}

function emptyPlan(errors: ReturnType<typeof errorList>): Plan {
  return {
    creates: [],
    updates: [],
    unchanged: 0,
    stockChanged: 0,
    errors: errors.errors,
    errorCount: errors.count,
    alts: new Map(),
  };
}

/** The header's columns by name, or the errors of a header that is wrong. */
function readHeader(header: CsvRecord, shop: Taxonomy, errors: ReturnType<typeof errorList>) {
  const known = new Set<string>([...TOOL_CSV_COLUMNS, ...shop.attributes.keys()]);
  const columns = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = cell.trim();
    if (!known.has(name)) errors.add(header.line, name, toolImportTexts.unknownColumn(name));
    else if (columns.has(name)) errors.add(header.line, name, toolImportTexts.columnTwice);
    else columns.set(name, index);
  });
  for (const name of REQUIRED_TOOL_CSV_COLUMNS)
    if (!columns.has(name)) errors.add(header.line, name, toolImportTexts.missingColumn);
  return columns;
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === "");

async function plan(
  executor: Executor,
  records: CsvRecord[],
  shop: Taxonomy,
  options: ImportOptions,
): Promise<Plan> {
  const errors = errorList();
  const endOfSlice = timeSlices();
  const [header, ...rest] = records;
  if (!header) {
    errors.add(1, "", toolImportTexts.empty);
    return emptyPlan(errors);
  }
  const columns = readHeader(header, shop, errors);
  if (rest.length > MAX_IMPORT_LINES)
    errors.add(
      header.line + MAX_IMPORT_LINES + 1,
      "",
      toolImportTexts.tooManyLines(formatCount(MAX_IMPORT_LINES)),
    );
  const lines: CsvRecord[] = [];
  for (const record of rest) {
    await endOfSlice();
    if (!isBlank(record)) lines.push(record);
  }
  if (errors.count === 0 && lines.length === 0)
    errors.add(header.line + 1, "", toolImportTexts.empty);
  if (errors.count > 0) return emptyPlan(errors);

  const cell = (record: CsvRecord, name: string) => {
    const index = columns.get(name);
    return index === undefined ? undefined : (record.cells[index] ?? "");
  };
  const idSet = new Set<string>();
  const skuSet = new Set<string>();
  for (const record of lines) {
    await endOfSlice();
    const id = cell(record, "id")?.trim();
    if (id) idSet.add(id);
    const sku = cell(record, "sku")?.trim();
    if (sku) skuSet.add(sku);
  }
  const [ids, skus] = [[...idSet], [...skuSet]];
  const [existing, skuOwners, values, galleries] = await Promise.all([
    inBatches(ids, (batch) =>
      executor
        .selectFrom("tools")
        .select([...TOOL_ROW_COLUMNS, "img", "deletedAt"])
        .where("id", "in", batch)
        .execute(),
    ),
    inBatches(skus, (batch) =>
      executor.selectFrom("tools").select(["id", "sku"]).where("sku", "in", batch).execute(),
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
  ]);
  const toolsById = new Map<string, ExistingTool>();
  for (const tool of existing) {
    await endOfSlice();
    toolsById.set(tool.id, tool as ExistingTool);
  }
  const ownerOfSku = new Map<string | null, string>();
  for (const tool of skuOwners) {
    await endOfSlice();
    ownerOfSku.set(tool.sku, tool.id);
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

  const attributeColumns = [...shop.attributes.values()].filter((attribute) =>
    columns.has(attribute.key),
  );
  const lineOfId = new Map<string, number>();
  const lineOfSku = new Map<string, number>();
  const planned: PlannedTool[] = [];
  const uploads = new Map<string, { line: number; column: string }[]>();

  for (const record of lines) {
    await endOfSlice();
    const error = (column: string, message: string) => errors.add(record.line, column, message);
    if (record.cells.length !== header.cells.length) {
      error("", toolImportTexts.cellCount(record.cells.length, header.cells.length));
      continue;
    }
    const before = errors.count;
    const id = cell(record, "id")?.trim() ?? "";
    let current: ExistingTool | null = null;
    if (id) {
      const earlier = lineOfId.get(id);
      const found = toolsById.get(id);
      if (earlier !== undefined) error("id", toolImportTexts.idTwice(earlier));
      else if (!found) error("id", toolImportTexts.noSuchTool);
      else if (found.deletedAt) error("id", toolImportTexts.deletedTool);
      else current = found;
      lineOfId.set(id, earlier ?? record.line);
    }
    const toolId = current?.id ?? newId();

    const fields = (current ? toolUpdateLineSchema : newToolLineSchema).safeParse({
      stockNow: current?.available_qyt,
      name: cell(record, "name"),
      description: cell(record, "description"),
      price: cell(record, "price"),
      minimum_qyt: cell(record, "minimum_qyt"),
      available_qyt: cell(record, "available_qyt"),
    });
    if (!fields.success)
      for (const issue of fields.error.issues) error(String(issue.path[0] ?? ""), issue.message);

    const skuText = cell(record, "sku")?.trim() ?? "";
    let sku = defaultSku(toolId);
    if (skuText) {
      const parsed = skuField.safeParse(skuText);
      if (!parsed.success) error("sku", parsed.error.issues[0]!.message);
      const earlier = lineOfSku.get(skuText);
      if (earlier !== undefined) error("sku", toolImportTexts.skuTwice(earlier));
      else lineOfSku.set(skuText, record.line);
      sku = skuText;
    } else if (id) error("sku", REQUIRED);

    const categoryText = cell(record, "category")?.trim();
    let categoryId = categoryText === undefined ? (current?.categoryId ?? null) : null;
    if (categoryText) {
      const category = shop.bySlug.get(categoryText);
      if (category) categoryId = category.id;
      else error("category", toolImportTexts.noSuchCategory);
    }

    const img = cell(record, "img")?.trim() ?? "";
    const furtherText = cell(record, "pictures");
    const further =
      furtherText === undefined
        ? current
          ? (furtherPictures.get(current.id) ?? [])
          : []
        : furtherText
            .split(PICTURE_SEPARATOR)
            .map((url) => url.trim())
            .filter(Boolean);
    if (!img) error("img", REQUIRED);
    if (further.length + 1 > MAX_PICTURES)
      error("pictures", toolImportTexts.tooManyPictures(MAX_PICTURES));
    for (const [column, urls] of [
      ["img", img ? [img] : []],
      ["pictures", furtherText === undefined ? [] : further],
    ] as const)
      for (const url of urls) {
        if (!isShopPicture(url)) error(column, toolImportTexts.remotePicture);
        else if (UPLOADED_IMAGE_URL.test(url))
          uploads.set(url, [...(uploads.get(url) ?? []), { line: record.line, column }]);
      }

    const category = categoryId ? shop.byId.get(categoryId) : undefined;
    const allowed = new Set(category ? attributesOfCategory(shop, category).map((a) => a.id) : []);
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
      if (!allowed.has(attribute.id)) {
        error(attribute.key, toolImportTexts.notOfCategory(attribute.name));
        continue;
      }
      const parsed = parseSpecValue(attribute, text);
      if (parsed.ok) lineValues.set(attribute.id, parsed.value);
      else error(attribute.key, parsed.message);
    }

    if (errors.count > before || !fields.success) continue;
    const { stockNow: _stockNow, ...lineData } = { stockNow: 0, ...fields.data };
    planned.push({
      line: record.line,
      id: toolId,
      sku,
      ...lineData,
      price: Math.round(lineData.price * 100),
      categoryId,
      pictures: [img, ...further],
      values: lineValues,
      existing: current,
    });
  }

  // A part number may move between tools of the file (swapped, or freed by another line), never
  // onto one another tool keeps.
  const fileSkuOf = new Map<string, string>();
  for (const tool of planned) {
    await endOfSlice();
    fileSkuOf.set(tool.id, tool.sku);
  }
  for (const tool of planned) {
    await endOfSlice();
    const owner = ownerOfSku.get(tool.sku);
    if (owner === undefined || owner === tool.id) continue;
    const ownersNewSku = fileSkuOf.get(owner);
    if (ownersNewSku === undefined || ownersNewSku === tool.sku)
      errors.add(tool.line, "sku", toolImportTexts.skuTaken);
  }
  const stored = await options.storedUploads([...uploads.keys()]);
  for (const [url, places] of uploads)
    if (!stored.has(url))
      for (const place of places)
        errors.add(place.line, place.column, toolImportTexts.missingUpload);
  if (errors.count > 0) {
    errors.errors.sort((a, b) => a.line - b.line);
    return emptyPlan(errors);
  }

  const result = emptyPlan(errors);
  result.alts = alts;
  for (const tool of planned) {
    await endOfSlice();
    const was = tool.existing;
    if (!was) {
      result.creates.push(tool);
      continue;
    }
    const pictures = !sameList(tool.pictures, [was.img, ...(furtherPictures.get(was.id) ?? [])]);
    const valuesChanged = !sameValues(tool.values, valuesOf.get(was.id) ?? new Map());
    const fieldsChanged = TOOL_ROW_COLUMNS.some((column) => tool[column] !== was[column]);
    if (tool.available_qyt !== was.available_qyt) result.stockChanged += 1;
    if (pictures || valuesChanged || fieldsChanged)
      result.updates.push({ tool, pictures, values: valuesChanged });
    else result.unchanged += 1;
  }
  return result;
}

async function inBatches<Row>(
  ids: string[],
  read: (batch: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  await inTurns(ids, IDS_PER_QUERY, async (batch) => rows.push(...(await read(batch))));
  return rows;
}

/**
 * Runs `step` on each batch of `items` in turn (one statement each), in slices of the event
 * loop's time: SQLite runs a statement on this thread, and 100,000 lines are hundreds of them.
 */
async function inTurns<Item>(
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

/**
 * SQLite's page cache while an import writes (KiB): the connection's own is 2 MB. Its dirty
 * pages are written out by the commit, on the event loop's thread, in one go: with 256 MB the
 * commit of 100,000 new tools took 120 to 150 ms of CPU, with 16 MB about 50 ms. The imports
 * cost no more CPU for it: 8.7, 9.0 and 9.3 s for three files of 100,000 new tools into 0,
 * 100,000 and 200,000 tools, against 8.6, 10.0 and 10.3 s with 256 MB, run back to back.
 */
const IMPORT_CACHE_KIB = 16 * 1024;

/**
 * Runs `work` with a larger SQLite page cache, then gives the memory back: 100,000 tools go into
 * indexes spread over the whole file (random ids, part numbers, the search index), and with 2 MB
 * of cache nearly every row reads its pages again.
 */
async function withLargerCache(trx: Transaction<DB>, work: () => Promise<void>) {
  if (engineOf(trx) !== "sqlite") return work();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(trx);
  await sql.raw(`pragma cache_size = -${IMPORT_CACHE_KIB}`).execute(trx);
  try {
    await work();
  } finally {
    await sql.raw(`pragma cache_size = ${Number(rows[0]?.cache_size ?? -2000)}`).execute(trx);
  }
}

/**
 * Runs `work` (the import's transaction) with SQLite's copy of the WAL into the database file
 * (its checkpoint) after the commit, in a turn of its own: done by the commit, as any commit past
 * 4,000 pages of WAL does it, the copy of 100,000 new tools' pages took another 90 to 160 ms of
 * CPU in the same hold of the event loop.
 */
async function withCheckpointAfter<T>(work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== "sqlite") return work();
  const { rows } = await sql<{
    wal_autocheckpoint: number;
  }>`pragma wal_autocheckpoint`.execute(db);
  await sql.raw("pragma wal_autocheckpoint = 0").execute(db);
  try {
    return await work();
  } finally {
    const pages = Number(rows[0]?.wal_autocheckpoint ?? 1000);
    await sql.raw(`pragma wal_autocheckpoint = ${pages}`).execute(db);
    await nextTurn();
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(db);
  }
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function write(trx: Transaction<DB>, planned: Plan) {
  const now = new Date().toISOString();
  const updates = await sortInSlices(
    planned.updates.map(({ tool }) => tool),
    byId,
  );
  // A part number moving between tools of the file is freed first, so no statement sees it twice.
  const renamed = updates.filter((tool) => tool.sku !== tool.existing!.sku).map((tool) => tool.id);
  await inTurns(renamed, IDS_PER_QUERY, (batch) =>
    trx
      .updateTable("tools")
      .set({ sku: sql`'~' || id` })
      .where("id", "in", batch)
      .execute(),
  );

  // In id order: the rows of a batch land on neighbouring pages of each id-led index (the
  // tools', their values', their pictures'), not on pages spread over the whole file.
  const creates = await sortInSlices(planned.creates, byId);
  await inTurns(creates, ROWS_PER_WRITE, (batch) =>
    trx
      .insertInto("tools")
      .values(
        batch.map((tool) => ({
          id: tool.id,
          sku: tool.sku,
          name: tool.name,
          description: tool.description,
          price: tool.price,
          minimum_qyt: tool.minimum_qyt,
          available_qyt: tool.available_qyt,
          categoryId: tool.categoryId,
          img: tool.pictures[0]!,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute(),
  );

  // One statement per batch of updates: the rows come as a VALUES table (column1, column2, ...
  // on both engines). The stock moves by the difference from what this import read, floored
  // at 0, so orders placed meanwhile keep their pieces.
  await inTurns(updates, ROWS_PER_WRITE, async (batch) => {
    const rows = batch.map(
      (tool) =>
        sql`(${tool.id}, ${tool.sku}, ${tool.name}, ${tool.description}, ${tool.price}, ${tool.minimum_qyt}, ${tool.available_qyt - tool.existing!.available_qyt}, ${tool.categoryId}, ${tool.pictures[0]!})`,
    );
    const stock = sql`tools.available_qyt + cast(v.column7 as integer)`;
    await sql`update tools set
        sku = v.column2,
        name = v.column3,
        description = v.column4,
        price = cast(v.column5 as integer),
        minimum_qyt = cast(v.column6 as integer),
        available_qyt = case when ${stock} < 0 then 0 else ${stock} end,
        "categoryId" = v.column8,
        img = v.column9,
        "updatedAt" = ${now}
      from (values ${sql.join(rows)}) as v
      where tools.id = v.column1`.execute(trx);
  });

  const newValues = [
    ...creates,
    ...planned.updates.filter((update) => update.values).map(({ tool }) => tool),
  ];
  const newGalleries = [
    ...creates,
    ...planned.updates.filter((update) => update.pictures).map(({ tool }) => tool),
  ];
  await inTurns(
    planned.updates.filter((u) => u.values).map(({ tool }) => tool.id),
    IDS_PER_QUERY,
    (batch) => trx.deleteFrom("tool_attributes").where("toolId", "in", batch).execute(),
  );
  const valueRows = await flatMapInSlices(newValues, (tool) =>
    [...tool.values].map(([attributeId, value]) => ({ toolId: tool.id, attributeId, value })),
  );
  await inTurns(valueRows, ROWS_PER_WRITE, (batch) =>
    trx.insertInto("tool_attributes").values(batch).execute(),
  );
  await inTurns(
    planned.updates.filter((u) => u.pictures).map(({ tool }) => tool.id),
    IDS_PER_QUERY,
    (batch) => trx.deleteFrom("tool_images").where("toolId", "in", batch).execute(),
  );
  const pictureRows = await flatMapInSlices(newGalleries, (tool) =>
    tool.pictures.map((url, position) => ({
      id: newId(),
      toolId: tool.id,
      url,
      // A picture the tool keeps keeps its alt text; a new one is described by its tool's name.
      alt: planned.alts.get(tool.id)?.get(url) ?? tool.name,
      position,
    })),
  );
  await inTurns(await sortInSlices(pictureRows, byId), ROWS_PER_WRITE, (batch) =>
    trx.insertInto("tool_images").values(batch).execute(),
  );
}
