// A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
// generated test is the same test on every run and a failure can be replayed.
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number) =>
    min + Math.floor(next() * (maxInclusive - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (!items.length) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability) => next() < probability,
  };
}
