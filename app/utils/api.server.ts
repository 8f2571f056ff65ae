import type { output, ZodError, ZodTypeAny } from "zod";
import { queryOf } from "#app/schemas/query-string.ts";

/** A JSON error body of the API: `{ error, fieldErrors? }` with the matching status. */
export function apiError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : null;
}

/** A call of the JSON API: its routes are app/routes/api.*, which the router matches in either case. */
export const isApiCall = (request: Request) =>
  new URL(request.url).pathname.toLowerCase().startsWith("/api/");

/**
 * A refusal in its caller's own terms, to throw: the API answers `{ error }` JSON, a page the
 * text its error boundary shows. The guards and the order lookup serve both with one code.
 */
export function refusal(request: Request, status: number, says: { page: string; api: string }) {
  return isApiCall(request) ? apiError(status, says.api) : new Response(says.page, { status });
}

/**
 * A body that is JSON and fits the schema, or a thrown 4xx that says what is wrong. Without a
 * bearer token it must be labelled application/json: another site's plain form (text/plain)
 * can carry JSON-looking text, but not that label.
 */
export async function parseJsonBody<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
): Promise<output<Schema>> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (bearerToken(request) === null && type !== "application/json")
    throw apiError(415, "Send the body as JSON with Content-Type: application/json");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "Send a JSON body");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw invalidBody(result.error);
  return result.data;
}

/** The query string's parameters through the schema, or a thrown 400 naming what is wrong. */
export function parseApiQuery<Schema extends ZodTypeAny>(
  request: Request,
  schema: Schema,
  names: string[],
): output<Schema> {
  const result = schema.safeParse(queryOf(new URL(request.url), names));
  if (!result.success) throw invalidBody(result.error);
  return result.data;
}

export function invalidBody(error: ZodError) {
  const { formErrors, fieldErrors } = error.flatten();
  return apiError(400, formErrors[0] ?? "Invalid fields", fieldErrors as Record<string, string[]>);
}

/** For API routes: the method's handler, or 405 naming the ones there are. */
export function byMethod(
  request: Request,
  handlers: Partial<Record<string, () => Promise<Response>>>,
) {
  const handler = handlers[request.method];
  if (handler) return handler();
  return Response.json(
    { error: `Use ${Object.keys(handlers).join(" or ")}` },
    { status: 405, headers: { Allow: Object.keys(handlers).join(", ") } },
  );
}

/**
 * A JSON array written as its items arrive, batch by batch: the whole catalogue is never one
 * string in memory (GET /api/tools at 100,000 tools is 25 MB of JSON).
 */
export function jsonArrayResponse<T>(
  batches: AsyncIterable<T[]>,
  toJson: (item: T) => unknown,
  headers: Record<string, string> = {},
) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("["));
    },
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) {
        controller.enqueue(encoder.encode("]"));
        controller.close();
        return;
      }
      const items = value.map((item) => JSON.stringify(toJson(item))).join(",");
      controller.enqueue(encoder.encode(first ? items : `,${items}`));
      first = false;
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}
