import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { categoryTexts } from "#app/messages.ts";
import { addAttribute, deleteAttribute, updateAttribute } from "#app/models/attribute.server.ts";
import {
  addCategory,
  deleteCategory,
  moveCategory,
  setCategoryAttributes,
  updateCategory,
} from "#app/models/category.server.ts";
import { categoryPath, taxonomy } from "#app/models/taxonomy.server.ts";
import { readToolSpecs, specRows } from "#app/models/tool-specs.server.ts";
import { action as addCategoryPage } from "#app/routes/dashboard.categories.tsx";
import { action as deleteCategoryPage } from "#app/routes/dashboard.categories_.$id.delete.tsx";
import { action as addProduct } from "#app/routes/dashboard.addproduct.tsx";
import { action as editProduct } from "#app/routes/dashboard.manageproducts_.$id.edit.tsx";
import { action as toolAction, loader as toolLoader } from "#app/routes/api.tools.$id.ts";
import { action as toolsAction } from "#app/routes/api.tools.ts";
import { categorySchema, newAttributeSchema, slugOf } from "#app/schemas/category.ts";
import { toolSpecFormSchema } from "#app/routes/+catalogue/tool-specs.server.ts";
import {
  categoryPageTrail,
  productSpecification,
  specFormChoices,
} from "#app/routes/+catalogue/tool-specs.server.ts";
import { file, multipartRequest, pngBytes } from "#tests/support/images.ts";
import { answer, getRequest, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

// Categories and specifications (issue 39): the admin's rules and refusals, a tool's category
// and values through the model, the form and the API.

let admin: { auth: { Authorization: string }; cookie: { Cookie: string } };

const categoryId = async (slug: string) => (await taxonomy()).bySlug.get(slug)!.id;
const attributeId = async (key: string) => (await taxonomy()).attributes.get(key)!.id;

beforeAll(async () => {
  const user = await userWithToken("admin");
  admin = { auth: user.auth, cookie: { Cookie: await sessionCookie(user.user.id) } };
  expect(await addCategory({ name: "Power tools", slug: "power-tools", parentId: null })).toBe(
    "saved",
  );
  const power = await categoryId("power-tools");
  for (const [name, slug] of [
    ["Drills & drivers", "drills-drivers"],
    ["Saws", "saws"],
  ] as const)
    expect(await addCategory({ name, slug, parentId: power })).toBe("saved");
  expect(await addCategory({ name: "Hand tools", slug: "hand-tools", parentId: null })).toBe(
    "saved",
  );
  expect(
    await addAttribute({
      key: "voltage",
      name: "Voltage",
      type: "choice",
      unit: null,
      options: ["18 V", "36 V"],
    }),
  ).toBe("saved");
  expect(
    await addAttribute({ key: "weight", name: "Weight", type: "number", unit: "kg", options: [] }),
  ).toBe("saved");
  expect(
    await addAttribute({
      key: "brushless",
      name: "Brushless",
      type: "boolean",
      unit: null,
      options: [],
    }),
  ).toBe("saved");
  expect(
    await addAttribute({ key: "blade", name: "Blade", type: "number", unit: "in", options: [] }),
  ).toBe("saved");
  expect(await setCategoryAttributes(power, ["voltage", "weight"])).toEqual({ status: "saved" });
  expect(await setCategoryAttributes(await categoryId("drills-drivers"), ["brushless"])).toEqual({
    status: "saved",
  });
  expect(await setCategoryAttributes(await categoryId("saws"), ["blade"])).toEqual({
    status: "saved",
  });
});

const put = (id: string, body: unknown, headers: HeadersInit = admin.auth) =>
  answer(toolAction(routeArgs(jsonRequest(`/api/tools/${id}`, "PUT", body, headers), { id })));
const get = (id: string) => answer(toolLoader(routeArgs(getRequest(`/api/tools/${id}`), { id })));

describe("the admin's rules", () => {
  it("makes a slug from the name unless one is given, and refuses a slug that is no slug", () => {
    expect(slugOf("Drills & drivers")).toBe("drills-drivers");
    expect(slugOf("  Çut-off Wheels!! ")).toBe("cut-off-wheels");
    expect(categorySchema.parse({ name: "Drills & drivers" }).slug).toBe("drills-drivers");
    for (const slug of ["Bad Slug", "double--hyphen", "-edge", "ünï"]) {
      const parsed = categorySchema.safeParse({ name: "Anything", slug });
      expect(parsed.success, slug).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(categoryTexts.slugRule);
    }
  });

  it("refuses a slug taken and a third level", async () => {
    expect(await addCategory({ name: "Other saws", slug: "saws", parentId: null })).toBe(
      "slug-taken",
    );
    expect(
      await addCategory({ name: "Jigsaws", slug: "jigsaws", parentId: await categoryId("saws") }),
    ).toBe("bad-parent");
    expect(
      await updateCategory(await categoryId("hand-tools"), { name: "Hand", slug: "saws" }),
    ).toBe("slug-taken");
  });

  it("refuses an attribute key that is one of the catalogue's query names, or taken", async () => {
    for (const key of ["q", "page", "sort", "category", "minprice", "maxprice", "instock"]) {
      const parsed = newAttributeSchema.safeParse({ key, name: "X", type: "boolean" });
      expect(parsed.success, key).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/catalogue query name/);
    }
    expect(
      newAttributeSchema.safeParse({ key: "material", name: "Material", type: "choice" }).error
        ?.issues[0]?.message,
    ).toBe(categoryTexts.optionsRequired);
    expect(
      newAttributeSchema.safeParse({ key: "grip", name: "Grip", type: "boolean", unit: "kg" }).error
        ?.issues[0]?.message,
    ).toBe(categoryTexts.unitOnlyForNumbers);
    expect(
      await addAttribute({
        key: "voltage",
        name: "Volts",
        type: "number",
        unit: null,
        options: [],
      }),
    ).toBe("key-taken");
  });

  it("moves a category among its siblings and bumps its updatedAt", async () => {
    const saws = await categoryId("saws");
    const before = await db
      .selectFrom("categories")
      .select("updatedAt")
      .where("id", "=", saws)
      .executeTakeFirstOrThrow();
    expect(await moveCategory(saws, "up")).toBe(true);
    expect((await taxonomy()).bySlug.get("power-tools")!.children.map((c) => c.slug)).toEqual([
      "saws",
      "drills-drivers",
    ]);
    // Already first: nothing moves.
    expect(await moveCategory(saws, "up")).toBe(false);
    expect(await moveCategory(saws, "down")).toBe(true);
    const after = await db
      .selectFrom("categories")
      .select("updatedAt")
      .where("id", "=", saws)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it("adds a category from its page, and says a taken slug on the field", async () => {
    const added = (await addCategoryPage(
      routeArgs(
        new Request("http://shop.test/dashboard/categories", {
          method: "POST",
          headers: admin.cookie,
          body: new URLSearchParams({ name: "Measuring & levels", slug: "" }),
        }),
      ),
    )) as Response;
    expect(added.status).toBe(302);
    expect((await taxonomy()).bySlug.get("measuring-levels")?.name).toBe("Measuring & levels");
    const taken = unwrap<{ result: { error: Record<string, string[]> } }>(
      await addCategoryPage(
        routeArgs(
          new Request("http://shop.test/dashboard/categories", {
            method: "POST",
            headers: admin.cookie,
            body: new URLSearchParams({ name: "Measuring & levels" }),
          }),
        ),
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.result.error).toEqual({ slug: [categoryTexts.slugTaken] });
  });

  it("is for admins only", async () => {
    const customer = { Cookie: await sessionCookie((await userWithToken()).user.id) };
    const refused = await addCategoryPage(
      routeArgs(
        new Request("http://shop.test/dashboard/categories", {
          method: "POST",
          headers: customer,
          body: new URLSearchParams({ name: "Sneaky" }),
        }),
      ),
    ).catch((thrown: Response) => thrown);
    expect((refused as Response).status).toBe(403);
    expect((await taxonomy()).bySlug.has("sneaky")).toBe(false);
  });
});

describe("a tool's category and values", () => {
  it("round-trips through PUT and GET /api/tools/{id}, in the category's order", async () => {
    const tool = await insertTool({ name: "Round-trip Drill" });
    const saved = await put(tool.id, {
      category: "drills-drivers",
      attributes: { brushless: true, weight: 1.5, voltage: "18 v" },
    });
    expect(saved.status).toBe(200);
    const expected = {
      category: "drills-drivers",
      attributes: { voltage: "18 V", weight: "1.5", brushless: "yes" },
    };
    expect(saved.body).toMatchObject(expected);
    expect((await get(tool.id)).body).toMatchObject({ _id: tool.id, ...expected });
    // The product page's table: parent's attributes first, as people read them.
    expect(specRows((await readToolSpecs(tool.id))!)).toEqual([
      { key: "voltage", name: "Voltage", text: "18 V" },
      { key: "weight", name: "Weight", text: "1.5 kg" },
      { key: "brushless", name: "Brushless", text: "Yes" },
    ]);
    const { trail } = await productSpecification(tool);
    expect(trail.crumbs.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Tools",
      "Power tools",
      "Drills & drivers",
      "Round-trip Drill",
    ]);
    expect(trail.jsonLd.itemListElement[2]).toMatchObject({
      "@type": "ListItem",
      position: 3,
      name: "Power tools",
      item: expect.stringMatching(/\/tools\?category=power-tools$/),
    });
  });

  it("bumps the tool's updatedAt with its values", async () => {
    const tool = await insertTool({ updatedAt: "2026-01-01T00:00:00.000Z" });
    expect((await put(tool.id, { category: "saws", attributes: { blade: "7.25" } })).status).toBe(
      200,
    );
    const row = await db
      .selectFrom("tools")
      .select("updatedAt")
      .where("id", "=", tool.id)
      .executeTakeFirstOrThrow();
    expect(row.updatedAt! > "2026-01-01T00:00:00.000Z").toBe(true);
  });

  it("answers 400 naming what is wrong, and writes nothing", async () => {
    const tool = await insertTool();
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { category: "drills-drivers", attributes: { weight: "heavy" } },
        { attributes: ["Weight is a number of kg, such as 1.5"] },
      ],
      [
        { category: "drills-drivers", attributes: { voltage: "12 V" } },
        { attributes: ["Voltage is one of 18 V, 36 V"] },
      ],
      [
        { category: "drills-drivers", attributes: { brushless: "maybe" } },
        { attributes: ["Brushless is yes or no"] },
      ],
      [
        { category: "drills-drivers", attributes: { blade: "7" } },
        { attributes: [categoryTexts.notOfCategory("blade")] },
      ],
      [{ category: "no-such" }, { category: [categoryTexts.chooseCategory] }],
      [{ attributes: { weight: "2" } }, { attributes: [categoryTexts.attributesNeedCategory] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const refused = await put(tool.id, body);
      expect(refused, JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: "Invalid fields", fieldErrors },
      });
    }
    expect((await get(tool.id)).body).toMatchObject({ category: null, attributes: {} });
    expect((await put(tool.id, { category: 7 })).status).toBe(400);
    expect(await put(tool.id, {})).toEqual({
      status: 400,
      body: { error: categoryTexts.sendToolChange },
    });
  });

  it("keeps the values both categories name when a tool moves, and drops the others", async () => {
    const tool = await insertTool();
    await put(tool.id, {
      category: "drills-drivers",
      attributes: { voltage: "36 V", weight: "2", brushless: "no" },
    });
    const moved = await put(tool.id, { category: "saws" });
    expect(moved.body).toMatchObject({
      category: "saws",
      attributes: { voltage: "36 V", weight: "2" },
    });
    expect(Object.keys(moved.body.attributes)).not.toContain("brushless");
    // No category: no values.
    expect((await put(tool.id, { category: null })).body).toMatchObject({
      category: null,
      attributes: {},
    });
  });

  it("is for admins: 401 without a token, 403 for a customer, 404 for no such tool", async () => {
    const tool = await insertTool();
    expect((await put(tool.id, { category: "saws" }, {})).status).toBe(401);
    expect((await put(tool.id, { category: "saws" }, (await userWithToken()).auth)).status).toBe(
      403,
    );
    expect((await put("000000000000000000000000", { category: "saws" })).status).toBe(404);
    expect((await get(tool.id)).body.category).toBeNull();
  });

  it("POST /api/tools takes a category and values, checked the same way", async () => {
    const picture = file(await pngBytes(), "saw.png", "image/png");
    const { action: images } = await import("#app/routes/api.images.ts");
    const uploaded = await answer(
      images(routeArgs(multipartRequest("/api/images", { image: picture }, admin.auth))),
    );
    const fields = {
      name: "Specced Saw",
      price: 99,
      description: "A saw with a spec.",
      minimum_qyt: 1,
      available_qyt: 10,
      img: uploaded.body.data.url,
    };
    const post = (body: unknown) =>
      answer(toolsAction(routeArgs(jsonRequest("/api/tools", "POST", body, admin.auth))));
    const refused = await post({ ...fields, category: "saws", attributes: { blade: "big" } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      attributes: ["Blade is a number of in, such as 1.5"],
    });
    expect(
      await db.selectFrom("tools").select("id").where("name", "=", "Specced Saw").execute(),
    ).toEqual([]);
    const created = await post({ ...fields, category: "saws", attributes: { blade: 10 } });
    expect(created.status).toBe(201);
    expect((await get(created.body._id)).body).toMatchObject({
      category: "saws",
      attributes: { blade: "10" },
    });
  });
});

