import { writeFileSync } from "node:fs";
import { vi } from "vitest";

const HOUR_MS = 3_600_000;
let offsetMs = 0;

/** Moves the shop's clock (app/utils/clock.server.ts) forward, as if the hours had passed. */
export function advanceClock(hours: number) {
  offsetMs += hours * HOUR_MS;
  writeFileSync(process.env.SHOP_CLOCK_FILE!, String(offsetMs));
}

/**
 * Runs `act` with the system clock `ms` ahead, then puts it back: for code that stamps
 * `new Date()` rather than the shop's clock, a later moment without waiting for it.
 */
export async function later<T>(ms: number, act: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}

/** Runs `act` with the system clock stopped: all it stamps falls within one millisecond. */
export const atOneInstant = <T>(act: () => Promise<T>): Promise<T> => later(0, act);
