import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

async function* records<Row>(rows: AsyncIterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows) yield columns.map((column) => column.value(row));
}

/**
 * A CSV download streamed as the rows arrive (csv-stringify), with a BOM so spreadsheet apps
 * read UTF-8. Cells that a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a carriage return) are written with a leading apostrophe, so they stay text.
 */
export function csvResponse<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): Response {
  const source = Readable.from(records(rows, columns));
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
  source.on("error", (error) => csv.destroy(error));
  source.pipe(csv);
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Cents as dollars with two decimals, as a spreadsheet should show money. */
export const dollarsCell = (cents: number) => (cents / 100).toFixed(2);
