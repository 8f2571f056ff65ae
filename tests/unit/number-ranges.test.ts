import { describe, expect, it } from "vitest";
import {
  inRange,
  parseNumberRange,
  rangeLabel,
  rangesOf,
  rangeText,
  type NumberRange,
} from "#app/utils/number-ranges.ts";

// The ranges a number attribute filters by (issue 47): read from and written to a query, said in
// words, and cut over a category's values at round numbers.

const counts = (values: Record<string, number>) => new Map(Object.entries(values));
const labels = (ranges: NumberRange[], unit: string | null = "kg") =>
  ranges.map((range) => rangeLabel(range, unit));

describe("a range in a query", () => {
  it("reads both ends, one end, and writes the same text back", () => {
    for (const [text, range] of [
      ["1.5..2", { min: 1.5, max: 2 }],
      ["..0.25", { max: 0.25 }],
      ["100..", { min: 100 }],
      [" 1.50..2.0 ", { min: 1.5, max: 2 }],
    ] as const) {
      expect(parseNumberRange(text), text).toEqual(range);
      expect(parseNumberRange(rangeText(range))).toEqual(range);
    }
    expect(rangeText({ min: 1.5, max: 2 })).toBe("1.5..2");
  });

  it("is no range when empty, upside down, signed or not a number", () => {
    for (const text of ["..", "2..2", "5..1", "-1..2", "1..2..3", "a..b", "1.2345..2", "1.5"])
      expect(parseNumberRange(text), text).toBeNull();
  });

  it("holds its lower end and not its upper one", () => {
    expect(inRange(1.5, { min: 1.5, max: 2 })).toBe(true);
    expect(inRange(2, { min: 1.5, max: 2 })).toBe(false);
    expect(inRange(0, { max: 2 })).toBe(true);
    expect(inRange(1e9, { min: 2 })).toBe(true);
  });

  it("reads as people say it, with the unit once", () => {
    expect(labels([{ max: 1.5 }, { min: 1.5, max: 2 }, { min: 2 }])).toEqual([
      "Under 1.5 kg",
      "1.5–2 kg",
      "2 kg and over",
    ]);
    expect(labels([{ min: 1000, max: 2500 }], null)).toEqual(["1,000–2,500"]);
  });
});

describe("the ranges of a facet", () => {
  it("end at round numbers between values, the open ends first and last", () => {
    // The demo's power tools: 12 of them, so four ranges.
    const weights = counts({
      "0.7": 1,
      "1.2": 1,
      "1.3": 1,
      "1.4": 1,
      "1.6": 2,
      "2.2": 1,
      "2.3": 1,
      "2.4": 1,
      "3.4": 1,
      "4.1": 1,
      "9.5": 1,
    });
    expect(labels(rangesOf(weights))).toEqual([
      "Under 1.4 kg",
      "1.4–2 kg",
      "2–3 kg",
      "3 kg and over",
    ]);
    expect(labels(rangesOf(counts({ "65": 2, "110": 1, "205": 1 })), "Nm")).toEqual([
      "Under 100 Nm",
      "100 Nm and over",
    ]);
  });

  it("hold every value exactly once, however many there are", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let round = 0; round < 50; round++) {
      const values = new Map<string, number>();
      const size = 1 + Math.floor(next() * 60);
      for (let at = 0; at < size; at++) {
        const value = String(Number((next() ** 2 * 500).toFixed(Math.floor(next() * 4))));
        values.set(value, (values.get(value) ?? 0) + 1 + Math.floor(next() * 3));
      }
      const ranges = rangesOf(values);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.length).toBeLessThanOrEqual(5);
      for (const [value, count] of values) {
        const holding = ranges.filter((range) => inRange(Number(value), range));
        expect(holding, `${value} in ${ranges.map(rangeText).join(" ")}`).toHaveLength(1);
        expect(count).toBeGreaterThan(0);
      }
      // Ends rise, and none is finer than the values (thousandths).
      const ends = ranges.flatMap((range) => (range.max === undefined ? [] : [range.max]));
      expect([...ends].sort((a, b) => a - b)).toEqual(ends);
      for (const end of ends) expect(Math.round(end * 1000) / 1000).toBe(end);
    }
  });

  it("gives one value a closed range around it, and no values none", () => {
    expect(labels(rangesOf(counts({ "1.6": 3 })))).toEqual(["1–2 kg"]);
    expect(labels(rangesOf(counts({ "65": 1 })), "Nm")).toEqual(["50–100 Nm"]);
    expect(rangesOf(counts({}))).toEqual([]);
  });
});
