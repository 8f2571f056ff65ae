// How the shop's Node process spends memory and CPU on every response, shared by server.ts and
// the benchmark's minimal Remix server (bench/minimal), which must be served the same way.
import { setFlagsFromString } from "node:v8";
import compression from "compression";
import { constants as zlibConstants } from "node:zlib";

/**
 * V8 lets the old generation grow by up to four times what survived the last full collection
 * before it collects again; under 64 busy connections that took the heap past 300 MB while
 * under 50 MB of it was live. Growing by half at most keeps the shop's peak RSS near 200 MB for
 * no CPU cost we could measure (`npm run bench`). The flag is read at every collection, so
 * setting it at start works for every way the shop is run (npm start, the single binary).
 */
export function boundHeapGrowth() {
  setFlagsFromString("--heap-growing-percent=50");
}

/**
 * Compression of pages rendered per request (signed-in, or a first visit): brotli at quality 3
 * with a 256 KB window costs a third of the library's default (quality 4, 4 MB window) for 5%
 * more bytes; kept pages were compressed once, as hard as brotli can.
 */
export const compressResponses = () =>
  compression({
    brotli: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
