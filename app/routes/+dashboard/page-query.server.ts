import type { z, ZodTypeAny } from "zod";
import { queryOf } from "#app/schemas/query-string.ts";

/**
 * A page's query string through its schema (the catalogue, My Orders, the admin tables), or a
 * thrown 400 that says what is wrong in the fields' own words.
 */
export function parsePageQuery<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  names: string[],
): z.output<Schema> {
  const result = schema.safeParse(queryOf(new URL(request.url), names));
  if (!result.success) {
    const message = result.error.issues.map((issue) => issue.message).join(". ");
    throw new Response(message, { status: 400, statusText: "Bad Request" });
  }
  return result.data;
}
