// Compression of the responses made per request (signed-in pages, a first visit, the API, the
// client's files). Every one of them is whole in memory before it is sent (documents are rendered
// to the end, JSON and CSV are built as strings), so each is compressed in one call:
// - on the main thread when small, the common case: one encoder alive at a time. Compressing as a
//   stream on libuv's pool, as the `compression` package does, kept one encoder per response in
//   flight (a brotli encoder is over a megabyte) and grew each pool thread's malloc arena: 40 MB
//   more peak memory under 64 connections (npm run bench);
// - off the main thread when large (an admin's CSV export), so it never stalls other requests.
import type { NextFunction, Request, Response } from "express";
import { chooseEncoding, type Encoding } from "./http";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from "node:zlib";

/** Under this a response is sent as it is: the encoding would save less than its headers. */
const SMALLEST = 1024;
/** Over this, a body is compressed on libuv's thread pool. */
const LARGEST_ON_MAIN_THREAD = 256 * 1024;

// Brotli at quality 3 with a 256 KB window costs a third of quality 4 with the 4 MB default for
// 5% more bytes; kept pages (page-cache.server.ts) were compressed once, as hard as brotli can.
const BROTLI: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const GZIP: ZlibOptions = { level: constants.Z_DEFAULT_COMPRESSION };

const brotliOnPool = promisify(brotliCompress);
const gzipOnPool = promisify(gzip);

const ENCODERS = {
  br: {
    now: (body: Buffer) => brotliCompressSync(body, BROTLI),
    later: (body: Buffer) => brotliOnPool(body, BROTLI),
  },
  gzip: {
    now: (body: Buffer) => gzipSync(body, GZIP),
    later: (body: Buffer) => gzipOnPool(body, GZIP),
  },
} satisfies Record<Encoding, object>;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|x-javascript|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

const asBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

/** Express middleware: compresses each response body whole, once it is complete. */
export function compressResponses() {
  return (req: Request, res: Response, next: NextFunction) => {
    // A HEAD answer has no body to compress: it says what a GET would send, uncompressed.
    if (req.method === "HEAD") return next();
    const chunks: Buffer[] = [];
    // Settled once the body is handed to Node; set by the first end().
    let sending: Promise<unknown> | null = null;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) =>
      chunks.push(
        asBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined),
      );
    // Headers already sent (a handler that called writeHead itself): nothing to change.
    const passing = () => res.headersSent;

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (passing() || sending) return write(chunk, encoding, callback);
      keep(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    }) as Response["write"];

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      // A second end is Node's to judge, after the first, as it would be without this middleware.
      if (sending) {
        void sending.then(() => end(chunk, encoding, callback));
        return res;
      }
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        keep(chunk, encoding);
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      chunks.length = 0;
      if (passing()) {
        sending = Promise.resolve();
        return end(body, done);
      }
      sending = send(req, res, body).then(
        (sent) => end(sent, done),
        () => end(body, done),
      );
      return res;
    }) as Response["end"];
    next();
  };
}

/** The body to send: compressed, with the headers that say so, when it is worth it. */
async function send(req: Request, res: Response, body: Buffer): Promise<Buffer> {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (!COMPRESSIBLE.test(type)) return body;
  res.vary("Accept-Encoding");
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const untouchable =
    res.getHeader("Content-Encoding") !== undefined ||
    /\bno-transform\b/.test(String(res.getHeader("Cache-Control") ?? ""));
  if (!encoding || untouchable || body.length < SMALLEST) return body;
  const encoder = ENCODERS[encoding];
  const compressed =
    body.length > LARGEST_ON_MAIN_THREAD ? await encoder.later(body) : encoder.now(body);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", compressed.length);
  return compressed;
}
