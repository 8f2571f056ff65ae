import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "#db/seed.ts";
import { db } from "#app/db.server.ts";
import { toolImportTexts } from "#app/messages.ts";
import { announcePublicChange } from "#app/models/public-changes.server.ts";
import { action } from "#app/routes/dashboard.import.tsx";
import { MAX_IMPORT_LINES } from "#app/schemas/tool-import.ts";
import { runToolImport } from "#app/routes/+dashboard/tool-import.server.ts";
import { routeArgs, unwrap } from "#tests/support/route-args.ts";
import { sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

const HEADER = "sku,name,description,price,minimum_qyt,available_qyt,img\n";
const lineOf = (sku: string, stock = 5) =>
  `${sku},Page clamp ${sku},A clamp.,9.50,1,${stock},/images/tools/bench-vise.svg\n`;

let cookie: string;

beforeAll(async () => {
  await seedDemoData(db, { adminEmail: "boss@shop.example", adminPassword: "boss-pass" });
  announcePublicChange("catalogue");
  cookie = await sessionCookie((await userWithToken("admin")).user.id);
});

async function post(form: FormData, as = cookie) {
  const request = new Request("http://shop.test/dashboard/import", {
    method: "POST",
    body: form,
    headers: { Cookie: as },
  });
  const result = await action(routeArgs(request)).catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, data: null, response: result };
  const { data, status } = unwrap<Record<string, unknown>>(result);
  return { status, data, response: null };
}

const upload = (csv: string) => {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new File([csv], "tools.csv", { type: "text/csv" }));
  return form;
};
const confirm = (pendingId: string) => {
  const form = new FormData();
  form.set("intent", "confirm");
  form.set("pendingId", pendingId);
  return form;
};
const skus = async (prefix: string) =>
  (await db.selectFrom("tools").select("sku").where("sku", "like", `${prefix}%`).execute()).length;

describe("/dashboard/import", () => {
  it("previews without writing, then imports the kept file by its id, once", async () => {
    const previewed = await post(upload(HEADER + lineOf("PG-A-1") + lineOf("PG-A-2")));
    expect(previewed.status).toBe(200);
    expect(previewed.data).toMatchObject({ preview: { created: 2, problemCount: 0 } });
    expect(await skus("PG-A-")).toBe(0);
    const pendingId = previewed.data!.pendingId as string;
    const done = await post(confirm(pendingId));
    expect(done.response?.status).toBe(302);
    expect(await skus("PG-A-")).toBe(2);
    // Imported: the kept file is gone.
    expect(await post(confirm(pendingId))).toMatchObject({
      status: 404,
      data: { notice: toolImportTexts.pendingGone },
    });
  });

  it("imports a preview once when two confirmations of it race", async () => {
    // Blank part numbers: a second import of this file would add its tools again.
    const row = ",Race clamp,A clamp.,9.50,1,5,/images/tools/bench-vise.svg\n";
    const previewed = await post(upload(HEADER + row + row));
    expect(previewed.data).toMatchObject({
      preview: { created: 2, toCreate: [{ sku: null }, {}] },
    });
    const pendingId = previewed.data!.pendingId as string;
    const answers = await Promise.all([post(confirm(pendingId)), post(confirm(pendingId))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 404]);
    expect(answers.find((answer) => answer.status === 404)?.data).toEqual({
      notice: toolImportTexts.pendingGone,
    });
    const raced = await db
      .selectFrom("tools")
      .select("id")
      .where("name", "=", "Race clamp")
      .execute();
    expect(raced).toHaveLength(2);
  });

  it("keeps nothing for a file with errors, and no admin confirms another's file", async () => {
    const refused = await post(upload(HEADER + lineOf("PG-B-1", 0)));
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({
      preview: {
        problems: expect.arrayContaining([
          expect.objectContaining({ row: 2, column: "available_qyt", value: "0" }),
        ]),
      },
    });
    expect(refused.data).not.toHaveProperty("pendingId");
    const previewed = await post(upload(HEADER + lineOf("PG-B-2")));
    const other = await sessionCookie((await userWithToken("admin")).user.id);
    expect(await post(confirm(previewed.data!.pendingId as string), other)).toMatchObject({
      status: 404,
    });
    expect(await skus("PG-B-")).toBe(0);
  });

  it("asks again when the catalogue moved since the preview", async () => {
    const previewed = await post(upload(HEADER + lineOf("PG-C-1")));
    // Someone else adds a tool of that part number first.
    await runToolImport(HEADER + lineOf("PG-C-1"), { dryRun: false });
    const late = await post(confirm(previewed.data!.pendingId as string));
    expect(late.status).toBe(422);
    expect(late.data).toMatchObject({ preview: { problems: [{ row: 2, column: "sku" }] } });
    expect(await skus("PG-C-")).toBe(1);
  });

  it("refuses a file of more lines than an import takes, naming the first line too many", async () => {
    const result = await runToolImport(HEADER + lineOf("PG-D-1").repeat(MAX_IMPORT_LINES + 1), {
      dryRun: true,
    });
    expect(result.problems).toEqual([
      {
        row: MAX_IMPORT_LINES + 2,
        column: "",
        value: "",
        problem: toolImportTexts.tooManyLines("100,000"),
      },
    ]);
  });
});
