// How the shop's Node process spends memory, shared by server.ts and the benchmark's minimal
// Remix server (bench/minimal), which must be served the same way.
import { setFlagsFromString } from "node:v8";

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
