import { sweepUnusedImages } from "./images.server";

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
const AFTER_START_MS = 60_000;

/**
 * Runs the sweep of unused stored images a minute after start and then every six hours, in the
 * background (the timers never keep the process alive). With several instances each sweeps; a
 * file another one removed first is simply gone.
 */
export function startImageSweeps(log: (message: string) => void = console.log): () => void {
  const sweep = () =>
    sweepUnusedImages().then(
      (removed) => {
        if (removed.length) log(`Removed ${removed.length} stored images that nothing shows`);
      },
      (error: unknown) => console.error("The sweep of unused images failed", error),
    );
  const first = setTimeout(sweep, AFTER_START_MS);
  const every = setInterval(sweep, SIX_HOURS_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
