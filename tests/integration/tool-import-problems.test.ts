// The bulk import names every problem at once (issue 47): every row and column that is wrong,
// each as row, column, value and problem; part numbers twice in the file or held in the shop;
// categories by name or slug; a blank picture; and, for a right file, the tools it will create
// and those it will change (old → new).
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#db/seed.ts";
import { db } from "#app/db.server.ts";
import { skuTexts, toolImportTexts } from "#app/messages.ts";
import { addCategory } from "#app/models/category.server.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { runToolImport } from "#app/routes/+dashboard/tool-import.server.ts";
import { DOLLARS, REQUIRED } from "#app/schemas/fields.ts";
import {
  DEFAULT_TOOL_PICTURE,
  MAX_PROBLEMS_KEPT,
  TOOL_CSV_COLUMNS,
  VALUE_SHOWN,
} from "#app/schemas/tool-import.ts";
import { MINIMUM_ABOVE_STOCK } from "#app/schemas/tool.ts";

beforeAll(async () => {
  await seedDemoData(db, { adminEmail: "boss@shop.example", adminPassword: "boss-pass" });
  announcePublicChange("catalogue");
});

const HEADER: string[] = [...TOOL_CSV_COLUMNS];

const csvOf = (rows: string[][]) =>
  rows
    .map((row) =>
      row
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(","),
    )
    .join("\n") + "\n";

const line = (cells: Partial<Record<(typeof TOOL_CSV_COLUMNS)[number], string>>) => [
  cells.id ?? "",
  cells.sku ?? "",
  cells.name ?? "Forgeline Problem Clamp",
  cells.description ?? "A clamp for tests.",
  cells.price ?? "19.50",
  cells.minimum_qyt ?? "1",
  cells.available_qyt ?? "10",
  cells.category ?? "",
  cells.img ?? "/images/tools/bench-vise.svg",
  cells.pictures ?? "",
];

const check = (rows: string[][]) => runToolImport(csvOf(rows), { dryRun: true });
const importNow = (rows: string[][]) => runToolImport(csvOf(rows), { dryRun: false });

const toolBySku = (sku: string) =>
  db.selectFrom("tools").selectAll().where("sku", "=", sku).executeTakeFirstOrThrow();

/** A tool's row as a file that changes nothing about it would give it. */
async function lineOfTool(sku: string, cells: Parameters<typeof line>[0] = {}) {
  const tool = await toolBySku(sku);
  const category = tool.categoryId
    ? await db
        .selectFrom("categories")
        .select("slug")
        .where("id", "=", tool.categoryId)
        .executeTakeFirstOrThrow()
    : null;
  const further = await db
    .selectFrom("tool_images")
    .select("url")
    .where("toolId", "=", tool.id)
    .where("position", ">", 0)
    .orderBy("position")
    .execute();
  return {
    tool,
    cells: line({
      id: tool.id,
      sku: tool.sku!,
      name: tool.name,
      description: tool.description,
      price: (tool.price / 100).toFixed(2),
      minimum_qyt: String(tool.minimum_qyt),
      available_qyt: String(tool.available_qyt),
      category: category?.slug ?? "",
      img: tool.img,
      pictures: further.map((picture) => picture.url).join("|"),
      ...cells,
    }),
  };
}

