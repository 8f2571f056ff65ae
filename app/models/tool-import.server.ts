import { announceFallenStock, announceTools } from "./tool-events.server";
import { isUniqueViolation } from "#db/engine.ts";
import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Transaction } from "kysely";
import { engineOf } from "#db/engine.ts";
import { newId } from "#db/id.ts";
import type { DB } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { type ImportProblem, TOOL_CSV_COLUMNS } from "#app/schemas/tool-import.ts";
import type { CsvRecord } from "#app/utils/csv-read.server.ts";
import { flatMapInSlices, sortInSlices, timeSlices } from "#app/utils/time-slices.server.ts";
import { claimPendingImport } from "./pending-import.server";
import { announcePublicChange } from "./public-changes.server";
import { taxonomy } from "./taxonomy.server";
import { type ImportLists, importLists } from "./tool-import-preview.server";
import { IDS_PER_QUERY, inTurns, type Plan, planImport } from "./tool-import-plan.server";

// Bulk import of tools from CSV (issue 39). The whole file is checked first (planImport, against
// the catalogue read in bulk); nothing is written unless every row is right, and then all of it
// in one transaction of batched statements. Stock: a row's available_qyt is the count the tool
// should have now, applied as the difference from the stock this import read, so an order placed
// while it runs keeps its pieces; a row that repeats the current stock leaves it alone (an export
// imported back changes nothing).
//
// The shop has one thread: every step here (checking rows, reading and writing batches) runs
// in slices of the event loop's time (timeSlices), so visitors are answered while an import of
// 100,000 rows runs. The write stays one transaction, paused between its statements: requests
// that need the database on SQLite wait for it (one connection), the rest go on.

/** Rows written by one statement: well under either engine's limit of bound values. */
const ROWS_PER_WRITE = 500;

export interface ImportSummary extends ImportLists {
  created: number;
  /** Tools the file changes. */
  updated: number;
  /** Rows naming a tool that already is as they say. */
  unchanged: number;
  /** Updated tools whose stock the file sets to another count. */
  stockChanged: number;
  /** The first problems, by row. */
  problems: ImportProblem[];
  /** Every problem, when more than the kept ones. */
  problemCount: number;
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
  /**
   * The kept file of that preview (pending_imports): it is taken in the import's transaction,
   * so of two confirmations of one preview only one writes.
   */
  pendingId?: string;
}

export type ImportResult = ImportSummary & {
  written: boolean;
  /** The catalogue no longer gives the previewed plan: nothing was written. */
  moved: boolean;
  /** Another confirmation of the same preview took it first: nothing was written. */
  taken: boolean;
};

/** The column names a file of today's catalogue may have: the fixed ones, then every attribute's key. */
export function toolCsvHeader(attributeKeys: Iterable<string>): string[] {
  return [...TOOL_CSV_COLUMNS, ...[...attributeKeys].sort()];
}

/**
 * Checks a file of tools and, when every row is right (and not a dry run), writes it in one
 * transaction. `records` is the file as read (the header first), at most MAX_IMPORT_LINES + 2.
 */
export async function importTools(
  records: CsvRecord[],
  options: ImportOptions,
): Promise<ImportResult> {
  const shop = await taxonomy();
  const check = async (executor: typeof db | Transaction<DB>) => {
    const planned = await planImport(executor, records, shop, options.storedUploads);
    return { planned, done: { ...(await summary(planned)), ...importLists(planned, shop) } };
  };
  const nothing = { written: false, moved: false, taken: false };
  if (options.dryRun) return { ...(await check(db)).done, ...nothing };
  const result = await withCheckpointAfter(() =>
    db.transaction().execute(async (trx) => {
      const { planned, done } = await check(trx);
      if (planned.problemCount > 0) return { ...done, ...nothing };
      if (options.expectDigest !== undefined && options.expectDigest !== done.digest)
        return { ...done, ...nothing, moved: true };
      if (options.pendingId !== undefined && !(await claimPendingImport(trx, options.pendingId)))
        return { ...done, ...nothing, taken: true };
      await withLargerCache(trx, () => write(trx, planned));
      await announceImport(trx, planned);
      return { ...done, ...nothing, written: true };
    }),
  ).catch(async (error: unknown) => {
    // On PostgreSQL another admin may save a tool with one of the file's part numbers between
    // the check and the insert: the unique index refuses it and nothing is written. The
    // catalogue moved: the admin gets the preview as it is now, which names the clash.
    if (!isUniqueViolation(error, "tools", ["sku"])) throw error;
    return { ...(await check(db)).done, ...nothing, moved: true };
  });
  if (result.written && (result.created > 0 || result.updated > 0))
    announcePublicChange("catalogue");
  return result;
}

/**
 * The counts and the digest of what a plan does: of each new tool its row and category, of each
 * changed tool the version the import read (`updatedAt`, which every write to a tool but its
 * stock moves, and the stock), and the count of rows that change nothing. A confirmation whose
 * catalogue gives another digest shows the admin the new preview instead of writing.
 */
async function summary(planned: Plan) {
  const endOfSlice = timeSlices();
  const digest = createHash("sha256");
  for (const tool of planned.creates) {
    await endOfSlice();
    digest.update(`+${tool.row}:${tool.categoryId}\n`);
  }
  for (const { tool } of planned.updates) {
    await endOfSlice();
    const was = tool.existing!;
    digest.update(`${tool.id}:${was.updatedAt}:${was.available_qyt}:${tool.available_qyt}\n`);
  }
  digest.update(`=${planned.unchanged}\n`);
  return {
    created: planned.creates.length,
    updated: planned.updates.length,
    unchanged: planned.unchanged,
    stockChanged: planned.stockChanged,
    problems: planned.problems,
    problemCount: planned.problemCount,
    digest: digest.digest("hex"),
  };
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

/** The import's tools announced (issue 50): each new one, each changed one, each now short. */
async function announceImport(trx: Transaction<DB>, planned: Plan) {
  await announceTools(
    trx,
    "tool.created",
    planned.creates.map((tool) => tool.id),
  );
  const updated = planned.updates.map(({ tool }) => tool.existing!);
  await announceTools(
    trx,
    "tool.updated",
    updated.map((tool) => tool.id),
  );
  await announceFallenStock(trx, updated);
}

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
