import { describe, expect, it } from "vitest";
import { orderRuns, SECONDS, type Wrk } from "../../bench/load";

const run = (placed: number, refused: number, p99: number): Wrk => ({
  rps: 0,
  p99,
  requests: (placed + refused) * SECONDS,
  non2xx: refused * SECONDS,
});

describe("the benchmark's orders a second", () => {
  it.each([
    [[1100, 790, 1010], "1100, 790, 1010"],
    [[1010, 1100, 790], "1010, 1100, 790"],
  ])("is the median run's, every run's rate noted (%j)", async (rates, listed) => {
    const runs = rates.map((rate, index) => [run(rate, index, 100 * (index + 1))]);
    const placed = await orderRuns(() => Promise.resolve(runs.shift()!));
    expect(placed.perSecond).toBe(1010);
    expect(placed.note).toBe(`median of ${listed}; p99 300 ms; ${3 * SECONDS} refused`);
    expect(runs).toHaveLength(0);
  });

  it("adds up the instances of one run, not counting refused orders", async () => {
    const placed = await orderRuns(() => Promise.resolve([run(300, 1, 50), run(250, 0, 70)]));
    expect(placed.perSecond).toBe(550);
    expect(placed.note).toBe(`median of 550, 550, 550; p99 70 ms; ${3 * SECONDS} refused`);
  });
});