describe("every problem of a file at once", () => {
  it("names every wrong cell of a row, in the row's column order, with its value", async () => {
    const result = await check([
      HEADER,
      line({ sku: "FL-PR-OK" }),
      line({
        sku: "FL PR 1",
        name: "",
        price: "0",
        minimum_qyt: "2.5",
        available_qyt: "many",
        category: "no-such-kind",
        img: "https://elsewhere.example/clamp.png",
      }),
      line({ sku: "FL-PR-2", price: "100001", minimum_qyt: "0", available_qyt: "1000001" }),
      line({ sku: "FL-PR-3", minimum_qyt: "20", available_qyt: "5", price: "1.999" }),
    ]);
    expect(result.problems).toEqual([
      { row: 3, column: "sku", value: "FL PR 1", problem: skuTexts.format },
      { row: 3, column: "name", value: "", problem: REQUIRED },
      { row: 3, column: "price", value: "0", problem: "Enter at least $0.01" },
      { row: 3, column: "minimum_qyt", value: "2.5", problem: "Enter a whole number" },
      { row: 3, column: "available_qyt", value: "many", problem: "Enter a whole number" },
      {
        row: 3,
        column: "category",
        value: "no-such-kind",
        problem: toolImportTexts.unknownCategory,
      },
      {
        row: 3,
        column: "img",
        value: "https://elsewhere.example/clamp.png",
        problem: toolImportTexts.remotePicture,
      },
      { row: 4, column: "price", value: "100001", problem: "Enter at most $100,000" },
      { row: 4, column: "minimum_qyt", value: "0", problem: "Enter at least 1" },
      { row: 4, column: "available_qyt", value: "1000001", problem: "Enter at most 1,000,000" },
      { row: 5, column: "price", value: "1.999", problem: DOLLARS },
      // The minimum is checked against the stock although the price is wrong too.
      { row: 5, column: "minimum_qyt", value: "20", problem: MINIMUM_ABOVE_STOCK },
    ]);
    expect(result).toMatchObject({ problemCount: 12, created: 0, toCreate: [] });
  });

  it("checks the rows of a file whose header is wrong, in the columns it has right", async () => {
    const header = ["sku", "name", "description", "prise", "minimum_qyt", "available_qyt", ""];
    const result = await check([
      header,
      ["FL-HD-1", "Header clamp", "A clamp.", "9.50", "1", "5", ""],
      ["FL-HD-2", "Header clamp", "A clamp.", "9.50", "9", "5", ""],
    ]);
    expect(result.problems).toEqual([
      { row: 1, column: "prise", value: "prise", problem: toolImportTexts.unknownColumn("prise") },
      { row: 1, column: "", value: "", problem: toolImportTexts.blankColumn(7) },
      { row: 1, column: "price", value: "", problem: toolImportTexts.missingColumn },
      // The missing price is the header's problem, not every row's.
      { row: 3, column: "minimum_qyt", value: "9", problem: MINIMUM_ABOVE_STOCK },
    ]);
  });

  it("names a row of the wrong number of cells once, and goes on with the next", async () => {
    const result = await check([
      HEADER,
      line({ sku: "FL-CC-1" }).slice(0, 8),
      line({ sku: "FL-CC-2", price: "free" }),
    ]);
    expect(result.problems).toEqual([
      { row: 2, column: "", value: "", problem: toolImportTexts.cellCount(8, 10) },
      { row: 3, column: "price", value: "free", problem: DOLLARS },
    ]);
  });

  it("cuts a long value for display and keeps the first problems of a huge file, counting all", async () => {
    const long = "x".repeat(300);
    const rows = [HEADER, line({ name: long })];
    for (let index = 0; index < MAX_PROBLEMS_KEPT; index++)
      rows.push(line({ price: "cheap", available_qyt: "lots" }));
    const result = await check(rows);
    expect(result.problems[0]).toEqual({
      row: 2,
      column: "name",
      value: `${"x".repeat(VALUE_SHOWN)}…`,
      problem: expect.stringMatching(/^Use at most/),
    });
    expect(result.problems).toHaveLength(MAX_PROBLEMS_KEPT);
    expect(result.problemCount).toBe(1 + 2 * MAX_PROBLEMS_KEPT);
    // The first, by row: rows 3 to 501 with both of their problems.
    expect(result.problems.at(-1)).toMatchObject({ row: 2 + MAX_PROBLEMS_KEPT / 2 });
  });
});

