// The catalogue search over the demo catalogue and a generated one: what it finds, in which
// order, its facet counts against a brute-force count over the same rows, and its freshness.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { engineOf } from "#db/engine.ts";
import { openDatabase, watchOutsideWrites } from "#db/connection.ts";
import { fillCatalogue } from "#db/seed-catalogue.ts";
import { seedDemoData } from "#db/seed.ts";
import { db } from "#app/db.server.ts";
import {
  readCatalogueSearch,
  searchCatalogue,
  type CatalogueResults,
} from "#app/models/catalogue-search.server.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { categoryValues, shortTools } from "#app/models/catalogue-index.server.ts";
import { taxonomy, filterAttributes, categoryAndChildren } from "#app/models/taxonomy.server.ts";
import { softDeleteTool, updateTool } from "#app/models/tool.server.ts";
import { catalogueQueryInput, catalogueQuerySchema } from "#app/schemas/catalogue-query.ts";
import { catalogueTexts } from "#app/messages.ts";
import { inRange, parseNumberRange } from "#app/utils/number-ranges.ts";

beforeAll(async () => {
  await seedDemoData(db, { adminEmail: "boss@shop.example", adminPassword: "boss-pass" });
  await fillCatalogue(db, 400);
  announcePublicChange("catalogue");
});

async function search(query: string, pageSize = 1_000): Promise<CatalogueResults> {
  const parsed = catalogueQuerySchema.parse(
    catalogueQueryInput(new URL(`http://shop.test/tools?${query}`)),
  );
  const reading = await readCatalogueSearch(parsed);
  if (!reading.ok) throw new Error(reading.message);
  return searchCatalogue(reading.search, pageSize);
}

const skus = async (query: string) => {
  const { tools } = await search(query);
  const rows = await db
    .selectFrom("tools")
    .select(["id", "sku"])
    .where(
      "id",
      "in",
      tools.map((tool) => tool.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.sku]));
  return tools.map((tool) => byId.get(tool.id));
};

describe("what the search finds", () => {
  it("finds batteries by name first, then the kits whose description names them, by stems", async () => {
    const battery = await search("q=battery");
    const names = battery.tools.map((tool) => tool.name);
    const inName = names.filter((name) => /batter/i.test(name));
    expect(inName.length).toBeGreaterThan(2);
    // Name matches come first, then the others (kits and bare tools that mention batteries).
    expect(names.slice(0, inName.length)).toEqual(inName);
    expect(battery.tools.length).toBeGreaterThan(inName.length);
    expect(battery.tools.some((tool) => /batteries/i.test(tool.description))).toBe(true);
    const plural = await search("q=batteries");
    expect(plural.tools.map((tool) => tool.id)).toEqual(battery.tools.map((tool) => tool.id));
  });

  it("finds a tool by its part number and by a specification value", async () => {
    expect((await skus("q=FL-DD18-K2"))[0]).toBe("FL-DD18-K2");
    expect(await skus("q=fl-dd18-b")).toContain("FL-DD18-B");
    const sds = await search("q=SDS-Plus");
    expect(sds.tools.map((tool) => tool.name)).toContain(
      "Forgeline SDS-Plus Rotary Hammer 1-1/8 in",
    );
    const bySpec = await search("q=36 V&category=batteries-chargers");
    expect(bySpec.total).toBeGreaterThan(0);
  });

  it("refuses what the taxonomy does not know, naming it", async () => {
    const reading = async (query: string) => {
      const parsed = catalogueQuerySchema.safeParse(
        catalogueQueryInput(new URL(`http://shop.test/tools?${query}`)),
      );
      if (!parsed.success) return parsed.error.issues[0]!.message;
      const read = await readCatalogueSearch(parsed.data);
      return read.ok ? read.unknownNames : read.message;
    };
    expect(await reading("category=no-such")).toBe(catalogueTexts.unknownCategory);
    expect(await reading("voltage=18 V")).toBe(catalogueTexts.filterNeedsCategory("voltage"));
    expect(await reading("category=hand-tools&voltage=18 V")).toMatch(/has no filter by voltage/);
    expect(await reading("category=drills-drivers&voltage=12 V")).toMatch(/one of/);
    expect(await reading("minPrice=20&maxPrice=10")).toBe(catalogueTexts.priceRange);
    expect(await reading("minPrice=abc")).toBe(catalogueTexts.priceBound("minPrice"));
    expect(await reading("inStock=yes")).toBe(catalogueTexts.inStockFlag);
    expect(await reading("utm_source=mail")).toEqual(["utm_source"]);
    const many = Array.from({ length: 21 }, (_, at) => `weight=${at}`).join("&");
    expect(await reading(`category=drills-drivers&${many}`)).toBe(
      catalogueTexts.tooManyFilters(20),
    );
  });
});

interface Row {
  id: string;
  price: number;
  categoryId: string | null;
  short: boolean;
  specs: Map<string, string>;
}

