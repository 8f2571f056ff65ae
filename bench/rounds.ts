import type { Wrk } from "./load";
import { median } from "./median";

/**
 * How many times each rendered page is measured against the minimal page. One pair of runs a few
 * seconds long gave home anywhere from 0.41x to 0.64x on the same code (17:44 to 18:30 on 23
 * November): the shared machine's load moves within a minute. The median of alternating rounds
 * moves less.
 */
export const PAGE_ROUNDS = 3;

/** One round: the minimal page, then each measure of the page right after it. */
export type Round<Measure extends string> = { minimal: Wrk } & Record<Measure, Wrk>;

export interface Ratio {
  /** The median of the rounds' ratios, each a measure's rate over the minimal page's just before. */
  median: number;
  /** Every round's ratio, in the order measured, to two places. */
  rounds: string[];
  /** The median of the measure's own rates, req/s. */
  rps: number;
}

/** Each measure's ratio to the minimal page, round by round, and their medians. */
export function roundRatios<Measure extends string>(
  rounds: Round<Measure>[],
  measures: Measure[],
): Record<Measure, Ratio> {
  return Object.fromEntries(
    measures.map((measure) => {
      const ratios = rounds.map((round) => round[measure].rps / round.minimal.rps);
      const ratio: Ratio = {
        median: median(ratios),
        rounds: ratios.map((value) => value.toFixed(2)),
        rps: median(rounds.map((round) => round[measure].rps)),
      };
      return [measure, ratio];
    }),
  ) as Record<Measure, Ratio>;
}
