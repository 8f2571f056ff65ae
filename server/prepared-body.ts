import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gunzip,
  gzip,
} from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
export const gunzipped = promisify(gunzip);

/** Bodies up to this are read whole, compressed as hard as brotli can, and kept as they are too. */
export const KEEP_IDENTITY_BELOW = 1024 * 1024;

/**
 * Compression that keeps up with the client: brotli's hardest (11) took 20 to 70 ms for a
 * search's 18 KB answer, which every new search waits for; 5 takes under a millisecond.
 */
const QUICK_BROTLI = { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_LGWIN]: 18 };
const QUICK_GZIP = 6;

/** A body made ready to be sent many times: compressed once, with its ETag. */
export interface PreparedBody {
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** The body itself, kept only when small: the rare client without gzip gets a large one unzipped. */
  identity: Buffer | null;
}

/**
 * Reads a response body once and prepares it for keeping, or gives it back as it is when it
 * contains `secret` (a CSP nonce: a page with a script is its visitor's alone). A page is read
 * whole; a body past 1 MB (the whole catalogue's JSON: 25 MB at 100,000 tools) is compressed as
 * it arrives and never held whole, so filling the cache costs its compressed size in memory.
 */
export async function prepareBody(
  body: ReadableStream<Uint8Array> | null,
  secret: string,
  /** Quick settings for a body seldom asked for again (a search's page): see QUICK_BROTLI. */
  quick = false,
): Promise<PreparedBody | { personal: Buffer }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const reader = (body ?? new Blob([]).stream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    length += value.length;
    if (length >= KEEP_IDENTITY_BELOW) return prepareLarge(chunks, reader, secret);
  }
  const whole = Buffer.concat(chunks);
  if (whole.includes(secret)) return { personal: whole };
  const [br, gz] = await Promise.all([
    brotli(whole, { params: quick ? QUICK_BROTLI : { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(whole, { level: quick ? QUICK_GZIP : 9 }),
  ]);
  return { etag: etagOf(createHash("sha1").update(whole)), br, gzip: gz, identity: whole };
}

async function prepareLarge(
  start: Buffer[],
  rest: ReadableStreamDefaultReader<Uint8Array>,
  secret: string,
): Promise<PreparedBody | { personal: Buffer }> {
  const hash = createHash("sha1");
  // Quicker settings than a page's: this is megabytes, compressed while the client waits. A 256 KB
  // window rather than brotli's 4 MB: at 100,000 tools the peak RSS of the build fell from 195 to
  // 180 MB, and the output came out 4% smaller, not larger (JSON repeats itself at short range).
  const br = collect(createBrotliCompress({ params: QUICK_BROTLI }));
  const gz = collect(createGzip({ level: QUICK_GZIP }));
  // The secret may straddle two chunks: each look includes the end of the one before.
  let tail = Buffer.alloc(0);
  let personal = false;
  const take = async (chunk: Buffer) => {
    const seen = Buffer.concat([tail, chunk]);
    personal ||= seen.includes(secret);
    tail = seen.subarray(Math.max(0, seen.length - secret.length));
    hash.update(chunk);
    await Promise.all([br.write(chunk), gz.write(chunk)]);
  };
  for (const chunk of start) await take(chunk);
  for (;;) {
    const { done, value } = await rest.read();
    if (done) break;
    await take(Buffer.from(value));
  }
  const [brotliBytes, gzipBytes] = await Promise.all([br.end(), gz.end()]);
  if (personal) return { personal: await gunzipped(gzipBytes) };
  return { etag: etagOf(hash), br: brotliBytes, gzip: gzipBytes, identity: null };
}

/** A compressor whose output is gathered, written to with backpressure. */
function collect(stream: Transform) {
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  return {
    async write(chunk: Buffer) {
      if (!stream.write(chunk)) await once(stream, "drain");
    },
    async end() {
      stream.end();
      await once(stream, "end");
      return Buffer.concat(out);
    },
  };
}

const etagOf = (hash: ReturnType<typeof createHash>) => `W/"${hash.digest("base64url")}"`;
