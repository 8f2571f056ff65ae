// Part numbers (issue 39): one format rule, stored upper case and unique (the index decides, also
// when two writes race), a default for tools added without one, a lookup that ignores case, the
// forms and the API that set them, and the order lines that keep them. Runs on SQLite and
// PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { defaultSku } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { categoryTexts, skuTexts } from "#app/messages.ts";
import { orderTool } from "#tests/fixtures/placing.ts";
import {
  createTool,
  SkuTakenError,
  toolBySku,
  updateTool,
  type ToolInput,
} from "#app/models/tool.server.ts";
import { action as addProduct } from "#app/routes/dashboard.addproduct.tsx";
import { action as editProduct } from "#app/routes/dashboard.manageproducts_.$id.edit.tsx";
import { loader as manageProducts } from "#app/routes/dashboard.manageproducts.tsx";
import { action as toolsAction, loader as toolsLoader } from "#app/routes/api.tools.ts";
import { action as toolAction } from "#app/routes/api.tools.$id.ts";
import { skuField } from "#app/schemas/sku.ts";
import { file, multipartRequest, pngBytes } from "#tests/support/images.ts";
import { answer, getRequest, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

type Reply = {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> | null };
};

/** A unique part number for one test, in the shop's style. */
const freshSku = () => `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

const input: ToolInput = {
  name: "Part Number Punch",
  img: "/images/tools/claw-hammer.svg",
  description: "A punch for tests of part numbers.",
  price: 1250,
  minimum_qyt: 2,
  available_qyt: 40,
};

const skuOf = async (id: string) =>
  (await db.selectFrom("tools").select("sku").where("id", "=", id).executeTakeFirstOrThrow()).sku;

describe("the part number's format", () => {
  it("takes 1 to 40 letters, digits, - . / _ and keeps them upper case", () => {
    expect(skuField.parse(" fl-dd18/k2.b_1 ")).toBe("FL-DD18/K2.B_1");
    expect(skuField.parse("A".repeat(40))).toBe("A".repeat(40));
    for (const bad of ["A".repeat(41), "FL DD18", "FL,DD", "FL–DD", "ÄBC", "FL#1", "<b>"])
      expect(skuField.safeParse(bad).error?.issues[0]?.message, bad).toBe(skuTexts.format);
    expect(skuField.safeParse("  ").error?.issues[0]?.message).toBe("This field is required");
  });
});

describe("the model", () => {
  it("gives a tool added without a part number its default, FL-<ID>", async () => {
    const tool = await createTool(input);
    expect(tool.sku).toBe(defaultSku(tool.id));
    expect(await skuOf(tool.id)).toBe(`FL-${tool.id.toUpperCase()}`);
  });

  it("refuses a part number another tool has, also from two writes at once", async () => {
    const sku = freshSku();
    await createTool(input, sku);
    await expect(createTool(input, sku)).rejects.toBeInstanceOf(SkuTakenError);

    const raced = freshSku();
    const results = await Promise.allSettled([createTool(input, raced), createTool(input, raced)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(SkuTakenError);
    expect(
      await db.selectFrom("tools").select("id").where("sku", "=", raced).execute(),
    ).toHaveLength(1);
  });

  it("changes a part number on edit, unless another tool has it (two edits racing: one wins)", async () => {
    const a = await insertTool({ available_qyt: 40 });
    const b = await insertTool({ available_qyt: 40 });
    const taken = freshSku();
    expect(await updateTool(a.id, input, 40, taken)).toEqual({ status: "updated" });
    expect(await updateTool(b.id, input, 40, taken)).toEqual({ status: "sku-taken" });
    expect(await skuOf(b.id)).toBe(b.sku);

    const contested = freshSku();
    const results = await Promise.all([
      updateTool(a.id, input, 40, contested),
      updateTool(b.id, input, 40, contested),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["sku-taken", "updated"]);
  });

  it("finds a tool on sale by its part number in any case, and no deleted one", async () => {
    const sku = freshSku();
    const tool = await insertTool({ sku });
    expect((await toolBySku(sku.toLowerCase()))?.id).toBe(tool.id);
    expect((await toolBySku(` ${sku} `))?.id).toBe(tool.id);
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", tool.id)
      .execute();
    expect(await toolBySku(sku)).toBeUndefined();
  });

  it("keeps the part number on the line of a one-tool order", async () => {
    const sku = freshSku();
    const tool = await insertTool({ sku, minimum_qyt: 1 });
    const { user } = await userWithToken();
    const order = await orderTool({
      toolId: tool.id,
      qyt: 2,
      date: deliveryDate(),
      address: "1 Part Street",
      phone: "555-0100",
      customer: user,
    });
    expect(order.lines.map((line) => line.sku)).toEqual([sku]);
    // Renaming the tool's part number later leaves the order's as it was ordered.
    await db.updateTable("tools").set({ sku: freshSku() }).where("id", "=", tool.id).execute();
    const line = await db
      .selectFrom("order_lines")
      .select("sku")
      .where("orderId", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(line.sku).toBe(sku);
  });
});

describe("the product forms", () => {
  let admin: { Cookie: string };
  beforeAll(async () => {
    admin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
  });
  const fields = {
    name: "Part Number Saw",
    price: "45",
    description: "A saw for tests of part numbers.",
    minimum_qyt: "1",
    available_qyt: "30",
  };
  const picture = async () => file(await pngBytes(), "saw.png", "image/png");
  const add = async (form: Record<string, string | File>) =>
    addProduct(routeArgs(multipartRequest("/dashboard/addproduct", form, admin)));
  const edit = (id: string, form: Record<string, string>) =>
    editProduct(
      routeArgs(multipartRequest(`/dashboard/manageproducts/${id}/edit`, form, admin), { id }),
    );

  it("Add Product stores a typed part number upper case, a blank one as the default", async () => {
    const sku = freshSku();
    const typed = (await add({
      ...fields,
      sku: sku.toLowerCase(),
      img: await picture(),
    })) as Response;
    expect(typed.status).toBe(302);
    const stored = await db.selectFrom("tools").select(["id"]).where("sku", "=", sku).execute();
    expect(stored).toHaveLength(1);

    const name = `Blank Part ${freshSku()}`;
    await add({ ...fields, name, sku: " ", img: await picture() });
    const blank = await db
      .selectFrom("tools")
      .select(["id", "sku"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(blank.sku).toBe(defaultSku(blank.id));
  });

  it("Add Product answers a taken part number on its field (409), the picture kept", async () => {
    const taken = freshSku();
    await insertTool({ sku: taken });
    const result = unwrap<Reply>(
      await add({ ...fields, sku: taken.toLowerCase(), img: await picture() }),
    );
    expect(result.status).toBe(409);
    expect(result.data.result.error).toEqual({ sku: [skuTexts.taken] });
    expect(result.data.result.initialValue?.keptImg).toMatch(/^\/uploads\//);
    const malformed = unwrap<Reply>(await add({ ...fields, sku: "FL 1", img: await picture() }));
    expect(malformed.data.result.error?.sku).toEqual([skuTexts.format]);
  });

  it("Edit requires a part number and refuses a taken one", async () => {
    const tool = await insertTool({ available_qyt: 30 });
    const otherSku = freshSku();
    await insertTool({ sku: otherSku });
    const form = { ...fields, stockSeen: "30" };
    const missing = unwrap<Reply>(await edit(tool.id, { ...form, sku: "" }));
    expect(missing.data.result.error?.sku).toEqual(["This field is required"]);
    const taken = unwrap<Reply>(await edit(tool.id, { ...form, sku: otherSku }));
    expect(taken.status).toBe(409);
    expect(taken.data.result.error?.sku).toEqual([skuTexts.taken]);
    const sku = freshSku();
    expect(((await edit(tool.id, { ...form, sku })) as Response).status).toBe(302);
    expect(await skuOf(tool.id)).toBe(sku);
  });

  it("Manage Products shows the part number and finds a tool by it", async () => {
    const sku = freshSku();
    const tool = await insertTool({ sku });
    const search = `/dashboard/manageproducts?q=${sku.toLowerCase()}`;
    const table = unwrap<{ tools: { id: string; sku: string }[] }>(
      await manageProducts(routeArgs(getRequest(search, admin))),
    );
    expect(table.data.tools).toEqual([expect.objectContaining({ id: tool.id, sku })]);
  });
});

describe("the API", () => {
  const lookup = (query: string) =>
    answer(toolsLoader(routeArgs(getRequest(`/api/tools?${query}`))) as Promise<Response>);

  it("GET /api/tools?sku= answers the one tool in an array, in any case, [] when none", async () => {
    const sku = freshSku();
    const tool = await insertTool({ sku });
    const found = await lookup(`sku=${sku.toLowerCase()}`);
    expect(found).toEqual({
      status: 200,
      body: [expect.objectContaining({ _id: tool.id, sku, name: tool.name })],
    });
    expect(await lookup(`sku=${freshSku()}`)).toEqual({ status: 200, body: [] });
    const malformed = await lookup("sku=FL%20DD");
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors.sku).toEqual([`sku: ${skuTexts.format}`]);
  });

  it("POST /api/tools takes a part number, answers it back, and 409 when it is taken", async () => {
    const { auth } = await userWithToken("admin");
    const upload = await answer(
      (await import("#app/routes/api.images.ts")).action(
        routeArgs(
          multipartRequest(
            "/api/images",
            { image: file(await pngBytes(), "a.png", "image/png") },
            auth,
          ),
        ),
      ),
    );
    const body = {
      name: "API Part Clamp",
      price: 12.5,
      description: "A clamp.",
      minimum_qyt: 1,
      available_qyt: 10,
      img: upload.body.data.url,
    };
    const post = (json: unknown) =>
      answer(toolsAction(routeArgs(jsonRequest("/api/tools", "POST", json, auth))));
    const sku = freshSku();
    const created = await post({ ...body, sku: sku.toLowerCase() });
    expect(created.status).toBe(201);
    expect(created.body.sku).toBe(sku);
    expect((await lookup(`sku=${sku}`)).body[0]._id).toBe(created.body._id);
    expect(await post({ ...body, sku })).toEqual({
      status: 409,
      body: { error: skuTexts.taken, fieldErrors: { sku: [skuTexts.taken] } },
    });
    const defaulted = await post(body);
    expect(defaulted.body.sku).toBe(defaultSku(defaulted.body._id));
    expect((await post({ ...body, sku: "no spaces" })).status).toBe(400);
  });

  it("PUT /api/tools/{id} sets a part number, answers 409 when taken, 404 for no tool", async () => {
    const { auth } = await userWithToken("admin");
    const tool = await insertTool();
    const put = (id: string, json: unknown) =>
      answer(
        toolAction(
          routeArgs(jsonRequest(`/api/tools/${id}`, "PUT", json, auth), { id }),
        ) as Promise<Response>,
      );
    const sku = freshSku();
    const set = await put(tool.id, { sku: sku.toLowerCase() });
    expect(set).toEqual({ status: 200, body: expect.objectContaining({ _id: tool.id, sku }) });
    expect(await skuOf(tool.id)).toBe(sku);
    const other = await insertTool();
    expect(await put(other.id, { sku })).toEqual({
      status: 409,
      body: { error: skuTexts.taken, fieldErrors: { sku: [skuTexts.taken] } },
    });
    expect(await skuOf(other.id)).toBe(other.sku);
    expect((await put("no-such-tool", { sku: freshSku() })).status).toBe(404);
    expect(await put(tool.id, {})).toEqual({
      status: 400,
      body: { error: categoryTexts.sendToolChange },
    });
    expect((await put(tool.id, { sku: "not one" })).status).toBe(400);
  });
});
