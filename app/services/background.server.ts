import { sweepUnusedImages } from "./images.server";
import { deliverDueMail } from "./mail/sender.server";
import { deliverDueWebhooks } from "./webhooks/sender.server";
import { expireDueOrders } from "#app/commerce/order-closing.server.ts";
import { expireVisitorCarts } from "#app/models/cart.server.ts";
import { sendDueReminders } from "#app/models/invoice-reminder.server.ts";

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
const WEBHOOKS_EVERY_MS = 1_000;
const IMAGES_EVERY_MS = 6 * 60 * 60 * 1000;
const CARTS_EVERY_MS = 60 * 60 * 1000;

/**
 * The shop's timed work, started by the server once the database is ready: unpaid orders
 * whose hold ran out expire and overdue invoices on account are reminded (every minute; reads
 * and payments also apply the expiry between sweeps),
 * the outbox is delivered (every second: one indexed query when there is nothing to send), so
 * are webhooks (likewise, each pass's attempts side by side, five seconds at most), and
 * stored pictures that nothing shows and nothing used for a day go (every six hours: a picture
 * kept for a product form that was then abandoned, an upload an API client never named), and
 * visitors' carts left untouched for a month go (every hour: one indexed delete).
 * Each step claims its rows with conditional updates (and an image another instance removed
 * first is simply gone), so several instances may run it at once.
 * Returns a stop function for a graceful shutdown (it waits for a pass in flight).
 */
export function startBackgroundWork(): () => Promise<void> {
  const stops = [
    repeat("The expiry sweep", SWEEP_EVERY_MS, async () => {
      const expired = await expireDueOrders();
      if (expired) console.log(`Expired ${expired} unpaid order(s) past their hold`);
      // Invoices on account past their due day: each reminder claimed once (issue 48).
      const reminded = await sendDueReminders();
      if (reminded) console.log(`Reminded ${reminded} overdue invoice(s) on account`);
    }),
    repeat("The mail sender", MAIL_EVERY_MS, () => deliverDueMail()),
    repeat("The webhook sender", WEBHOOKS_EVERY_MS, () => deliverDueWebhooks()),
    repeat("The sweep of unused images", IMAGES_EVERY_MS, async () => {
      const removed = await sweepUnusedImages();
      if (removed.length) console.log(`Removed ${removed.length} stored images that nothing shows`);
    }),
    repeat("The sweep of abandoned carts", CARTS_EVERY_MS, async () => {
      const removed = await expireVisitorCarts();
      if (removed) console.log(`Removed ${removed} visitor cart(s) untouched for a month`);
    }),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
