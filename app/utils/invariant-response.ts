/**
 * "Answer with this status unless": for the checks of loaders and actions that end a request
 * with a page saying why (a 404 for something gone, a 403 for someone not allowed, a 400 for a
 * request that cannot be right). The thrown response reaches the nearest error boundary, which
 * shows `message`; TypeScript narrows `condition` after the call, so no `!` is needed later.
 */
export function invariantResponse(
  condition: unknown,
  message: string,
  status: number,
): asserts condition {
  if (!condition) throw new Response(message, { status, statusText: STATUS_TEXT[status] ?? "" });
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};