async function allRows(): Promise<Row[]> {
  const tools = await db
    .selectFrom("tools")
    .select(["id", "price", "categoryId", "available_qyt", "minimum_qyt"])
    .where("deletedAt", "is", null)
    .execute();
  const specs = await db
    .selectFrom("tool_attributes")
    .innerJoin("attributes", "attributes.id", "tool_attributes.attributeId")
    .select(["toolId", "key", "value"])
    .execute();
  const rows = new Map<string, Row>(
    tools.map((tool) => [
      tool.id,
      {
        id: tool.id,
        price: tool.price,
        categoryId: tool.categoryId,
        short: tool.available_qyt < tool.minimum_qyt,
        specs: new Map(),
      },
    ]),
  );
  for (const spec of specs) rows.get(spec.toolId)?.specs.set(spec.key, spec.value);
  return [...rows.values()];
}

describe("facet counts", () => {
  it("match a brute-force count over the same rows, each ignoring its own filter", async () => {
    const rows = await allRows();
    const current = await taxonomy();
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
    const categories = [...current.byId.values()];
    for (let round = 0; round < 25; round++) {
      const category = pick(categories);
      const attributes = filterAttributes(current, category);
      const chosen = new Map<string, string[]>();
      for (const attribute of attributes) {
        if (next() < 0.5) continue;
        const held = [...new Set(rows.flatMap((row) => row.specs.get(attribute.key) ?? []))];
        // A number by a range between two values it holds (issue 47), or by exact values.
        const [low, high] = held
          .map(Number)
          .sort((a, b) => a - b)
          .filter(() => next() < 0.5);
        if (attribute.type === "number" && next() < 0.7 && high !== undefined)
          chosen.set(attribute.key, [next() < 0.3 ? `..${high}` : `${low}..${high}`]);
        else {
          const some = held.filter(() => next() < 0.5);
          if (some.length) chosen.set(attribute.key, some.slice(0, 3));
        }
      }
      /** Whether a tool's value is a chosen one: in a number's range, or equal. */
      const holdsValue = (key: string, value: string | undefined, wanted: string) => {
        const range = current.attributes.get(key)?.type === "number" && parseNumberRange(wanted);
        if (value === undefined) return false;
        return range ? inRange(Number(value), range) : value === wanted;
      };
      const minPrice = next() < 0.5 ? Math.floor(next() * 200) : undefined;
      const inStock = next() < 0.5;
      const q = next() < 0.3 ? pick(["forgeline", "pro", "18v", "kit"]) : "";
      const params = new URLSearchParams({ category: category.slug });
      if (q) params.set("q", q);
      if (minPrice !== undefined) params.set("minPrice", String(minPrice));
      if (inStock) params.set("inStock", "1");
      for (const [key, values] of chosen) for (const value of values) params.append(key, value);
      const answer = await search(params.toString(), 5);
      // The words' matches as the search itself finds them, without any filter.
      const found = new Set(
        q ? (await search(`q=${q}`, 100_000)).tools.map((tool) => tool.id) : [],
      );
      const inCategory = (row: Row, of = category) =>
        categoryAndChildren(of).some((one) => one.id === row.categoryId);
      const holds = (row: Row, ignore?: string) =>
        (!q || found.has(row.id)) &&
        (minPrice === undefined || row.price >= minPrice * 100) &&
        (!inStock || !row.short) &&
        (ignore === "category" || inCategory(row)) &&
        [...chosen].every(
          ([key, values]) =>
            ignore === key || values.some((value) => holdsValue(key, row.specs.get(key), value)),
        );
      expect(answer.total, params.toString()).toBe(rows.filter((row) => holds(row)).length);
      for (const facet of answer.categoryFacet) {
        const of = current.bySlug.get(facet.value)!;
        expect(facet.count).toBe(
          rows.filter((row) => inCategory(row, of) && holds(row, "category")).length,
        );
      }
      for (const { attribute, values } of answer.specFacets)
        for (const value of values)
          expect(value.count, `${params} ${attribute.key}=${value.value}`).toBe(
            rows.filter(
              (row) =>
                holdsValue(attribute.key, row.specs.get(attribute.key), value.value) &&
                holds(row, attribute.key),
            ).length,
          );
    }
  });
});

