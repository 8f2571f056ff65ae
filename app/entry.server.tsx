import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { NonceProvider } from "./utils/nonce";
import { shipsScript } from "./utils/page-scripts";

const ABORT_DELAY = 5_000;

/**
 * The whole document, rendered into one buffer before it is sent. No loader defers data, so
 * streaming would only send the same bytes in more pieces: React's stream, piped through a
 * PassThrough, a web stream and back into Node (and the compressor, chunk by chunk) used 10 to 30%
 * more CPU per page than this in an A/B run of both builds on this machine.
 *
 * A page without script has nothing that suspends (single fetch's data stream renders only beside
 * `<Scripts>`), so it is rendered to one string: React's stream encodes its output into 2 KB byte
 * arrays chunk by chunk, which cost a tenth of the CPU of a whole catalogue page. Static markup,
 * since no script will ever hydrate it: without the comments that only hydration reads.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const document = (
    <NonceProvider value={nonce}>
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={ABORT_DELAY}
        nonce={nonce}
      />
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Bytes, not a string: undici first copies a string body whole into well-formed UTF-16, then
  // encodes it in a second pass; Buffer.from writes UTF-8 in one (lone surrogates become U+FFFD
  // either way).
  const respond = (body: Buffer<ArrayBuffer>) =>
    new Response(body, { headers: responseHeaders, status: responseStatusCode });
  return pageShipsScript(remixContext)
    ? renderWhole(document, nonce).then(({ body, failed }) => {
        if (failed) responseStatusCode = 500;
        return respond(body);
      })
    : respond(Buffer.from(`<!DOCTYPE html>${renderToStaticMarkup(document)}`));
}

/**
 * What Remix caught, logged with its stack (as Remix's own handler does), but not a request
 * Remix refused itself for the client's mistake: a post to a page without an action (405) is
 * not the shop's error, and the request log's line for it already says all there is to say.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Remix's internal error responses carry the Error that made them, stack and all.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

/** Whether the page ships script, by the root layout's rule (its routes' handles). */
function pageShipsScript({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return shipsScript(
    staticHandlerContext.matches.map((match) => routeModules[match.route.id]?.handle),
  );
}

/**
 * A page with script waits for `onAllReady` rather than calling `renderToString`: Remix's single
 * fetch hands the loaders' data to the browser from inside a Suspense boundary, which
 * `renderToString` leaves as its fallback (the page would never hydrate).
 */
function renderWhole(document: ReactNode, nonce: string) {
  return new Promise<{ body: Buffer<ArrayBuffer>; failed: boolean }>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ body: Buffer.concat(chunks), failed });
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        // Errors after the shell are logged here; before it, Remix logs them itself.
        if (shellRendered) console.error(error);
      },
    });
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}
