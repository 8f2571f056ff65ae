// The catalogue filters a number attribute (weight, torque, pieces) by ranges (issue 47): tools
// seldom share an exact weight, so a list of exact values is as long as the category and says
// little. A range is half open, from `min` (included) up to `max` (left out), so the ranges of a
// facet never overlap and every tool is in exactly one; the first and the last are open ("Under
// 1.5 kg", "2 kg and over"), so a tool added later still falls in one. In a query a range reads
// `1.5..2`, `..1.5` or `2..`: the attribute's key stays the parameter, as for any other value.

/** From `min` (included) up to `max` (left out); an end left out is open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** A bound as stored values are: at most 3 decimals, no sign, below a billion. */
const BOUND = "\\d{1,9}(?:\\.\\d{1,3})?";
const RANGE = new RegExp(`^(${BOUND})?\\.\\.(${BOUND})?$`);

/** A range as a query's value: "1.5..2", "..1.5", "2..". */
export function rangeText({ min, max }: NumberRange): string {
  return `${min === undefined ? "" : String(min)}..${max === undefined ? "" : String(max)}`;
}

/** The range a query's value names, or null when it names none (or an empty one, like "5..2"). */
export function parseNumberRange(text: string): NumberRange | null {
  const match = RANGE.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: NumberRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min >= range.max) return null;
  return range;
}

export function inRange(value: number, { min, max }: NumberRange): boolean {
  return (min === undefined || value >= min) && (max === undefined || value < max);
}

const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 3 });

/** A range as people read it: "Under 1.5 kg", "1.5–2 kg", "2 kg and over". */
export function rangeLabel({ min, max }: NumberRange, unit: string | null): string {
  const of = (text: string) => (unit ? `${text} ${unit}` : text);
  if (min === undefined) return `Under ${of(number(max!))}`;
  if (max === undefined) return `${of(number(min))} and over`;
  return of(`${number(min)}–${number(max)}`);
}

/**
 * Steps of round numbers, largest first, in thousandths (the stored values' finest): 5, 2 and 1
 * times a power of 10, from 5 billion down to 0.001.
 */
const STEPS = Array.from({ length: 13 }, (_, at) =>
  [5, 2, 1].map((unit) => unit * 10 ** (12 - at)),
).flat();

/** The roundest number in (low, high], both in thousandths: where two ranges meet. */
function roundestBetween(low: number, high: number): number {
  for (const step of STEPS) {
    const next = (Math.floor(low / step) + 1) * step;
    if (next <= high) return next;
  }
  return high;
}

/** How many digits a number in thousandths needs (2 for 1.5, 1 for 2 and for 200): fewer reads rounder. */
function digits(thousandths: number): number {
  let kept = thousandths;
  while (kept >= 10 && kept % 10 === 0) kept /= 10;
  return String(kept).length;
}

/**
 * At most `most` ranges over the values a facet counts (stored value -> tools), each ending at a
 * round number between two values, cut near where the tools divide evenly: a facet of a
 * category's weights reads "Under 1.5 kg", "1.5–2 kg", "2 kg and over". Of the places to cut
 * within half a range's share of tools from the even one, the roundest end wins ("2 kg" rather
 * than "2.3 kg"), and a few tools make fewer ranges. A single value gets one closed range of round ends around it ("1–2 kg"); no
 * values, no ranges.
 */
export function rangesOf(counts: ReadonlyMap<string, number>, most = 5): NumberRange[] {
  // In thousandths: stored values have at most 3 decimals, so these are whole numbers.
  const values = [...counts]
    .map(([value, count]) => ({ at: Math.round(Number(value) * 1000), count }))
    .filter(({ at, count }) => Number.isFinite(at) && count > 0)
    .sort((a, b) => a.at - b.at);
  if (!values.length) return [];
  if (values.length === 1) {
    const at = values[0]!.at;
    const step = STEPS.find((candidate) => candidate <= at) ?? 1000;
    const min = Math.floor(at / step) * step;
    return [{ min: min / 1000, max: (min + step) / 1000 }];
  }
  const total = values.reduce((sum, { count }) => sum + count, 0);
  // A few tools in a range at least: a dozen tools get four ranges, not five of two or three.
  const parts = Math.min(most, values.length, Math.max(2, Math.round(total / 3)));
  const slack = total / parts / 2;
  // A cut after value `gap` ends a range at the roundest number before the next value, with the
  // tools up to and including that value below it.
  let running = 0;
  const gaps = values.slice(0, -1).map(({ at, count }, gap) => ({
    end: roundestBetween(at, values[gap + 1]!.at),
    below: (running += count),
  }));
  const cuts: number[] = [];
  for (let part = 1; part < parts; part++) {
    const target = (total * part) / parts;
    // After the last cut, leaving a gap for each cut still to make.
    const first = (cuts.at(-1) ?? -1) + 1;
    const candidates = gaps
      .map((gap, index) => ({ ...gap, index, off: Math.abs(gap.below - target) }))
      .slice(first, gaps.length - (parts - 1 - part));
    const nearest = Math.min(...candidates.map(({ off }) => off));
    const [best] = candidates
      .filter(({ off }) => off <= nearest + slack)
      .sort((a, b) => digits(a.end) - digits(b.end) || a.off - b.off);
    cuts.push(best!.index);
  }
  const ends = cuts.map((gap) => gaps[gap]!.end / 1000);
  return [
    { max: ends[0]! },
    ...ends.slice(1).map((max, at) => ({ min: ends[at]!, max })),
    { min: ends.at(-1)! },
  ];
}
