// GET /api/search: a page of a filtered search with the number of tools behind each value.
import { expect, test } from "./support/test";
import { seedCategories } from "#db/seed-taxonomy.ts";

interface Facet {
  value: string;
  count: number;
}
interface SearchAnswer {
  tools: { _id: string; name: string; price: number }[];
  total: number;
  page: number;
  facets: Record<string, Facet[]> & { category: Facet[] };
}

const countOf = (facets: Facet[], value: string) =>
  facets.find((facet) => facet.value === value)?.count ?? 0;

test("answers tools in the spec's shape with the top categories as facets", async ({ request }) => {
  const response = await request.get("/api/search?q=battery");
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as SearchAnswer;
  expect(answer).toMatchObject({ page: 1, total: expect.any(Number) });
  expect(answer.tools[0]).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    name: expect.stringMatching(/Battery/),
    img: expect.any(String),
    description: expect.any(String),
    price: expect.any(Number),
    minimum_qyt: expect.any(Number),
    available_qyt: expect.any(Number),
    sku: expect.stringMatching(/^FL-/),
    // Its category by slug and its low-stock alert (issue 50).
    category: expect.any(String),
    lowStockThreshold: null,
  });
  expect(answer.facets.category.map((facet) => facet.value)).toEqual(
    seedCategories.map((category) => category.slug),
  );
  const counted = answer.facets.category.reduce((sum, facet) => sum + facet.count, 0);
  expect(counted).toBe(answer.total);
});

test("counts each value without its own filter: 18 V still shows how many 36 V", async ({
  request,
}) => {
  const search = async (query: string) =>
    (await (
      await request.get(`/api/search?category=drills-drivers&${query}`)
    ).json()) as SearchAnswer;
  const all = await search("");
  const eighteen = await search("voltage=18+V");
  const either = await search("voltage=18+V&voltage=36+V");
  expect(eighteen.total).toBe(countOf(all.facets.voltage!, "18 V"));
  expect(eighteen.facets.voltage).toEqual(all.facets.voltage);
  expect(either.total).toBe(
    countOf(all.facets.voltage!, "18 V") + countOf(all.facets.voltage!, "36 V"),
  );
  // Another attribute's counts do follow the voltage chosen.
  const kits = countOf(eighteen.facets["battery-included"]!, "yes");
  expect((await search("voltage=18+V&battery-included=yes")).total).toBe(kits);
  // Siblings to move across, each counted with the voltage kept.
  expect(all.facets.category.map((facet) => facet.value)).toContain("saws");

  const cheap = await search("voltage=18+V&maxPrice=100&inStock=1");
  expect(cheap.tools.every((tool) => tool.price <= 100)).toBe(true);
  // GET /api/tools reads the same filters alike.
  const listed = await (
    await request.get("/api/tools?category=drills-drivers&voltage=18+V&maxPrice=100&inStock=1")
  ).json();
  expect(listed.tools).toEqual(cheap.tools);
});

test("refuses what the catalogue does not have with a 400 that says so", async ({ request }) => {
  for (const [query, message] of [
    ["category=no-such-category", "There is no such category"],
    ["category=drills-drivers&voltag=18+V", "voltag is not a filter of the catalogue"],
    ["voltage=18+V", "Choose a category to filter by voltage"],
    ["category=hand-tools&voltage=18+V", "Hand tools has no filter by voltage"],
    ["category=drills-drivers&voltage=12+V", "Voltage is one of 18 V, 36 V, 120 V"],
    ["minPrice=cheap", "minPrice is a price in dollars, like 18 or 18.50"],
    ["inStock=yes", "inStock is 1 (tools that can be ordered now) or left out"],
    [
      `category=drills-drivers&${Array.from({ length: 21 }, () => "voltage=18+V").join("&")}`,
      "Filter by at most 20 specification values at once",
    ],
  ]) {
    const response = await request.get(`/api/search?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toMatchObject({
      error: "Invalid query",
      fieldErrors: expect.objectContaining({}),
    });
    expect(JSON.stringify(await response.json()), query).toContain(message);
  }
});
