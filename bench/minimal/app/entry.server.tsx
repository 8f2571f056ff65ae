import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { shipsScript } from "#app/utils/page-scripts.ts";

/**
 * Remix's own entry for the yardstick, streamed. The floor pages ship no script, and are written
 * as the shop writes such a page (app/entry.server.tsx): one string of static markup.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const document = <RemixServer context={context} url={request.url} />;
  headers.set("Content-Type", "text/html; charset=utf-8");
  const handles = context.staticHandlerContext.matches.map(
    (match) => context.routeModules[match.route.id]?.handle,
  );
  if (!shipsScript(handles))
    return new Response(`<!DOCTYPE html>${renderToStaticMarkup(document)}`, { headers, status });
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(document, {
      onShellReady() {
        const body = new PassThrough();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