describe("the tool form", () => {
  it("offers each category's attributes in its order, its parent's first", async () => {
    const choices = await specFormChoices();
    expect(choices.named.find((category) => category.slug === "drills-drivers")?.keys).toEqual([
      "voltage",
      "weight",
      "brushless",
    ]);
    expect(choices.tops.find((top) => top.slug === "power-tools")?.children.length).toBe(2);
  });

  it("reads only the chosen category's fields, each checked on its own field", async () => {
    const schema = toolSpecFormSchema(await taxonomy());
    // A value typed for another category's attribute (still in the form, hidden) is not read.
    const ok = schema.safeParse({ category: "saws", "spec-blade": "6.5", "spec-brushless": "yes" });
    expect(ok.success && ok.data.specs).toEqual({
      categoryId: await categoryId("saws"),
      values: [{ attributeId: await attributeId("blade"), value: "6.5" }],
    });
    const bad = schema.safeParse({ category: "saws", "spec-blade": "six", "spec-weight": "" });
    expect(bad.error?.flatten().fieldErrors).toEqual({
      "spec-blade": ["Blade is a number of in, such as 1.5"],
    });
    expect(schema.safeParse({ category: "nope" }).error?.flatten().fieldErrors).toEqual({
      category: [categoryTexts.chooseCategory],
    });
  });

  it("saves a new tool's category and values with it, and an edit's in the same write", async () => {
    const form = {
      name: "Form Drill",
      price: "120",
      description: "Drill from the form.",
      minimum_qyt: "1",
      available_qyt: "5",
      category: "drills-drivers",
      "spec-voltage": "18 V",
      "spec-brushless": "yes",
      "spec-blade": "9",
    };
    const picture = file(await pngBytes(), "drill.png", "image/png");
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await addProduct(
        routeArgs(
          multipartRequest(
            "/dashboard/addproduct",
            { ...form, name: "", "spec-voltage": "99 V", img: picture },
            admin.cookie,
          ),
        ),
      ),
    );
    // Every error at once: the tool's own fields' and the values'.
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      name: ["This field is required"],
      "spec-voltage": ["Voltage is one of 18 V, 36 V"],
    });
    const added = (await addProduct(
      routeArgs(multipartRequest("/dashboard/addproduct", { ...form, img: picture }, admin.cookie)),
    )) as Response;
    expect(added.status).toBe(302);
    const tool = await db
      .selectFrom("tools")
      .select(["id", "available_qyt", "sku"])
      .where("name", "=", "Form Drill")
      .executeTakeFirstOrThrow();
    expect((await get(tool.id)).body).toMatchObject({
      category: "drills-drivers",
      attributes: { voltage: "18 V", brushless: "yes" },
    });

    const edited = (await editProduct(
      routeArgs(
        multipartRequest(
          `/dashboard/manageproducts/${tool.id}/edit`,
          {
            ...form,
            sku: tool.sku!,
            stockSeen: String(tool.available_qyt),
            category: "saws",
            "spec-blade": "9",
          },
          admin.cookie,
        ),
        { id: tool.id },
      ),
    )) as Response;
    expect(edited.status).toBe(302);
    expect((await get(tool.id)).body).toMatchObject({
      category: "saws",
      attributes: { voltage: "18 V", blade: "9" },
    });
  });
});

