// How responses made per request are compressed (signed-in pages, a first visit, the API, the
// client's files, CSV downloads): the `compression` package, which compresses as the body
// streams. Kept pages (server/page-cache.ts) arrive already compressed, as hard as brotli can,
// and pass as they are: it leaves any body with a Content-Encoding alone.
import type { CompressionOptions } from "compression";
import { constants } from "node:zlib";

export const COMPRESSION: CompressionOptions = {
  // Brotli at quality 3 with a 256 KB window costs a third of quality 4 with the 4 MB default
  // for 5% more bytes.
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
};
