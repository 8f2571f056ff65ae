import type { z, ZodTypeAny } from "zod";
import { queryOf } from "#app/schemas/admin-query.ts";
import { queryIssues } from "#app/utils/query-issues.ts";

/** The admin page's query string through its schema, or a thrown 400 that says what is wrong. */
export function parseAdminQuery<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  names: string[],
): z.output<Schema> {
  const result = schema.safeParse(queryOf(new URL(request.url), names));
  if (!result.success) {
    throw new Response(queryIssues(result.error), { status: 400, statusText: "Bad Request" });
  }
  return result.data;
}
