// Long work in slices of the event loop's time (issue 45, finding 6): the helpers give the loop
// its turns and compute what the plain array methods would.
import { describe, expect, it } from "vitest";
import { flatMapInSlices, sortInSlices, timeSlices } from "#app/utils/time-slices.server.ts";

describe("timeSlices", () => {
  it("lets a timer run between the steps of busy work once a slice has run its time", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const endOfSlice = timeSlices(5);
    const until = performance.now() + 100;
    while (performance.now() < until) await endOfSlice();
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it("costs no turn before a slice has run its time", async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const endOfSlice = timeSlices(60_000);
    for (let step = 0; step < 1_000; step++) await endOfSlice();
    expect(turned).toBe(false);
  });
});

describe("sortInSlices", () => {
  it("sorts as Array.prototype.sort does, stably, leaving the input as it was", async () => {
    // Pairs with many equal keys, over several runs of the merge.
    const items = Array.from({ length: 10_000 }, (_, index) => ({
      key: (index * 7919) % 97,
      index,
    }));
    const input = [...items];
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(await sortInSlices(items, byKey)).toEqual([...items].sort(byKey));
    expect(items).toEqual(input);
    expect(await sortInSlices([], byKey)).toEqual([]);
    expect(await sortInSlices([items[0]!], byKey)).toEqual([items[0]]);
  });
});

describe("flatMapInSlices", () => {
  it("is flatMap", async () => {
    const items = Array.from({ length: 5_000 }, (_, index) => index);
    const rowsOf = (item: number) => (item % 3 === 0 ? [] : [item, -item]);
    expect(await flatMapInSlices(items, rowsOf)).toEqual(items.flatMap(rowsOf));
  });
});
