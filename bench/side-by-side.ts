// Pure helpers of `npm run bench -- --against <rev>` (bench/against.ts): which revision to
// measure against, and the ratio of this build's rate to the other's, round by round.
import type { Wrk } from "./load";
import { median } from "./median";

/** The revision after `--against` (or in `--against=<rev>`), or undefined when not asked. */
export function againstRevision(argv: readonly string[]): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg.startsWith("--against=")) return nonEmpty(arg.slice("--against=".length));
    if (arg === "--against") return nonEmpty(argv[index + 1]);
  }
  return undefined;
}

function nonEmpty(rev: string | undefined) {
  if (!rev || rev.startsWith("-")) throw new Error("--against takes a git revision");
  return rev;
}

/** One build's run of a page: wrk's summary and the server's CPU time over the run, in ms. */
export type Run = Wrk & { cpuMs: number };

/** One round: the same page on this build (`ours`) and on the other revision's (`theirs`). */
export interface SideBySideRound {
  ours: Run;
  theirs: Run;
}

export interface SideBySide {
  /** The median of the rounds' ratios, each this build's rate over the other's in that round. */
  median: number;
  /** Every round's ratio, in the order measured, to two places. */
  rounds: string[];
  /** The median of each build's own rates, req/s. */
  oursRps: number;
  theirsRps: number;
  /**
   * The same from the servers' CPU time: the median of the rounds' ratios of the other build's
   * CPU time a request to this one's (above 1, this build does a page with less CPU). Other
   * programs on a shared machine take turns at the cores, which moves the rates more than this.
   */
  cpuMedian: number;
  cpuRounds: string[];
}

const cpuPerRequest = (run: Run) => run.cpuMs / run.requests;

/**
 * Each round compares two runs seconds apart, so what else the shared machine does weighs on
 * both; the median of those ratios, not the ratio of the median rates.
 */
export function sideBySide(rounds: readonly SideBySideRound[]): SideBySide {
  if (!rounds.length) throw new Error("No rounds measured");
  const ratios = rounds.map((round) => round.ours.rps / round.theirs.rps);
  const cpu = rounds.map((round) => cpuPerRequest(round.theirs) / cpuPerRequest(round.ours));
  return {
    median: median(ratios),
    rounds: ratios.map((ratio) => ratio.toFixed(2)),
    oursRps: median(rounds.map((round) => round.ours.rps)),
    theirsRps: median(rounds.map((round) => round.theirs.rps)),
    cpuMedian: median(cpu),
    cpuRounds: cpu.map((ratio) => ratio.toFixed(2)),
  };
}

/** Which build runs first in a round: they take turns, so neither always runs on a warmer CPU. */
export function oursFirst(round: number) {
  return round % 2 === 0;
}
