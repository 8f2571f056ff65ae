import type { LoaderFunctionArgs } from "@remix-run/node";
import { BOOKS_QUERY_NAMES, booksRangeSchema, type BooksRange } from "#app/schemas/admin-query.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, type CsvColumn } from "./csv.server";
import { parsePageQuery } from "./page-query.server";

/**
 * The loader of a journal's download (invoices, credit notes): admins; the documents of the
 * `?from=&to=` range, in `name`-from-to-to.csv.
 */
export function booksDownload<Row>(
  name: string,
  columns: CsvColumn<Row>[],
  rows: (range: BooksRange) => AsyncIterable<Row>,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireUser(request, "admin");
    const range = parsePageQuery(request, booksRangeSchema, BOOKS_QUERY_NAMES);
    return csvResponse(`${name}-${range.from}-to-${range.to}.csv`, columns, rows(range));
  };
}
