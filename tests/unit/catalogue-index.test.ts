import { describe, expect, it } from "vitest";
import { CatalogueIndex, type IndexedTool } from "#app/utils/catalogue-index.ts";
import { inRange, type NumberRange } from "#app/utils/number-ranges.ts";
import { searchWords, textTerms, wordStem } from "#app/utils/search-words.ts";

let clock = 0;
function tool(overrides: Partial<IndexedTool> & { name: string }): IndexedTool {
  clock++;
  return {
    id: `t${String(clock).padStart(4, "0")}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString(),
    price: 1000,
    categoryId: null,
    texts: [],
    specs: {},
    ...overrides,
  };
}

const page = { sort: "relevance" as const, offset: 0, limit: 50 };

describe("search words", () => {
  it("cuts text into lower-case words and stems them", () => {
    expect(searchWords('18 V Cordless DRILL-Driver, 1/2"')).toEqual([
      "18",
      "v",
      "cordless",
      "drill",
      "driver",
      "1",
      "2",
    ]);
    expect(searchWords("—")).toBeNull();
    expect(wordStem("batteries")).toBe(wordStem("battery"));
    expect(wordStem("chargers")).toBe("charger");
    expect(wordStem("dd18")).toBe("dd18");
    expect(textTerms("Batteries")).toEqual(["batteries", "batteri"]);
  });
});

describe("CatalogueIndex", () => {
  it("finds a word in the name, a plural by its stem, and text elsewhere after the names", () => {
    const battery = tool({ name: "18 V Battery 5 Ah" });
    const kit = tool({ name: "Drill driver kit", texts: ["With two batteries and a charger"] });
    const charger = tool({ name: "Battery charger" });
    const index = new CatalogueIndex([], [battery, kit, charger]);
    const ids = (words: string[]) => index.search({ ...page, words }).ids;
    expect(ids(["battery"])).toEqual([charger.id, battery.id, kit.id]);
    expect(ids(["batteries"])).toEqual([charger.id, battery.id, kit.id]);
    // A word's start matches after whole words.
    expect(ids(["batt"])).toEqual([charger.id, battery.id, kit.id]);
    expect(ids(["drill", "batteries"])).toEqual([kit.id]);
    expect(ids(["nothing"])).toEqual([]);
  });

  it("ranks whole name words, then starts of them, then other fields, each newest first", () => {
    const elsewhere = tool({ name: "Level", texts: ["For the saw bench"] });
    const start = tool({ name: "Sawhorse" });
    const oldWhole = tool({ name: "Tenon saw" });
    const newWhole = tool({ name: "Coping saw" });
    const index = new CatalogueIndex([], [elsewhere, start, oldWhole, newWhole]);
    expect(index.search({ ...page, words: ["saw"] }).ids).toEqual([
      newWhole.id,
      oldWhole.id,
      start.id,
      elsewhere.id,
    ]);
    const pageTwo = index.search({ ...page, words: ["saw"], offset: 1, limit: 2 });
    expect(pageTwo).toMatchObject({ ids: [oldWhole.id, start.id], total: 4 });
  });

  it("sorts by newest, price and name (ties by id) and follows puts and removals", () => {
    const a = tool({ name: "b saw", price: 300 });
    const b = tool({ name: "C saw", price: 100 });
    const c = tool({ name: "a saw", price: 300 });
    const index = new CatalogueIndex([], [a, b, c]);
    const ids = (sort: "newest" | "price" | "name") => index.search({ ...page, sort }).ids;
    expect(ids("newest")).toEqual([c.id, b.id, a.id]);
    expect(ids("price")).toEqual([b.id, a.id, c.id]);
    expect(ids("name")).toEqual([c.id, a.id, b.id]);
    const version = index.version;
    index.put({ ...a, name: "Zed", price: 50 });
    expect(index.version).toBeGreaterThan(version);
    expect(ids("price")).toEqual([a.id, b.id, c.id]);
    expect(ids("name")).toEqual([c.id, b.id, a.id]);
    expect(index.search({ ...page, words: ["b"] }).ids).toEqual([]);
    index.remove(b.id);
    expect(ids("newest")).toEqual([c.id, a.id]);
    expect(index.size).toBe(2);
    expect(index.wasted).toBeGreaterThan(0);
  });

  it("counts each facet value ignoring its own filter, as a brute-force count does", () => {
    const voltages = ["18 V", "36 V", "120 V"];
    const weights = ["0.5", "1", "1.5", "2.25", "3", "7"];
    const categories = ["drills", "saws", "batteries"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
    const tools = Array.from({ length: 400 }, (_, at) =>
      tool({
        name: `${pick(["Drill", "Saw", "Battery", "Grinder"])} ${at}`,
        price: Math.floor(next() * 500) * 100,
        categoryId: pick(categories),
        specs: {
          ...(next() < 0.8 ? { voltage: pick(voltages) } : {}),
          ...(next() < 0.6 ? { cordless: pick(["yes", "no"]) } : {}),
          ...(next() < 0.7 ? { weight: pick(weights) } : {}),
        },
      }),
    );
    const index = new CatalogueIndex(["voltage", "cordless", "weight"], tools);
    for (let round = 0; round < 60; round++) {
      const words = next() < 0.3 ? [pick(["drill", "saw", "batt", "1"])] : undefined;
      const kept = (values: string[]) => new Set(values.filter(() => next() < 0.5));
      const categoryFilter = next() < 0.5 ? kept(categories) : undefined;
      const specs = new Map<string, Set<string>>();
      if (next() < 0.6) specs.set("voltage", kept(voltages));
      if (next() < 0.4) specs.set("cordless", kept(["yes", "no"]));
      // A number by ranges (issue 47), alone or with exact values: any of them holds.
      const specRanges = new Map<string, NumberRange[]>();
      if (next() < 0.5)
        specRanges.set("weight", pick([[{ min: 1, max: 3 }], [{ max: 1 }, { min: 3 }]]));
      if (next() < 0.2) specs.set("weight", kept(weights));
      const minPrice = next() < 0.4 ? 10_000 : undefined;
      const excluded = new Set(tools.filter(() => next() < 0.1).map((one) => one.id));
      const answer = index.search({
        ...page,
        sort: "price",
        words,
        categories: categoryFilter,
        minPrice,
        excluded,
        specs,
        specRanges,
        categoryFacet: categories.map((value) => ({ value, categories: [value] })),
        specFacets: ["voltage", "cordless", "weight"],
      });
      const holds = (candidate: IndexedTool, ignore?: string) =>
        (!words ||
          words.every((word) =>
            searchWords(candidate.name)!.some((part) => part.startsWith(word)),
          )) &&
        (minPrice === undefined || candidate.price >= minPrice) &&
        !excluded.has(candidate.id) &&
        (ignore === "category" || !categoryFilter || categoryFilter.has(candidate.categoryId!)) &&
        ["voltage", "cordless", "weight"].every((key) => {
          if (ignore === key || (!specs.has(key) && !specRanges.has(key))) return true;
          const value = candidate.specs[key];
          if (value === undefined) return false;
          const ranges = specRanges.get(key) ?? [];
          return (
            !!specs.get(key)?.has(value) || ranges.some((range) => inRange(Number(value), range))
          );
        });
      expect(answer.total).toBe(tools.filter((candidate) => holds(candidate)).length);
      expect(answer.categoryCounts).toEqual(
        categories.map(
          (value) =>
            tools.filter((one) => one.categoryId === value && holds(one, "category")).length,
        ),
      );
      for (const key of ["voltage", "cordless", "weight"]) {
        const counted = new Map<string, number>();
        for (const one of tools)
          if (one.specs[key] && holds(one, key))
            counted.set(one.specs[key], (counted.get(one.specs[key]) ?? 0) + 1);
        expect(Object.fromEntries(answer.specCounts.get(key)!)).toEqual(
          Object.fromEntries(counted),
        );
      }
    }
  });
});
