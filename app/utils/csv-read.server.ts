import { CsvError } from "csv-parse";
import { parse } from "csv-parse/stream";
import { timeSlices } from "./time-slices.server";

/** The cells our CSV downloads (csvResponse) write with a leading apostrophe: escape_formulas. */
const FORMULA_START = /^'[=+\-@\t\r]/;

/**
 * How much of the text (in UTF-16 code units) the parser takes at a time: a few hundred lines, a
 * few milliseconds of encoding and parsing, so the reading gives the event loop its turns
 * (timeSlices) between them.
 */
const CHUNK_LENGTH = 64 * 1024;

/** A CSV record and the line a spreadsheet shows it on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvReading =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; why: string };

/**
 * Reads CSV as RFC 4180 has it (quoted cells with commas, quotes and line breaks, CRLF or LF, a
 * leading BOM), through csv-parse. A cell our own exports wrote with an apostrophe before a
 * formula's first character gets its text back, so a download imports as it was. It reads at
 * most one record more than `maxRecords` (the header included), so a caller can refuse a longer
 * file without holding all of it.
 *
 * The text goes through csv-parse's stream a chunk at a time, with the event loop's turns in
 * between: parsed at once, 19 MB held it for a second, and no request was answered meanwhile.
 */
export async function readCsv(text: string, maxRecords: number): Promise<CsvReading> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    to: maxRecords + 1,
  });
  const records: CsvRecord[] = [];
  const feeding = feed(parser.writable, text);
  const reader = (parser.readable as ReadableStream<string[]>).getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const cells = read.value;
      // In place: a file of 100,000 lines is millions of cells, and a copy of each is garbage.
      for (let index = 0; index < cells.length; index++)
        if (FORMULA_START.test(cells[index]!)) cells[index] = cells[index]!.slice(1);
      records.push({ line: records.length + 1, cells });
    }
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, line: Number(error.records ?? 0) + 1, why: error.message };
    throw error;
  } finally {
    // Reaching `maxRecords` (or a broken line) ends the parse before the whole text is fed; the
    // feeder's writes then fail, and that is no error of the file's.
    await feeding.catch(() => {});
  }
  return { ok: true, records };
}

/**
 * Writes the text into the parser as UTF-8 a chunk at a time, each in a slice of the loop's
 * time (encoding 19 MB at once took a tenth of a second). A chunk never ends between the two
 * halves of a surrogate pair, which alone would each become U+FFFD.
 */
async function feed(input: WritableStream<Uint8Array>, text: string) {
  const writer = input.getWriter();
  const endOfSlice = timeSlices();
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + CHUNK_LENGTH, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    await writer.write(Buffer.from(text.slice(start, end)));
    await endOfSlice();
    start = end;
  }
  await writer.close();
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