describe("part numbers twice in the file or held in the shop", () => {
  it("names each later row of a part number (in any case) with the first row", async () => {
    const result = await check([
      HEADER,
      line({ sku: "fl-dup-1" }),
      line({ sku: "FL-DUP-1" }),
      line({ sku: "FL-DUP-2" }),
      line({ sku: "Fl-Dup-1", price: "x" }),
    ]);
    expect(result.problems).toEqual([
      { row: 3, column: "sku", value: "FL-DUP-1", problem: toolImportTexts.skuTwice(2) },
      { row: 5, column: "sku", value: "Fl-Dup-1", problem: toolImportTexts.skuTwice(2) },
      { row: 5, column: "price", value: "x", problem: DOLLARS },
    ]);
  });

  it("refuses a new tool's part number that a tool of the shop has, deleted ones too, naming it", async () => {
    const drill = await toolBySku("FL-DD18-K2");
    const gone = await toolBySku("FL-DD18-B");
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    const result = await check([
      HEADER,
      // In lower case and with a wrong price: the clash is named beside the price.
      line({ sku: "fl-dd18-k2", price: "-1" }),
      line({ sku: "FL-DD18-B" }),
    ]);
    expect(result.problems).toEqual([
      {
        row: 2,
        column: "sku",
        value: "fl-dd18-k2",
        problem: toolImportTexts.skuTaken(drill.name),
      },
      { row: 2, column: "price", value: "-1", problem: DOLLARS },
      {
        row: 3,
        column: "sku",
        value: "FL-DD18-B",
        problem: toolImportTexts.skuTakenByDeleted(gone.name),
      },
    ]);
  });

  it("refuses an updated tool's new part number that another tool keeps, not one the file moves", async () => {
    const a = await lineOfTool("FL-B18-20", { sku: "FL-DD36-K2" });
    const b = await toolBySku("FL-DD36-K2");
    const refused = await check([HEADER, a.cells]);
    expect(refused.problems).toEqual([
      {
        row: 2,
        column: "sku",
        value: "FL-DD36-K2",
        problem: toolImportTexts.skuTaken(b.name),
      },
    ]);
    // The file gives the other tool a number of its own: no clash.
    const moved = await lineOfTool("FL-DD36-K2", { sku: "FL-DD36-K2-NEW" });
    expect(await check([HEADER, a.cells, moved.cells])).toMatchObject({
      problemCount: 0,
      updated: 2,
    });
    // A row whose id is wrong is neither: only its id is named.
    const stray = line({ id: "0123456789abcdef01234567", sku: "FL-DD36-K2" });
    expect((await check([HEADER, stray])).problems).toEqual([
      {
        row: 2,
        column: "id",
        value: "0123456789abcdef01234567",
        problem: toolImportTexts.noSuchTool,
      },
    ]);
  });

  it("stores a new part number upper case, as the rest of the shop looks it up", async () => {
    expect(await importNow([HEADER, line({ sku: "fl-lower-1" })])).toMatchObject({
      written: true,
    });
    expect((await toolBySku("FL-LOWER-1")).name).toBe("Forgeline Problem Clamp");
  });
});

describe("categories by name or slug", () => {
  it("takes a category's slug or name in any case, and names what matches none or several", async () => {
    const tops = await db
      .selectFrom("categories")
      .select(["id", "slug"])
      .where("slug", "in", ["power-tools", "hand-tools"])
      .execute();
    for (const [index, top] of tops.entries())
      expect(await addCategory({ name: "Clamps", slug: `clamps-${index}`, parentId: top.id })).toBe(
        "saved",
      );
    announcePublicChange("catalogue");
    const result = await importNow([
      HEADER,
      line({ sku: "FL-CAT-1", category: "saws" }),
      line({ sku: "FL-CAT-2", category: "SAWS" }),
      line({ sku: "FL-CAT-3", category: "Drills & drivers" }),
      line({ sku: "FL-CAT-4", category: " wrenches & SOCKETS " }),
    ]);
    expect(result).toMatchObject({ written: true, created: 4 });
    const categoryOf = async (sku: string) =>
      (
        await db
          .selectFrom("tools")
          .innerJoin("categories", "categories.id", "tools.categoryId")
          .select("slug")
          .where("sku", "=", sku)
          .executeTakeFirstOrThrow()
      ).slug;
    expect(await categoryOf("FL-CAT-1")).toBe("saws");
    expect(await categoryOf("FL-CAT-2")).toBe("saws");
    expect(await categoryOf("FL-CAT-3")).toBe("drills-drivers");
    expect(await categoryOf("FL-CAT-4")).toBe("wrenches-sockets");

    const refused = await check([
      HEADER,
      line({ sku: "FL-CAT-5", category: "clamps" }),
      line({ sku: "FL-CAT-6", category: "Clamps-1" }),
      line({ sku: "FL-CAT-7", category: "Sawz" }),
    ]);
    expect(refused.problems).toEqual([
      {
        row: 2,
        column: "category",
        value: "clamps",
        problem: toolImportTexts.categoryNameTwice(["clamps-0", "clamps-1"]),
      },
      { row: 4, column: "category", value: "Sawz", problem: toolImportTexts.unknownCategory },
    ]);
  });

  it("checks a value by its type only when the row's category is unknown", async () => {
    const result = await check([
      [...HEADER, "voltage"],
      [...line({ sku: "FL-CAT-8", category: "drils" }), "18 V"],
      [...line({ sku: "FL-CAT-9", category: "drils" }), "12 V"],
    ]);
    expect(result.problems).toEqual([
      { row: 2, column: "category", value: "drils", problem: toolImportTexts.unknownCategory },
      { row: 3, column: "category", value: "drils", problem: toolImportTexts.unknownCategory },
      {
        row: 3,
        column: "voltage",
        value: "12 V",
        problem: "Voltage is one of 18 V, 36 V, 120 V",
      },
    ]);
  });
});

