import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#db/seed.ts";
import { db } from "#app/db.server.ts";
import { skuTexts, toolImportTexts } from "#app/messages.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { loader as exportTools } from "#app/routes/api.tools.export.ts";
import { action as importTools } from "#app/routes/api.tools.import.ts";
import { action as images } from "#app/routes/api.images.ts";
import { DOLLARS } from "#app/schemas/fields.ts";
import { TOOL_CSV_COLUMNS } from "#app/schemas/tool-import.ts";
import { importTools as importToolsModel } from "#app/models/tool-import.server.ts";
import { readCsv } from "#app/utils/csv-read.server.ts";
import { engineOf } from "#db/engine.ts";
import { insertTool } from "#tests/fixtures/in-process.ts";
import { answer, getRequest, routeArgs } from "#tests/support/route-args.ts";
import { file, multipartRequest, pngBytes } from "#tests/support/images.ts";
import { sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

let admin: Record<string, string>;

beforeAll(async () => {
  await seedDemoData(db, { adminEmail: "boss@shop.example", adminPassword: "boss-pass" });
  announcePublicChange("catalogue");
  admin = (await userWithToken("admin")).auth;
});

const HEADER: string[] = [...TOOL_CSV_COLUMNS];

/** Cells as RFC 4180 writes them: quoted when they hold a comma, a quote or a line break. */
const csvOf = (rows: string[][], newline = "\n") =>
  rows
    .map((row) =>
      row
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(","),
    )
    .join(newline) + newline;

const post = (body: string, query = "", headers: HeadersInit = admin) =>
  answer(
    importTools(
      routeArgs(
        new Request(`http://shop.test/api/tools/import${query}`, {
          method: "POST",
          headers: { "Content-Type": "text/csv", ...headers },
          body,
        }),
      ),
    ),
  );

async function exported(): Promise<string> {
  const response = await exportTools(routeArgs(getRequest("/api/tools/export", admin)));
  expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
  return response.text();
}

/** Everything an import may write, in a comparable order. */
async function catalogueRows() {
  const [tools, values, galleries] = await Promise.all([
    db.selectFrom("tools").selectAll().orderBy("id").execute(),
    db.selectFrom("tool_attributes").selectAll().orderBy("toolId").orderBy("attributeId").execute(),
    db.selectFrom("tool_images").selectAll().orderBy("toolId").orderBy("position").execute(),
  ]);
  return { tools, values, galleries };
}

const toolBySku = (sku: string) =>
  db.selectFrom("tools").selectAll().where("sku", "=", sku).executeTakeFirstOrThrow();

const line = (cells: Partial<Record<string, string | null>>) => [
  cells.id ?? "",
  cells.sku ?? "",
  cells.name ?? "Forgeline Test Saw",
  cells.description ?? "A saw for tests.",
  cells.price ?? "49.50",
  cells.minimum_qyt ?? "2",
  cells.available_qyt ?? "40",
  cells.category ?? "saws",
  cells.img ?? "/images/tools/jigsaw.svg",
  cells.pictures ?? "",
];

describe("GET /api/tools/export and POST /api/tools/import", () => {
  it("imports its own export back without changing anything", async () => {
    const before = await catalogueRows();
    const csv = await exported();
    expect(
      csv.startsWith(
        "id,sku,name,description,price,minimum_qyt,available_qyt,category,img,pictures,",
      ),
    ).toBe(true);
    const result = await post(csv);
    expect(result).toEqual({
      status: 200,
      body: expect.objectContaining({
        created: 0,
        updated: 0,
        unchanged: before.tools.length,
        problems: [],
      }),
    });
    expect(await catalogueRows()).toEqual(before);
  });

  it("creates tools and updates one by id, with specifications and pictures, in one go", async () => {
    const drill = await toolBySku("FL-DD18-K2");
    const header = [...HEADER, "voltage", "brushless", "weight"];
    const csv = csvOf([
      header,
      [
        ...line({
          sku: "FL-NEW-1",
          category: "drills-drivers",
          pictures: "/images/tools/jigsaw.svg|/images/tools/heat-gun.svg",
        }),
        "36 v",
        "Yes",
        "2.50",
      ],
      [...line({ category: "" }), "", "", ""],
      [
        ...line({
          id: drill.id,
          sku: drill.sku,
          name: "Forgeline Drill Renamed",
          price: "199.00",
          available_qyt: String(drill.available_qyt),
          category: "drills-drivers",
          img: drill.img,
        }),
        "18 V",
        "no",
        "1.8",
      ],
    ]);
    const result = await post(csv);
    expect(result).toEqual({
      status: 200,
      body: expect.objectContaining({
        created: 2,
        updated: 1,
        unchanged: 0,
        stockChanged: 0,
        problems: [],
      }),
    });
    const created = await toolBySku("FL-NEW-1");
    expect(created).toMatchObject({
      price: 4950,
      minimum_qyt: 2,
      available_qyt: 40,
      img: "/images/tools/jigsaw.svg",
    });
    const values = await db
      .selectFrom("tool_attributes")
      .innerJoin("attributes", "attributes.id", "tool_attributes.attributeId")
      .select(["key", "value"])
      .where("toolId", "=", created.id)
      .orderBy("key")
      .execute();
    expect(values).toEqual([
      { key: "brushless", value: "yes" },
      { key: "voltage", value: "36 V" },
      { key: "weight", value: "2.5" },
    ]);
    const gallery = await db
      .selectFrom("tool_images")
      .select(["url", "alt", "position"])
      .where("toolId", "=", created.id)
      .orderBy("position")
      .execute();
    expect(gallery.map((picture) => picture.url)).toEqual([
      "/images/tools/jigsaw.svg",
      "/images/tools/jigsaw.svg",
      "/images/tools/heat-gun.svg",
    ]);
    // A blank part number gets the default, from the new tool's id.
    const plain = await db
      .selectFrom("tools")
      .selectAll()
      .where("name", "=", "Forgeline Test Saw")
      .where("sku", "like", "FL-%")
      .where("categoryId", "is", null)
      .executeTakeFirstOrThrow();
    expect(plain.sku).toBe(`FL-${plain.id.toUpperCase()}`);
    const updated = await toolBySku("FL-DD18-K2");
    expect(updated).toMatchObject({
      name: "Forgeline Drill Renamed",
      price: 19900,
      available_qyt: drill.available_qyt,
    });
    expect(updated.updatedAt! > drill.updatedAt!).toBe(true);
    // The file names three of the drill's attributes: those it does not name stay.
    const drillValues = await db
      .selectFrom("tool_attributes")
      .innerJoin("attributes", "attributes.id", "tool_attributes.attributeId")
      .select(["key", "value"])
      .where("toolId", "=", drill.id)
      .execute();
    expect(drillValues).toEqual(
      expect.arrayContaining([
        { key: "voltage", value: "18 V" },
        { key: "brushless", value: "no" },
        { key: "weight", value: "1.8" },
      ]),
    );
  });

  it("names the row, column and value of every problem and writes nothing, under both names", async () => {
    const before = await catalogueRows();
    const csv = csvOf([
      HEADER,
      line({ sku: "FL-OK-1" }),
      line({ sku: "FL-OK-2", price: "cheap" }),
      line({ sku: "FL-OK-3", minimum_qyt: "50", available_qyt: "10" }),
    ]);
    const result = await post(csv);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      created: 0,
      updated: 0,
      problems: [
        { row: 3, column: "price", value: "cheap", problem: DOLLARS },
        {
          row: 4,
          column: "minimum_qyt",
          value: "50",
          problem: "The minimum order cannot be more than the quantity in stock",
        },
      ],
      problemCount: 2,
      // Issue 39's names for the same list, kept for its clients.
      errors: [
        { line: 3, column: "price", message: DOLLARS },
        {
          line: 4,
          column: "minimum_qyt",
          message: "The minimum order cannot be more than the quantity in stock",
        },
      ],
      errorCount: 2,
    });
    expect(await catalogueRows()).toEqual(before);
  });

  it("only checks on a dry run", async () => {
    const before = await catalogueRows();
    const result = await post(csvOf([HEADER, line({ sku: "FL-DRY-1" })]), "?dryRun=1");
    expect(result).toEqual({
      status: 200,
      body: expect.objectContaining({ created: 1, updated: 0, dryRun: true }),
    });
    expect(await catalogueRows()).toEqual(before);
  });

  it("refuses unknown, missing and repeated columns", async () => {
    const result = await post(
      csvOf([
        ["sku", "name", "colour", "name"],
        ["A", "B", "red", "B"],
      ]),
    );
    expect(result.status).toBe(422);
    expect(result.body.problems).toEqual(
      expect.arrayContaining([
        {
          row: 1,
          column: "colour",
          value: "colour",
          problem: toolImportTexts.unknownColumn("colour"),
        },
        { row: 1, column: "name", value: "name", problem: toolImportTexts.columnTwice },
        { row: 1, column: "price", value: "", problem: toolImportTexts.missingColumn },
      ]),
    );
  });

  it("refuses unknown, deleted and repeated ids", async () => {
    const [gone] = await db
      .selectFrom("tools")
      .select(["id", "sku"])
      .where("sku", "=", "FL-DD18-B")
      .execute();
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", gone!.id)
      .execute();
    const drill = await toolBySku("FL-DD36-K2");
    const result = await post(
      csvOf([
        HEADER,
        line({ id: "0123456789abcdef01234567", sku: "FL-X1" }),
        line({ id: gone!.id, sku: "FL-X2" }),
        line({ id: drill.id, sku: drill.sku, available_qyt: String(drill.available_qyt) }),
        line({ id: drill.id, sku: "FL-X3", available_qyt: String(drill.available_qyt) }),
      ]),
    );
    expect(result.body.problems).toEqual([
      {
        row: 2,
        column: "id",
        value: "0123456789abcdef01234567",
        problem: toolImportTexts.noSuchTool,
      },
      { row: 3, column: "id", value: gone!.id, problem: toolImportTexts.deletedTool },
      { row: 5, column: "id", value: drill.id, problem: toolImportTexts.idTwice(4) },
    ]);
  });

  it("keeps part numbers unique in the file and the catalogue, and lets two tools swap theirs", async () => {
    const a = await toolBySku("FL-B18-20");
    const b = await toolBySku("FL-DD36-K2");
    const clash = await post(
      csvOf([
        HEADER,
        line({ sku: "FL-B18-20" }),
        line({ sku: "FL-TWICE" }),
        line({ sku: "FL-TWICE" }),
        line({ sku: "bad sku!" }),
      ]),
    );
    expect(clash.body.problems).toEqual([
      { row: 2, column: "sku", value: "FL-B18-20", problem: toolImportTexts.skuTaken(a.name) },
      { row: 4, column: "sku", value: "FL-TWICE", problem: toolImportTexts.skuTwice(3) },
      { row: 5, column: "sku", value: "bad sku!", problem: skuTexts.format },
    ]);
    const keep = (tool: typeof a, sku: string) =>
      line({
        id: tool.id,
        sku,
        name: tool.name,
        description: tool.description,
        price: (tool.price / 100).toFixed(2),
        minimum_qyt: String(tool.minimum_qyt),
        available_qyt: String(tool.available_qyt),
        img: tool.img,
        category: "",
      });
    const swap = await post(
      csvOf([
        HEADER.slice(0, 7).concat("img"),
        keep(a, b.sku!).filter((_, index) => index !== 7 && index !== 9),
        keep(b, a.sku!).filter((_, index) => index !== 7 && index !== 9),
      ]),
    );
    expect(swap).toMatchObject({ status: 200, body: { updated: 2 } });
    expect((await toolBySku("FL-DD36-K2")).id).toBe(a.id);
    expect((await toolBySku("FL-B18-20")).id).toBe(b.id);
  });

  it("checks specification values by their type and the tool's category", async () => {
    const result = await post(
      csvOf([
        [...HEADER, "weight", "pieces", "voltage"],
        [...line({ sku: "FL-S1", category: "saws" }), "heavy", "", ""],
        [...line({ sku: "FL-S2", category: "saws" }), "", "12", ""],
        [...line({ sku: "FL-S3", category: "saws" }), "", "", "48 V"],
        [...line({ sku: "FL-S4", category: "" }), "1", "", ""],
      ]),
    );
    expect(result.body.problems).toEqual([
      {
        row: 2,
        column: "weight",
        value: "heavy",
        problem: "Weight is a number of kg, such as 1.5",
      },
      {
        row: 3,
        column: "pieces",
        value: "12",
        problem: toolImportTexts.notOfCategory("Pieces"),
      },
      {
        row: 4,
        column: "voltage",
        value: "48 V",
        problem: "Voltage is one of 18 V, 36 V, 120 V",
      },
      { row: 5, column: "weight", value: "1", problem: toolImportTexts.notOfCategory("Weight") },
    ]);
  });

  it("takes pictures of this shop only: its public images and its stored uploads", async () => {
    const upload = await answer(
      images(
        routeArgs(
          multipartRequest(
            "/api/images",
            { image: file(await pngBytes(), "saw.png", "image/png") },
            admin,
          ),
        ),
      ),
    );
    const stored: string = upload.body.data.url;
    const result = await post(
      csvOf([
        HEADER,
        line({ sku: "FL-P1", img: "https://elsewhere.example/saw.png" }),
        line({ sku: "FL-P2", pictures: `${stored}|//elsewhere.example/a.png` }),
        line({ sku: "FL-P3", img: "/uploads/0123456789abcdef01234567.webp" }),
        line({ sku: "FL-P4", img: "/images/../secrets.svg" }),
      ]),
    );
    expect(result.body.problems).toEqual([
      {
        row: 2,
        column: "img",
        value: "https://elsewhere.example/saw.png",
        problem: toolImportTexts.remotePicture,
      },
      {
        row: 3,
        column: "pictures",
        value: "//elsewhere.example/a.png",
        problem: toolImportTexts.remotePicture,
      },
      {
        row: 4,
        column: "img",
        value: "/uploads/0123456789abcdef01234567.webp",
        problem: toolImportTexts.missingUpload,
      },
      {
        row: 5,
        column: "img",
        value: "/images/../secrets.svg",
        problem: toolImportTexts.remotePicture,
      },
    ]);
    const fine = await post(csvOf([HEADER, line({ sku: "FL-P5", img: stored })]));
    expect(fine).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await toolBySku("FL-P5")).img).toBe(stored);
  });

  it("reads quotes, commas and line breaks inside cells, CRLF and a BOM; lines count as a spreadsheet shows them", async () => {
    const description = 'A "pro" saw, with:\r\nline two';
    const csv =
      "\uFEFF" +
      csvOf(
        [HEADER, line({ sku: "FL-Q1", description }), line({ sku: "FL-Q2", price: "x" })],
        "\r\n",
      );
    const refused = await post(csv);
    expect(refused.body.problems).toEqual([
      { row: 3, column: "price", value: "x", problem: DOLLARS },
    ]);
    const result = await post(
      "\uFEFF" + csvOf([HEADER, line({ sku: "FL-Q1", description })], "\r\n"),
    );
    expect(result).toMatchObject({ status: 200, body: { created: 1 } });
    expect((await toolBySku("FL-Q1")).description).toBe(description);
    const broken = await post(`${HEADER.join(",")}\n"unclosed,a\n`);
    expect(broken.status).toBe(422);
    expect(broken.body.problems[0].problem).toMatch(/^The file could not be read as CSV/);
  });

  it("sets a changed stock and leaves a repeated one alone", async () => {
    const tool = await toolBySku("FL-DD36-K2");
    const row = (stock: number) =>
      line({
        id: tool.id,
        sku: tool.sku,
        name: tool.name,
        description: tool.description,
        price: (tool.price / 100).toFixed(2),
        minimum_qyt: String(tool.minimum_qyt),
        available_qyt: String(stock),
        img: tool.img,
        category: "drills-drivers",
      });
    const header = HEADER.filter((column) => column !== "pictures");
    const cells = (stock: number) => row(stock).filter((_, index) => index !== 9);
    const result = await post(csvOf([header, cells(tool.available_qyt + 5)]));
    expect(result.body).toMatchObject({ updated: 1, stockChanged: 1 });
    expect((await toolBySku(tool.sku!)).available_qyt).toBe(tool.available_qyt + 5);
  });

  it("is for admins, with the body labelled text/csv", async () => {
    const customer = await userWithToken();
    expect((await post("x", "", {})).status).toBe(401);
    expect((await post("x", "", customer.auth)).status).toBe(403);
    const exportAsCustomer = await answer(
      exportTools(routeArgs(getRequest("/api/tools/export", customer.auth))),
    );
    expect(exportAsCustomer.status).toBe(403);
    const { user } = await userWithToken("admin");
    const cookie = await sessionCookie(user.id);
    const plain = await answer(
      importTools(
        routeArgs(
          new Request("http://shop.test/api/tools/import", {
            method: "POST",
            headers: { "Content-Type": "text/plain", Cookie: cookie },
            body: "id,sku",
          }),
        ),
      ),
    );
    expect(plain).toEqual({ status: 415, body: { error: toolImportTexts.notCsv } });
  });

  it("answers the preview as it is now when a part number is taken between the check and the write", async () => {
    const reading = await readCsv(csvOf([HEADER, line({ sku: "FL-RACE-1" })]), 10);
    if (!reading.ok) throw new Error(reading.why);
    let taken: unknown = null;
    const result = await importToolsModel(reading.records, {
      dryRun: false,
      // Asked while the import checks the file, in its transaction: on PostgreSQL another
      // connection's tool takes the part number meanwhile (SQLite runs one writer at a time,
      // so there nothing can come between, and the file is written).
      storedUploads: async () => {
        if (engineOf(db) === "postgres" && !taken) taken = await insertTool({ sku: "FL-RACE-1" });
        return new Set<string>();
      },
    });
    if (engineOf(db) === "postgres") {
      expect(result).toMatchObject({ written: false, moved: true, created: 0 });
      expect(result.problems).toEqual([
        expect.objectContaining({ column: "sku", value: "FL-RACE-1" }),
      ]);
    } else {
      expect(result).toMatchObject({ written: true, created: 1 });
    }
    expect(
      await db.selectFrom("tools").select("id").where("sku", "=", "FL-RACE-1").execute(),
    ).toHaveLength(1);
  });
});
