import { beforeEach, describe, expect, it } from "vitest";
import {
  allToolsInBatches,
  getTool,
  listTools,
  newestTools,
  type ToolSummary as Tool,
} from "#app/models/tool.server.ts";
import { loader as toolsApi } from "#app/routes/api.tools.ts";
import { loader as toolApi } from "#app/routes/api.tools.$id.ts";
import { loader as reviewsApi } from "#app/routes/api.reviews.ts";
import { loader as toolsPage } from "#app/routes/tools._index.tsx";
import { loader as toolPage } from "#app/routes/tools.$id.tsx";
import { db } from "#app/db.server.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { getRequest, routeArgs } from "#tests/support/route-args.ts";
import { publicOrigin } from "#app/utils/public-url.server.ts";
import { sharedTexts } from "#app/messages.ts";
import {
  changeTool,
  clearCatalogue,
  insertReview,
  insertTool,
} from "#tests/fixtures/in-process.ts";

beforeEach(clearCatalogue);

/** Text as both databases order it (byte by byte), which localeCompare does not. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("listTools", () => {
  it("pages the catalogue newest first and counts it", async () => {
    for (let index = 1; index <= 5; index++) await insertTool({ name: `Tool ${index}` });
    const first = await listTools({ page: 1, pageSize: 2 });
    expect(first.tools.map((tool) => tool.name)).toEqual(["Tool 5", "Tool 4"]);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 5 });
    const last = await listTools({ page: 3, pageSize: 2 });
    expect(last.tools.map((tool) => tool.name)).toEqual(["Tool 1"]);
    expect((await listTools({ page: 9, pageSize: 2 })).tools).toEqual([]);
  });

  it("gives the newest tools on sale, as many as asked, the catalogue's first page", async () => {
    for (let index = 1; index <= 5; index++) await insertTool({ name: `Tool ${index}` });
    await insertTool({ name: "Retired", deletedAt: new Date().toISOString() });
    const newest = await newestTools(3);
    expect(newest.map((tool) => tool.name)).toEqual(["Tool 5", "Tool 4", "Tool 3"]);
    expect(newest).toEqual((await listTools({ page: 1, pageSize: 3 })).tools);
  });

  it("searches names by words and their beginnings, whole words first, case-insensitively", async () => {
    await insertTool({ name: "Cordless DRILL" });
    await insertTool({ name: "Hammer drill" });
    // "Drilling" is a form of the word drill (its stem); "Drillmaster" only starts with it.
    await insertTool({ name: "Drillmaster guide" });
    await insertTool({ name: "100% Steel Wrench" });
    await insertTool({ name: "1000 Steel Wrench" });
    await insertTool({ name: "Pliers" });
    const drill = await listTools({ search: "drill" });
    expect(drill.total).toBe(3);
    expect(drill.tools.at(-1)?.name).toBe("Drillmaster guide");
    const percent = await listTools({ search: "100%" });
    expect(percent.tools.map((tool) => tool.name)).toEqual([
      "100% Steel Wrench",
      "1000 Steel Wrench",
    ]);
    expect((await listTools({ search: "steel wre" })).total).toBe(2);
    // FTS5's own syntax is read as plain words, never as a query (and never an error).
    const pliers = await listTools({ search: "-pliers" });
    expect(pliers.tools.map((tool) => tool.name)).toEqual(["Pliers"]);
    expect((await listTools({ search: "drill OR pliers" })).total).toBe(0);
    for (const search of ["_", '"', "*", "NEAR(x y)"])
      expect((await listTools({ search })).total).toBe(0);
  });

  it("keeps the search in step with every write: added, renamed, deleted", async () => {
    const tool = await insertTool({ name: "Offset Spanner" });
    expect((await listTools({ search: "spanner" })).total).toBe(1);
    await changeTool(tool.id, { name: "Offset Wrench" });
    expect((await listTools({ search: "spanner" })).total).toBe(0);
    expect((await listTools({ search: "wrench" })).total).toBe(1);
    await changeTool(tool.id, { available_qyt: 3 });
    expect((await listTools({ search: "wrench" })).tools[0]?.available_qyt).toBe(3);
    await changeTool(tool.id, { deletedAt: new Date().toISOString() });
    expect((await listTools({ search: "wrench" })).total).toBe(0);
  });

  it("sorts by newest, price and name, searching or not", async () => {
    await insertTool({ name: "b saw", price: 300 });
    await insertTool({ name: "C saw", price: 100 });
    await insertTool({ name: "a saw", price: 200 });
    const names = async (sort: "newest" | "price" | "name", search = "") =>
      (await listTools({ sort, search })).tools.map((tool) => tool.name);
    expect(await names("newest")).toEqual(["a saw", "C saw", "b saw"]);
    expect(await names("price")).toEqual(["C saw", "a saw", "b saw"]);
    expect(await names("name")).toEqual(["a saw", "b saw", "C saw"]);
    expect(await names("price", "saw")).toEqual(["C saw", "a saw", "b saw"]);
  });

  it("sorts a search by price or name the same on every page, however many tools match", async () => {
    // 30 of 41 tools match "saw" (on SQLite the sort's index is walked, from either end), and 1
    // matches "rasp" (its matches are sorted); prices and names tie, so the id breaks ties.
    const saws = [];
    for (let index = 0; index < 30; index++)
      saws.push(await insertTool({ name: `${"ABC"[index % 3]} saw`, price: 100 * (index % 7) }));
    for (let index = 0; index < 10; index++) await insertTool({ name: `Chisel ${index}` });
    const rasp = await insertTool({ name: "Half-round rasp", price: 5 });
    type Sorted = Pick<Tool, "id" | "name" | "price">;
    const byPrice = (a: Sorted, b: Sorted) => a.price - b.price || compare(a.id, b.id);
    const byName = (a: Sorted, b: Sorted) =>
      compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.id, b.id);
    for (const [sort, order] of [
      ["price", byPrice],
      ["name", byName],
    ] as const) {
      for (const pageSize of [4, 7]) {
        const pages = [];
        for (let page = 1; page <= Math.ceil(30 / pageSize) + 1; page++)
          pages.push(...(await listTools({ search: "saw", sort, page, pageSize })).tools);
        expect(pages.map((tool) => tool.id)).toEqual(saws.sort(order).map((tool) => tool.id));
      }
      const found = await listTools({ search: "rasp", sort, pageSize: 1 });
      expect(found).toMatchObject({ total: 1, tools: [{ id: rasp.id }] });
      expect((await listTools({ search: "rasp", sort, page: 2, pageSize: 1 })).tools).toEqual([]);
    }
  });

  it("keeps a search's orders through renames, new prices, deletions and restores", async () => {
    const older = await insertTool({ name: "Tenon saw", price: 300 });
    const newer = await insertTool({ name: "Coping saw", price: 200 });
    const ids = async (sort: "newest" | "price") =>
      (await listTools({ search: "saw", sort })).tools.map((tool) => tool.id);
    await changeTool(older.id, { name: "Dovetail saw" });
    // A new name is not a new tool: it keeps its place among the newest.
    expect(await ids("newest")).toEqual([newer.id, older.id]);
    expect((await listTools({ search: "tenon" })).total).toBe(0);
    expect(await ids("price")).toEqual([newer.id, older.id]);
    await changeTool(older.id, { price: 100 });
    expect(await ids("price")).toEqual([older.id, newer.id]);
    const retire = (deletedAt: string | null) => changeTool(newer.id, { deletedAt });
    await retire(new Date().toISOString());
    expect(await ids("price")).toEqual([older.id]);
    await retire(null);
    expect(await ids("price")).toEqual([older.id, newer.id]);
    // A row deleted outright (no model does): the count of tools on sale tells the index.
    await db.deleteFrom("tools").where("id", "=", older.id).execute();
    announcePublicChange("catalogue");
    expect(await ids("price")).toEqual([newer.id]);
    expect((await listTools({ search: "dovetail" })).total).toBe(0);
  });

  it("hides deleted tools everywhere in the catalogue", async () => {
    const gone = await insertTool({ name: "Retired saw", deletedAt: new Date().toISOString() });
    await insertTool({ name: "Current saw" });
    expect((await listTools({})).tools.map((tool) => tool.name)).toEqual(["Current saw"]);
    expect((await newestTools(10)).map((tool) => tool.name)).toEqual(["Current saw"]);
    expect(await getTool(gone.id)).toBeUndefined();
  });
});

describe("allToolsInBatches", () => {
  it("reads the whole catalogue newest first, batch after batch, ties included", async () => {
    const same = "2026-06-01T00:00:00.000Z";
    for (let index = 1; index <= 4; index++) await insertTool({ name: `Batch ${index}` });
    for (const name of ["Tie A", "Tie B", "Tie C"]) await insertTool({ name, createdAt: same });
    await insertTool({ name: "Gone", deletedAt: same });
    const batches = [];
    for await (const batch of allToolsInBatches(2)) batches.push(batch.map((tool) => tool.name));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2, 1]);
    expect(batches.flat()).toEqual((await newestTools(100)).map((tool) => tool.name));
    expect(batches.flat()).toHaveLength(7);
  });
});

describe("catalogue pages", () => {
  it("answers 400 for a page, sort or search that cannot be, and names what is wrong", async () => {
    for (const [query, message] of [
      ["page=zero", "page must be a positive whole number"],
      ["sort=cheapest", "sort is one of relevance, newest, price, name"],
      [`q=${"a".repeat(101)}`, sharedTexts.searchTooLong],
    ]) {
      const thrown = await toolsPage(routeArgs(getRequest(`/tools?${query}`))).catch(
        (error) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
      expect(await (thrown as Response).text()).toBe(message);
    }
  });

  it("gives the product page with Product JSON-LD (absolute URLs from PUBLIC_URL, never the Host), and 404 for an unknown id", async () => {
    const tool = await insertTool({
      name: "Bench Vise",
      price: 7900,
      available_qyt: 3,
      minimum_qyt: 5,
    });
    const { jsonLd } = (await toolPage(routeArgs(getRequest(`/tools/${tool.id}`), { id: tool.id })))
      .data;
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "Bench Vise",
      // The request came to http://shop.test; the shop's own address is what it links.
      // Every picture of the gallery, the first the tool's own (issue 39).
      image: [`${publicOrigin}${tool.img}`],
      offers: {
        url: `${publicOrigin}/tools/${tool.id}`,
        price: "79.00",
        priceCurrency: "USD",
        availability: "https://schema.org/OutOfStock",
      },
    });
    const thrown = await toolPage(routeArgs(getRequest("/tools/nope"), { id: "nope" })).catch(
      (error) => error,
    );
    expect((thrown as Response).status).toBe(404);
  });
});

describe("JSON API", () => {
  it("GET /api/tools lists every tool with _id and prices in dollars", async () => {
    const tool = await insertTool({
      name: "Tape",
      price: 1290,
      minimum_qyt: 24,
      available_qyt: 2500,
    });
    const response = await toolsApi(routeArgs(getRequest("/api/tools")));
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual([
      {
        _id: tool.id,
        name: "Tape",
        img: tool.img,
        description: tool.description,
        price: 12.9,
        minimum_qyt: 24,
        available_qyt: 2500,
        sku: tool.sku,
        category: null,
        lowStockThreshold: null,
      },
    ]);
  });

  it("GET /api/tools?page= answers one page with its counts, and 400 for a bad page", async () => {
    for (let index = 0; index < 30; index++) await insertTool({ name: `Item ${index}` });
    const page = await (await toolsApi(routeArgs(getRequest("/api/tools?page=2")))).json();
    expect(page).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(page.tools).toHaveLength(6);
    const bad = await toolsApi(routeArgs(getRequest("/api/tools?page=-1")));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: "Invalid query",
      fieldErrors: { page: [expect.any(String)] },
    });
  });

  it("GET /api/tools/:id answers the tool, or 404 JSON", async () => {
    const tool = await insertTool({ price: 1850 });
    expect(
      await (await toolApi(routeArgs(getRequest(`/api/tools/${tool.id}`), { id: tool.id }))).json(),
    ).toMatchObject({
      _id: tool.id,
      price: 18.5,
    });
    const missing = await toolApi(routeArgs(getRequest("/api/tools/x"), { id: "x" }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Tool not found" });
  });

  it("GET /api/reviews answers newest first", async () => {
    await insertReview({ name: "Older" });
    await insertReview({ name: "Newer", rating: 2 });
    const reviews = await (await reviewsApi()).json();
    expect(reviews.map((review: { name: string }) => review.name)).toEqual(["Newer", "Older"]);
    expect(reviews[0]).toMatchObject({
      _id: expect.any(String),
      rating: 2,
      company: "Test Co",
      img: null,
    });
  });

  it("never shows a deleted tool through the API", async () => {
    const tool = await insertTool();
    await changeTool(tool.id, { deletedAt: new Date().toISOString() });
    expect(
      (await toolApi(routeArgs(getRequest(`/api/tools/${tool.id}`), { id: tool.id }))).status,
    ).toBe(404);
  });
});