describe("a blank picture", () => {
  it("gives a new tool the default picture and lets an updated tool keep its own", async () => {
    const kept = await lineOfTool("FL-AG1100", { img: "", name: "Grinder, picture kept" });
    const result = await importNow([HEADER, line({ sku: "FL-PIC-1", img: "" }), kept.cells]);
    expect(result).toMatchObject({ written: true, created: 1, updated: 1 });
    const created = await toolBySku("FL-PIC-1");
    expect(created.img).toBe(DEFAULT_TOOL_PICTURE);
    const gallery = await db
      .selectFrom("tool_images")
      .select(["url", "alt"])
      .where("toolId", "=", created.id)
      .execute();
    expect(gallery).toEqual([{ url: DEFAULT_TOOL_PICTURE, alt: "Forgeline Problem Clamp" }]);
    const updated = await toolBySku("FL-AG1100");
    expect(updated).toMatchObject({ name: "Grinder, picture kept", img: kept.tool.img });
  });

  it("takes a file without the img column, and asks for the first picture in img", async () => {
    const header = HEADER.filter((column) => column !== "img");
    const withoutImg = (cells: string[]) => cells.filter((_, index) => index !== 8);
    expect(await check([header, withoutImg(line({ sku: "FL-PIC-2" }))])).toMatchObject({
      problemCount: 0,
      created: 1,
    });
    const result = await check([
      HEADER,
      line({ sku: "FL-PIC-3", img: "", pictures: "/images/tools/jigsaw.svg" }),
    ]);
    expect(result.problems).toEqual([
      { row: 2, column: "img", value: "", problem: toolImportTexts.firstPictureInImg },
    ]);
  });
});

describe("the preview's tools to create and to change", () => {
  it("lists the rows it creates and, for those it changes, each column old → new", async () => {
    const renamed = await lineOfTool("FL-JS65", {
      name: "Jigsaw, renamed",
      price: "99.00",
      category: "Grinders & sanders",
    });
    const same = await lineOfTool("FL-CS15");
    const result = await check([
      [...HEADER, "weight"],
      [...line({ sku: "FL-LIST-1", category: "saws", price: "12.00", available_qyt: "7" }), ""],
      [...same.cells, "4.1"],
      [...renamed.cells, "2.50"],
      [...line({ sku: "" }), ""],
    ]);
    expect(result).toMatchObject({ created: 2, updated: 1, unchanged: 1, problemCount: 0 });
    expect(result.toCreate).toEqual([
      {
        row: 2,
        sku: "FL-LIST-1",
        name: "Forgeline Problem Clamp",
        price: 1200,
        minimum_qyt: 1,
        available_qyt: 7,
        category: "Saws",
        pictures: 1,
      },
      expect.objectContaining({ row: 5, sku: null, category: null }),
    ]);
    const tool = renamed.tool;
    expect(result.toChange).toEqual([
      {
        row: 4,
        id: tool.id,
        sku: "FL-JS65",
        name: tool.name,
        changes: [
          { column: "name", from: tool.name, to: "Jigsaw, renamed" },
          { column: "price", from: "$89.00", to: "$99.00" },
          { column: "category", from: "Saws", to: "Grinders & sanders" },
          { column: "weight", from: "2.3", to: "2.5" },
        ],
      },
    ]);
  });
});
