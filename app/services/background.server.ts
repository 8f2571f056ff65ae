import { deliverDueMail } from "./mail/sender.server";
import { expireDueOrders } from "./order-closing.server";

/** A task repeated every `everyMs`, never overlapping itself; a failure is logged, not fatal. */
function repeat(name: string, everyMs: number, task: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => console.error(`${name} failed:`, error))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

const SWEEP_EVERY_MS = 60_000;
const MAIL_EVERY_MS = 1_000;

/**
 * The shop's timed work, started by the server once the database is ready: unpaid orders
 * whose hold ran out expire (every minute; reads and payments also apply it between sweeps),
 * and the outbox is delivered (every second: one indexed query when there is nothing to send).
 * Each step claims its rows with conditional updates, so several instances may run it at once.
 * Returns a stop function for a graceful shutdown (it waits for a pass in flight).
 */
export function startBackgroundWork(): () => Promise<void> {
  const stops = [
    repeat("The expiry sweep", SWEEP_EVERY_MS, async () => {
      const expired = await expireDueOrders();
      if (expired) console.log(`Expired ${expired} unpaid order(s) past their hold`);
    }),
    repeat("The mail sender", MAIL_EVERY_MS, () => deliverDueMail()),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
