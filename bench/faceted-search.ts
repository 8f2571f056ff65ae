// npm run bench's faceted searches: believable filtered searches with their facets (category,
// specification values, price, in stock; with and without words, broad and narrow) through GET
// /api/search at concurrency 1 on a catalogue of 100,000 tools, and the same searches in the
// model alone. Each request differs from the last by a cent of its price bound, so none is
// answered from the page cache: what is timed is the search. Run alone on a seeded database
// with `npx tsx bench/faceted-search.ts <file.db>` (it prints its rows and writes nothing).
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { startShop } from "#tests/e2e/support/shop-server.ts";
import { median } from "./median";

type Row = (what: string, value: string | number, note?: string) => void;

/** Searches a contractor would make; every one also names a price bound (varied per request). */
export const FACETED_SEARCHES = [
  "category=drills-drivers&voltage=18+V&inStock=1&maxPrice=300",
  "category=drills-drivers&voltage=18+V&voltage=36+V&battery-included=yes&chuck-size=1%2F2+in&maxPrice=400",
  "category=power-tools&q=drill&minPrice=50",
  "category=power-tools&power-source=Cordless&brushless=yes&inStock=1&maxPrice=500",
  "category=batteries&capacity=5&capacity=6&inStock=1&maxPrice=250",
  "category=hand-tools&material=Forged+steel&maxPrice=80",
  "category=accessories&q=bit&sort=price&minPrice=1",
  "q=battery&inStock=1&maxPrice=1000",
  "q=forgeline+pro+kit&category=drills-drivers&sort=price&maxPrice=900",
  "category=saws&q=circular+saw&inStock=1&minPrice=10",
];

const ROUNDS = 5;

/** The search with its price bound moved by `cents`: a new page-cache key, the same search. */
function varied(search: string, cents: number): string {
  return search.replace(/(minPrice|maxPrice)=(\d+)/, (_, name: string, dollars: string) => {
    const moved =
      name === "maxPrice" ? Number(dollars) - cents / 100 : Number(dollars) + cents / 100;
    return `${name}=${moved.toFixed(2)}`;
  });
}

/** The median time of the searches through /api/search, then in the model, on `file`. */
export async function facetedSearches(file: string, row: Row): Promise<void> {
  const shop = await startShop(file, { WRITE_RATE_LIMIT: "100000000" });
  try {
    const base = `${shop.baseUrl}/api/search?`;
    let started = performance.now();
    const first = await fetch(base + FACETED_SEARCHES[0]);
    if (!first.ok) throw new Error(`GET /api/search answered ${first.status}`);
    await first.arrayBuffer();
    const buildMs = performance.now() - started;
    const samples: number[] = [];
    for (let round = 1; round <= ROUNDS + 1; round++)
      for (const search of FACETED_SEARCHES) {
        started = performance.now();
        const response = await fetch(base + varied(search, round));
        if (!response.ok) throw new Error(`${search}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        // The first round warms the paths, not counted.
        if (round > 1) samples.push(performance.now() - started);
      }
    row(
      "faceted search at 100000 tools, GET /api/search median ms",
      median(samples).toFixed(1),
      `${FACETED_SEARCHES.length} searches × ${ROUNDS}, concurrency 1, none cached; the first (building the catalogue index) ${buildMs.toFixed(0)} ms`,
    );
  } finally {
    await shop.stop();
  }
  await modelTimes(file, row);
}

/** The same searches through the model in this process (no HTTP, no JSON). */
async function modelTimes(file: string, row: Row) {
  process.env.DATABASE_URL = file;
  const { readCatalogueRequest } =
    await import("#app/routes/+catalogue/catalogue-request.server.ts");
  const { searchCatalogue } = await import("#app/models/catalogue-search.server.ts");
  const search = async (query: string) => {
    const reading = await readCatalogueRequest(new Request(`http://bench/tools?${query}`), {
      strict: true,
    });
    if (!reading.ok) throw new Error(`${query}: ${reading.message}`);
    return searchCatalogue(reading.search);
  };
  // What the index keeps, not the garbage its build left: the heap after a collection.
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  let started = performance.now();
  await search(FACETED_SEARCHES[0]!);
  const buildMs = performance.now() - started;
  collect();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const samples: number[] = [];
  for (let round = 1; round <= ROUNDS + 1; round++)
    for (const query of FACETED_SEARCHES) {
      started = performance.now();
      await search(query);
      if (round > 1) samples.push(performance.now() - started);
    }
  row(
    "faceted search at 100000 tools, model median ms",
    median(samples).toFixed(1),
    `index built in ${buildMs.toFixed(0)} ms, heap +${heapMb.toFixed(0)} MB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npx tsx bench/faceted-search.ts <database seeded with --tools 100000>");
    process.exit(2);
  }
  await facetedSearches(file, (what, value, note = "") => console.log(`${what}: ${value} ${note}`));
  process.exit(0);
}
