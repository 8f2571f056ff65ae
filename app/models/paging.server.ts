import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { DB } from "#db/types.ts";

// One way for every table to page and search: numbered pages for the screens, and
// batches by key for exports (short queries, so a slow download never holds the database).

export const ADMIN_PAGE_SIZE = 20;

export interface Page<Row> {
  rows: Row[];
  page: number;
  pageCount: number;
  total: number;
}

/** Page `page` of a listing: `rows` fetches one page's rows, `count` the whole total. */
export async function pageOf<Row>(
  page: number,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number | bigint | string>,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Page<Row>> {
  const [found, total] = await Promise.all([rows(pageSize, (page - 1) * pageSize), count()]);
  const all = Number(total);
  return { rows: found, page, total: all, pageCount: Math.max(1, Math.ceil(all / pageSize)) };
}

/**
 * Every row of a listing, a batch at a time: `batch(after)` gives the rows after the last one
 * of the previous batch (null for the first), in a stable order.
 */
export async function* inBatches<Row>(
  batch: (after: Row | null, size: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row> {
  let after: Row | null = null;
  for (;;) {
    const rows = await batch(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows.at(-1)!;
  }
}

/**
 * True when any of the columns contains the text, ignoring case. `%` and `_` typed in a search
 * are meant literally, not as wildcards.
 */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const tests = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/**
 * Rows after this one in newest-first (createdAt, id) order, the order of the screens: the key
 * the exports' batches move along.
 */
export function afterKey(row: { createdAt: string; id: string }): Expression<SqlBool> {
  return sql<SqlBool>`("createdAt", "id") < (${row.createdAt}, ${row.id})`;
}

/** The tables listed newest first, a page at a time. */
type Listed = "orders" | "users" | "tools" | "enquiries" | "outbox" | "returns" | "quotes";

/** A listing newest first, ties by id (the newest id first): the screens' and exports' order. */
export function newestFirst<TB extends Listed, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
): SelectQueryBuilder<DB, TB, Row> {
  return query.orderBy(sql.ref("createdAt"), "desc").orderBy(sql.ref("id"), "desc");
}

/** One page of a listing, newest first (ties by id), and its total, from the same query. */
export function newestFirstPage<TB extends Listed, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  page: number,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<Page<Row>> {
  return pageOf(
    page,
    (limit, offset) => newestFirst(select(query)).limit(limit).offset(offset).execute(),
    () =>
      query
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
        .then((row) => row.total),
  );
}
