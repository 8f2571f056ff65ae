// How responses made per request are compressed (signed-in pages, a first visit, the API, the
// client's files, CSV downloads). Kept pages (server/page-cache.ts) arrive already compressed, as
// hard as brotli can, and pass as they are: `compression` leaves any body with a
// Content-Encoding alone.
//
// A body that is whole when it is sent (a rendered page, a JSON answer: nearly every response)
// is compressed in one call on the main thread by `compressWhole`; a streamed body (a CSV export)
// goes through the `compression` package as it streams. Decision 14 holds the figures: at 64
// connections `compression` alone took a signed-in catalogue page from 2.9 ms of CPU (sent
// uncompressed) to 4.8 ms, for 0.3 ms of brotli work, because each response's objects outlived
// the encoder's trips to libuv's pool and were promoted, and the bounded old generation
// (server/tuning.ts) then collected five times as often.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CompressionOptions } from "compression";
import compressible from "compressible";
import vary from "vary";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chooseEncoding, type Encoding } from "./accept-encoding";

// Brotli at quality 3 with a 256 KB window costs a third of quality 4 with the 4 MB default for
// 5% more bytes.
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 3,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

export const COMPRESSION: CompressionOptions = { brotli: { params: BROTLI_PARAMS } };

/** Under this a body is sent as it is: the encoding would save less than its headers (as `compression`). */
const SMALLEST = 1024;
/**
 * Over this, a whole body is left to `compression`, on libuv's pool: compressing it on the main
 * thread (about 2 ms for 256 KB) would stall every other request.
 */
const LARGEST_ON_MAIN_THREAD = 256 * 1024;

const ENCODE: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: BROTLI_PARAMS }),
  gzip: (body) => gzipSync(body),
};

/**
 * The body to send for a response whose whole body is `body`: compressed, with the headers that
 * say so, when the client takes an encoding and it is worth it; else `body` as it is (and then
 * `compression`, which sees no Content-Encoding yet, decides). The rules are `compression`'s.
 */
export function compressWhole(res: ServerResponse<IncomingMessage>, body: Buffer): Buffer {
  if (body.length < SMALLEST || body.length > LARGEST_ON_MAIN_THREAD) return body;
  if (res.req.method === "HEAD" || res.hasHeader("Content-Encoding")) return body;
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !compressible(type)) return body;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/.test(String(res.getHeader("Cache-Control") ?? "")))
    return body;
  vary(res, "Accept-Encoding");
  const encoding = chooseEncoding(res.req.headers["accept-encoding"]);
  if (!encoding) return body;
  const encoded = ENCODE[encoding](body);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", encoded.length);
  return encoded;
}
