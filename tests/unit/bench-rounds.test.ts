import { describe, expect, it } from "vitest";
import type { Wrk } from "../../bench/load";
import { roundRatios } from "../../bench/rounds";

const at = (rps: number): Wrk => ({ rps, p99: 10, requests: rps * 3, non2xx: 0 });

describe("the benchmark's rounds against the minimal page", () => {
  it("takes the median of each round's own ratio, not the ratio of the median rates", () => {
    // A slow moment slows both runs of its round: round by round the page holds 0.5x.
    const rounds = [
      { minimal: at(1000), rendered: at(500), markup: at(900) },
      { minimal: at(400), rendered: at(200), markup: at(440) },
      { minimal: at(600), rendered: at(300), markup: at(480) },
    ];
    const ratios = roundRatios(rounds, ["rendered", "markup"]);
    expect(ratios.rendered).toEqual({ median: 0.5, rounds: ["0.50", "0.50", "0.50"], rps: 300 });
    expect(ratios.markup).toEqual({ median: 0.9, rounds: ["0.90", "1.10", "0.80"], rps: 480 });
  });
});
