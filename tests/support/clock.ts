import { writeFileSync } from "node:fs";

const HOUR_MS = 3_600_000;
let offsetMs = 0;

/** Moves the shop's clock (app/utils/clock.server.ts) forward, as if the hours had passed. */
export function advanceClock(hours: number) {
  offsetMs += hours * HOUR_MS;
  writeFileSync(process.env.SHOP_CLOCK_FILE!, String(offsetMs));
}