describe("refusals while tools use what would go", () => {
  it("a category with tools or subcategories cannot be deleted; an empty one can", async () => {
    const tool = await insertTool();
    await put(tool.id, { category: "hand-tools" });
    expect(await deleteCategory(await categoryId("hand-tools"))).toEqual({
      status: "has-tools",
      count: 1,
    });
    expect(await deleteCategory(await categoryId("power-tools"))).toEqual({
      status: "has-children",
    });
    // From its confirm page: back to the tree with the reason.
    const response = (await deleteCategoryPage(
      routeArgs(
        new Request(`http://shop.test/dashboard/categories/x/delete`, {
          method: "POST",
          headers: admin.cookie,
          body: new URLSearchParams({}),
        }),
        { id: await categoryId("hand-tools") },
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect((await taxonomy()).bySlug.has("hand-tools")).toBe(true);
    // A deleted tool (kept for its orders) does not hold the category.
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", tool.id)
      .execute();
    expect(await deleteCategory(await categoryId("hand-tools"))).toEqual({ status: "deleted" });
    expect((await taxonomy()).bySlug.has("hand-tools")).toBe(false);
  });

  it("an attribute with values cannot be deleted, nor an option tools have removed", async () => {
    const tool = await insertTool();
    await put(tool.id, { category: "drills-drivers", attributes: { voltage: "36 V" } });
    const voltage = await attributeId("voltage");
    expect(await deleteAttribute(voltage)).toMatchObject({ status: "has-values" });
    expect(
      await updateAttribute(voltage, { name: "Voltage", unit: null, options: ["18 V", "54 V"] }),
    ).toMatchObject({ status: "option-in-use", option: "36 V" });
    // Adding and reordering is fine; the values stay.
    expect(
      await updateAttribute(voltage, {
        name: "Battery voltage",
        unit: null,
        options: ["54 V", "36 V", "18 V"],
      }),
    ).toEqual({ status: "saved" });
    expect((await taxonomy()).attributes.get("voltage")).toMatchObject({
      name: "Battery voltage",
      options: ["54 V", "36 V", "18 V"],
    });
    expect((await get(tool.id)).body.attributes.voltage).toBe("36 V");
  });

  it("a category cannot stop naming an attribute its tools have values for", async () => {
    const tool = await insertTool();
    await put(tool.id, {
      category: "drills-drivers",
      attributes: { brushless: "yes", weight: "1" },
    });
    const drills = await categoryId("drills-drivers");
    expect(await setCategoryAttributes(drills, [])).toEqual({
      status: "in-use",
      attribute: "Brushless",
      count: expect.any(Number),
    });
    // The parent names weight for its subcategories' tools too.
    expect(await setCategoryAttributes(await categoryId("power-tools"), ["voltage"])).toMatchObject(
      {
        status: "in-use",
        attribute: "Weight",
      },
    );
    expect(await setCategoryAttributes(drills, ["brushless", "blade"])).toEqual({
      status: "saved",
    });
    expect(await setCategoryAttributes(drills, ["nope"])).toEqual({
      status: "unknown",
      key: "nope",
    });
  });

  it("an attribute no tool has can be deleted; categories stop naming it", async () => {
    await addAttribute({
      key: "colour",
      name: "Colour",
      type: "choice",
      unit: null,
      options: ["Red"],
    });
    const saws = await categoryId("saws");
    await setCategoryAttributes(saws, ["blade", "colour"]);
    expect(await deleteAttribute(await attributeId("colour"))).toEqual({ status: "deleted" });
    expect((await taxonomy()).bySlug.get("saws")!.own.map((a) => a.key)).toEqual(["blade"]);
  });
});

describe("a category's page", () => {
  it("has breadcrumbs through the categories above it; the whole catalogue has none", async () => {
    const known = await taxonomy();
    const path = categoryPath(known, known.bySlug.get("saws")!);
    const trail = categoryPageTrail(path);
    expect(trail?.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/tools",
      "/tools?category=power-tools",
      "/tools?category=saws",
    ]);
    expect(categoryPageTrail([])).toBeNull();
  });
});
