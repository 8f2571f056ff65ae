import { describe, expect, it } from "vitest";
import { againstRevision, oursFirst, sideBySide, type Run } from "../../bench/side-by-side";

/** A three-second run at `rps`, each request taking `cpuMs` of the server's CPU. */
const at = (rps: number, cpuMs = 2): Run => ({
  rps,
  p99: 10,
  requests: rps * 3,
  non2xx: 0,
  cpuMs: rps * 3 * cpuMs,
});

describe("npm run bench -- --against <rev>", () => {
  it("reads the revision in either spelling, and nothing when not asked", () => {
    expect(againstRevision(["--against", "8715ebe"])).toBe("8715ebe");
    expect(againstRevision(["--against=main~2"])).toBe("main~2");
    expect(againstRevision([])).toBeUndefined();
    expect(() => againstRevision(["--against"])).toThrow(/git revision/);
    expect(() => againstRevision(["--against", "--other"])).toThrow(/git revision/);
  });

  it("takes the median of each round's own ratio, not the ratio of the median rates", () => {
    // A slow moment slows both runs of its round: round by round this build holds 0.8x.
    const ratio = sideBySide([
      { ours: at(800), theirs: at(1000) },
      { ours: at(320), theirs: at(400) },
      { ours: at(660), theirs: at(600) },
    ]);
    expect(ratio).toMatchObject({
      median: 0.8,
      rounds: ["0.80", "0.80", "1.10"],
      oursRps: 660,
      theirsRps: 600,
    });
    expect(() => sideBySide([])).toThrow();
  });

  it("compares the CPU time a request, round by round", () => {
    // This build spends 2.5 ms a page where the other spends 2: 0.8x, whatever the rates.
    const ratio = sideBySide([
      { ours: at(300, 2.5), theirs: at(900, 2) },
      { ours: at(100, 2.5), theirs: at(150, 2) },
      { ours: at(500, 2), theirs: at(500, 2) },
    ]);
    expect(ratio.cpuRounds).toEqual(["0.80", "0.80", "1.00"]);
    expect(ratio.cpuMedian).toBeCloseTo(0.8);
  });

  it("lets the two builds take turns at running first", () => {
    expect([0, 1, 2, 3].map(oursFirst)).toEqual([true, false, true, false]);
  });
});
