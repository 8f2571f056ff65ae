import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * How long long-running work (a bulk import's reading, checking and writing) runs before the
 * event loop answers what waits: the shop has one thread, and a visitor's kept page must not
 * wait behind an admin's 100,000 lines (issue 45: a dry run held it for 8 s). Well under the
 * 100 ms no action may hold it for, so a collection or a slow line on top still fits.
 */
export const SLICE_MS = 20;

/**
 * Work in slices of the event loop's time: the function returned ends the current slice, letting
 * timers, sockets and other requests run (setImmediate: after I/O, unlike a resolved promise),
 * once the slice has run SLICE_MS; before that it costs one clock read. Call it between steps of
 * the work, each step far shorter than a slice.
 */
export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < sliceMs) return;
    await nextTurn();
    started = performance.now();
  };
}

/** Runs of this many items are sorted at once (a millisecond or two), then merged in slices. */
const SORTED_RUN = 2048;

/**
 * `items` sorted as Array.prototype.sort sorts them (stable, by `compare`), in slices of the
 * event loop's time: sorting 100,000 ids at once held it for a fifth of a second. A merge sort
 * of sorted runs; `items` is left as it was.
 */
export async function sortInSlices<Item>(
  items: readonly Item[],
  compare: (a: Item, b: Item) => number,
): Promise<Item[]> {
  const endOfSlice = timeSlices();
  let runs: Item[][] = [];
  for (let start = 0; start < items.length; start += SORTED_RUN) {
    runs.push(items.slice(start, start + SORTED_RUN).sort(compare));
    await endOfSlice();
  }
  while (runs.length > 1) {
    const merged: Item[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      const [first, second] = [runs[index]!, runs[index + 1]];
      merged.push(second ? await merge(first, second, compare, endOfSlice) : first);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/** Two sorted runs as one; on a tie the first run's item comes first (stable). */
async function merge<Item>(
  first: Item[],
  second: Item[],
  compare: (a: Item, b: Item) => number,
  endOfSlice: () => Promise<void>,
): Promise<Item[]> {
  const out: Item[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    out.push(compare(second[j]!, first[i]!) < 0 ? second[j++]! : first[i++]!);
    if (out.length % 1024 === 0) await endOfSlice();
  }
  while (i < first.length) out.push(first[i++]!);
  while (j < second.length) out.push(second[j++]!);
  return out;
}

/** `items.flatMap(rowsOf)`, in slices of the event loop's time. */
export async function flatMapInSlices<Item, Row>(
  items: readonly Item[],
  rowsOf: (item: Item) => Row[],
): Promise<Row[]> {
  const endOfSlice = timeSlices();
  const rows: Row[] = [];
  for (const item of items) {
    await endOfSlice();
    rows.push(...rowsOf(item));
  }
  return rows;
}
