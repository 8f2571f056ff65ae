// The rate-limit counters several app instances share (in the database): each instance has
// its own store object, and they count together.
import { describe, expect, it } from "vitest";
import type { Options } from "express-rate-limit";
import { DatabaseStore } from "../../server/rate-limit";
import { later } from "#tests/support/clock.ts";

function instance(windowMs = 60_000) {
  const store = new DatabaseStore("test:");
  store.init({ windowMs } as Options);
  return store;
}

describe("the shared rate-limit store", () => {
  it("counts one client's hits on every instance together, and other clients apart", async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).increment("10.0.0.1")));
    expect((await a.increment("10.0.0.1")).totalHits).toBe(11);
    expect((await b.get("10.0.0.1"))?.totalHits).toBe(11);
    expect((await b.increment("10.0.0.2")).totalHits).toBe(1);
  });

  it("gives back a hit, forgets a client, and starts again when the window ends", async () => {
    const store = instance(40);
    await store.increment("10.0.0.3");
    await store.increment("10.0.0.3");
    await store.decrement("10.0.0.3");
    expect((await store.get("10.0.0.3"))?.totalHits).toBe(1);
    await store.resetKey("10.0.0.3");
    expect(await store.get("10.0.0.3")).toBeUndefined();
    const first = await store.increment("10.0.0.3");
    // The window's end is what is tested: the clock is moved past it instead of waited out.
    const next = await later(60, () => store.increment("10.0.0.3"));
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBeGreaterThan(first.resetTime!.getTime());
  });
});
