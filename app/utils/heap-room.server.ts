import { setFlagsFromString } from "node:v8";

/**
 * The old generation's growth between full collections while a bulk import runs, and after it
 * (server/tuning.ts bounds it to 25% for the shop's everyday memory). An import holds a few
 * hundred megabytes of lines alive for its whole run; grown a quarter at a time, V8 collected all
 * of it again every few megabytes written and 100,000 lines took five times as long (measured
 * with the server's flags: 210 s against 41 s). V8 reads the flag at every collection.
 */
const ROOMY_PERCENT = 100;
const EVERYDAY_PERCENT = 25;

let running = 0;

/** Runs `work` with room for the heap to grow; the everyday bound returns when the last ends. */
export async function withHeapRoom<T>(work: () => Promise<T>): Promise<T> {
  if (running++ === 0) setFlagsFromString(`--heap-growing-percent=${ROOMY_PERCENT}`);
  try {
    return await work();
  } finally {
    if (--running === 0) setFlagsFromString(`--heap-growing-percent=${EVERYDAY_PERCENT}`);
  }
}
