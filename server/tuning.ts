// How the shop's Node process spends memory, shared by server.ts and the benchmark's minimal
// Remix server (bench/minimal), which must be served the same way.
import { setFlagsFromString } from "node:v8";

/**
 * The flags the shop's Node process is started with: `npm run serve`, the servers of the tests
 * and of the benchmark, and NODE_OPTIONS in the systemd unit of docs/deployment.md for the single
 * executable. V8 reads them when it makes the heap, so the running server cannot set them itself
 * (`setFlagsFromString` has no effect on these; tried).
 *
 * `--max-semi-space-size=8`: under 64 busy connections V8 grew the young generation to its
 * default ceiling, two halves of 16 MB, all of it resident. Two halves of 8 MB took the
 * benchmark's peak RSS from 222 to 189 MB; CPU per order rose by 0-6% and rendered pages showed
 * no difference beyond the noise (interleaved runs, `/proc` CPU time).
 */
export const NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * V8 lets the old generation grow by up to four times what survived the last full collection
 * before it collects again; under 64 busy connections that took the heap past 300 MB while
 * under 50 MB of it was live. Growing by a quarter at most keeps the shop's peak RSS under
 * 200 MB: with the young generation at 2 x 8 MB (above), the bench-like 1,000-tool sequence
 * peaked at 191-199 MB against 202-208 MB when growing by half, with no difference in CPU per
 * order beyond the noise (five interleaved pairs). The flag is read at every collection, so
 * setting it at start works for every way the shop is run (npm start, the single binary).
 */
export function boundHeapGrowth() {
  setFlagsFromString("--heap-growing-percent=25");
}
