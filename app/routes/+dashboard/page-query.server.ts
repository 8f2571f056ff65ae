import type { z, ZodTypeAny } from "zod";
import { queryOf } from "#app/schemas/query-string.ts";

/** A page's query string read through its schema: the query, or what is wrong with each field. */
export type PageQueryReading<Query> =
  | { ok: true; query: Query }
  | {
      ok: false;
      /** The parameters as they came, for the form to show them again. */
      entered: Record<string, string>;
      /** The messages by field (`query` for a rule of no one field). */
      problems: Record<string, string[]>;
      /** Every message, in one sentence each. */
      message: string;
    };

/**
 * A page's query string through its schema, without throwing: a search form shows what is
 * wrong beside its fields (My Orders), with the rest of the page.
 */
export function readPageQuery<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  names: string[],
): PageQueryReading<z.output<Schema>> {
  const entered = queryOf(new URL(request.url), names);
  const result = schema.safeParse(entered);
  if (result.success) return { ok: true, query: result.data };
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (problems[String(issue.path[0] ?? "query")] ??= []).push(issue.message);
  const message = result.error.issues.map((issue) => issue.message).join(". ");
  return { ok: false, entered, problems, message };
}

/**
 * A page's query string through its schema (the catalogue, the admin tables), or a thrown 400
 * that says what is wrong in the fields' own words.
 */
export function parsePageQuery<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  names: string[],
): z.output<Schema> {
  const reading = readPageQuery(request, schema, names);
  if (!reading.ok) throw new Response(reading.message, { status: 400, statusText: "Bad Request" });
  return reading.query;
}
