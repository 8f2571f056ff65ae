import { CsvError, parse } from "csv-parse/sync";

/** The cells our CSV downloads (csvResponse) write with a leading apostrophe: escape_formulas. */
const FORMULA_START = /^'[=+\-@\t\r]/;

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
 */
export function readCsv(text: string, maxRecords: number): CsvReading {
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to: maxRecords + 1,
    }) as string[][];
    // In place: a file of 100,000 lines is millions of cells, and a copy of each is garbage.
    for (const cells of rows)
      for (let index = 0; index < cells.length; index++)
        if (FORMULA_START.test(cells[index]!)) cells[index] = cells[index]!.slice(1);
    return { ok: true, records: rows.map((cells, index) => ({ line: index + 1, cells })) };
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, line: Number(error.records ?? 0) + 1, why: error.message };
    throw error;
  }
}