describe("number attributes by ranges (issue 47)", () => {
  const weights = (answer: CatalogueResults) =>
    answer.specFacets.find((facet) => facet.attribute.key === "weight")!.values;

  it("lists ranges cut over the category's values, holding each tool once", async () => {
    const all = await search("category=power-tools");
    const ranges = weights(all);
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges[0]!.label).toMatch(/^Under [\d.]+ kg$/);
    expect(ranges.at(-1)!.label).toMatch(/^[\d.]+ kg and over$/);
    const weighed = (await allRows()).filter(
      (row) => row.specs.has("weight") && all.tools.some((tool) => tool.id === row.id),
    );
    expect(ranges.reduce((sum, range) => sum + range.count, 0)).toBe(weighed.length);
  });

  it("filters by a chosen range, whose count it matches, and keeps the ranges as filters change", async () => {
    const all = weights(await search("category=power-tools"));
    const range = all.find((value) => value.count > 0)!;
    const chosen = await search(`category=power-tools&weight=${range.value}`);
    expect(chosen.total).toBe(range.count);
    expect(weights(chosen).find((value) => value.value === range.value)).toMatchObject({
      chosen: true,
      count: range.count,
    });
    // Other filters change the counts, never the ranges.
    for (const more of ["inStock=1", "voltage=18 V", "q=forgeline", "maxPrice=100"]) {
      const narrowed = weights(await search(`category=power-tools&weight=${range.value}&${more}`));
      expect(
        narrowed.map((value) => value.value),
        more,
      ).toEqual(all.map((value) => value.value));
      narrowed.forEach((value, at) => expect(value.count).toBeLessThanOrEqual(all[at]!.count));
    }
  });

  it("keeps a range chosen from an older link in its place, and refuses one that is no range", async () => {
    const odd = weights(await search("category=power-tools&weight=0.25..0.75"));
    expect(odd.find((value) => value.value === "0.25..0.75")).toMatchObject({
      label: "0.25–0.75 kg",
      chosen: true,
    });
    const parsed = catalogueQuerySchema.parse(
      catalogueQueryInput(new URL("http://shop.test/tools?category=power-tools&weight=2..1")),
    );
    expect(await readCatalogueSearch(parsed)).toEqual({
      ok: false,
      message: catalogueTexts.numberFilter("Weight", "kg"),
    });
  });
});

describe("in stock", () => {
  it("reads the short tools through the partial index tools_short on either engine", async () => {
    const { sql: text, parameters } = shortTools().compile();
    const plan =
      engineOf(db) === "postgres"
        ? await db.transaction().execute(async (trx) => {
            // The demo catalogue is small enough for a scan: ask whether the index can serve.
            await sql`set local enable_seqscan = off`.execute(trx);
            return sql.raw(`explain ${text}`).execute(trx);
          })
        : await sql.raw(`explain query plan ${text}`).execute(db);
    expect(parameters).toEqual([]);
    expect(JSON.stringify(plan.rows)).toContain("tools_short");
  });
});

describe("freshness", () => {
  it("shows an edit, a delete, a stock change and a new value in the next search", async () => {
    const [tool] = (await search("category=drills-drivers&sort=price", 1)).tools;
    expect(tool).toBeDefined();
    const edited = { ...tool!, name: "Quillwort Drill" };
    const { id: _id, ...input } = edited;
    expect((await updateTool(tool!.id, input, tool!.available_qyt)).status).toBe("updated");
    expect((await search("q=quillwort")).tools.map((one) => one.id)).toEqual([tool!.id]);

    // An order takes the stock without touching the tool's stamp: "in stock" reads it now.
    await db.updateTable("tools").set({ available_qyt: 0 }).where("id", "=", tool!.id).execute();
    expect((await search("q=quillwort&inStock=1")).total).toBe(0);

    // A specification value no tool had before shows as a facet value, and in the values the
    // ranges are cut over (kept per category until the index changes).
    const drills = (await taxonomy()).bySlug.get("drills-drivers")!;
    const cutOver = async () =>
      (await categoryValues(drills.id, new Set([drills.id]), ["weight"])).get("weight")!;
    expect((await cutOver()).has("98.765")).toBe(false);
    const weight = (await taxonomy()).attributes.get("weight")!;
    await db
      .updateTable("tool_attributes")
      .set({ value: "98.765" })
      .where("toolId", "=", tool!.id)
      .where("attributeId", "=", weight.id)
      .execute();
    await db
      .updateTable("tools")
      .set({ updatedAt: new Date().toISOString() })
      .where("id", "=", tool!.id)
      .execute();
    announcePublicChange("catalogue");
    const facets = (await search("category=drills-drivers&weight=98.765")).specFacets;
    const weights = facets.find((facet) => facet.attribute.key === "weight")!.values;
    expect(weights.find((value) => value.value === "98.765")).toMatchObject({ count: 1 });
    expect((await cutOver()).get("98.765")).toBe(1);

    expect(await softDeleteTool(tool!.id)).toBe(true);
    expect((await search("q=quillwort")).total).toBe(0);
  });

  it("shows another connection's write", async () => {
    await watchOutsideWrites(db);
    expect((await search("q=zanthoxylum")).total).toBe(0);
    const [tool] = (await search("sort=name", 1)).tools;
    const other = openDatabase(process.env.DATABASE_URL!, { poolSize: 1 });
    try {
      await other
        .updateTable("tools")
        .set({ name: "Zanthoxylum Saw", updatedAt: new Date().toISOString() })
        .where("id", "=", tool!.id)
        .execute();
    } finally {
      await other.destroy();
    }
    // SQLite sees it at once; PostgreSQL's notification comes within a second.
    await expect
      .poll(async () => (await search("q=zanthoxylum")).total, { timeout: 2_000, interval: 50 })
      .toBe(1);
  });
});
