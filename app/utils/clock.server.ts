import { readFileSync } from "node:fs";
import { shopDay } from "./dates";
import { env } from "./env.server";

/**
 * The shop's time, for what runs on a timetable (orders expiring, mail retries). Tests move it
 * forward without sleeping: SHOP_CLOCK_FILE names a file holding milliseconds to add, read at
 * each call. Production refuses that variable (env.server.ts), so there it is the real clock.
 */
export function now(): Date {
  return new Date(Date.now() + testOffsetMs());
}

function testOffsetMs(): number {
  if (!env.SHOP_CLOCK_FILE) return 0;
  try {
    const offset = Number(readFileSync(env.SHOP_CLOCK_FILE, "utf8").trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0; // no file yet: no offset
  }
}

/** `now()` moved by `ms`, as an ISO timestamp (how the database keeps times). */
export function isoFromNow(ms: number): string {
  return new Date(now().getTime() + ms).toISOString();
}

/** The shop's calendar day now (YYYY-MM-DD, in SHOP_TIMEZONE): what "today" means to its rules. */
export function shopToday(): string {
  return shopDay(now());
}
