import { describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { action as images } from "#app/routes/api.images.ts";
import { action as toolsAction, loader as toolsLoader } from "#app/routes/api.tools.ts";
import { action as toolAction, loader as toolLoader } from "#app/routes/api.tools.$id.ts";
import {
  fakePng,
  file,
  multipartRequest,
  oversizedPng,
  pngBytes,
  storedFiles,
} from "#tests/support/images.ts";
import { answer, getRequest, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const fields = {
  name: "Forgeline Bench Grinder 8 in",
  price: 129,
  description: "Twin-wheel bench grinder with eye shields and tool rests.",
  minimum_qyt: 4,
  available_qyt: 120,
};

async function uploadedImage(auth: HeadersInit): Promise<string> {
  const picture = file(await pngBytes(), "grinder.png", "image/png");
  const result = await answer(
    images(routeArgs(multipartRequest("/api/images", { image: picture }, auth))),
  );
  return result.body.data.url;
}

const postJson = (body: unknown, headers: HeadersInit) =>
  answer(toolsAction(routeArgs(jsonRequest("/api/tools", "POST", body, headers))));

const postForm = (form: Record<string, string | File>, headers: HeadersInit) =>
  answer(toolsAction(routeArgs(multipartRequest("/api/tools", form, headers))));

const asText = (values: typeof fields) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

const remove = (id: string, headers: HeadersInit) =>
  answer(
    toolAction(
      routeArgs(new Request(`http://shop.test/api/tools/${id}`, { method: "DELETE", headers }), {
        id,
      }),
    ),
  );

describe("POST /api/tools", () => {
  it("adds a tool from JSON whose img was uploaded first; the price is in dollars", async () => {
    const { auth } = await userWithToken("admin");
    const img = await uploadedImage(auth);
    const created = await postJson({ ...fields, img }, auth);
    expect(created).toEqual({
      status: 201,
      body: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        ...fields,
        img,
        sku: expect.stringMatching(/^FL-[0-9A-F]{24}$/),
        category: null,
        lowStockThreshold: null,
      },
    });
    const stored = await db
      .selectFrom("tools")
      .selectAll()
      .where("id", "=", created.body._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ price: 12900, img, deletedAt: null });
    // In the catalogue at once.
    const listed = await answer(toolsLoader(routeArgs(getRequest("/api/tools"))));
    expect(listed.body[0]).toEqual(created.body);
  });

  it("adds a tool from a multipart form with its picture", async () => {
    const { auth } = await userWithToken("admin");
    const picture = file(await pngBytes(), "grinder.png", "image/png");
    const created = await postForm({ ...asText(fields), img: picture }, auth);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...fields,
      img: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/),
    });
    const one = await answer(
      toolLoader(routeArgs(getRequest(`/api/tools/${created.body._id}`), { id: created.body._id })),
    );
    // GET adds the tool's category and specification values, and its variants (issue 39): none
    // here, and the created tool is in no family; and the caller's prices (issue 40): an admin
    // pays the list price, and the tool has no volume breaks.
    expect(one.body).toEqual({
      ...created.body,
      category: null,
      attributes: {},
      variants: [],
      listPrice: created.body.price,
      priceBreaks: [],
      priceGroup: null,
      pictures: [{ url: created.body.img, alt: fields.name }],
    });
  });

  it("answers 400 with field errors and stores nothing for bad fields or a bad picture", async () => {
    const { auth } = await userWithToken("admin");
    const before = await storedFiles();
    const toolsBefore = await db.selectFrom("tools").select("id").execute();

    const empty = await postJson({}, auth);
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      name: ["This field is required"],
      price: ["This field is required"],
      description: ["This field is required"],
      minimum_qyt: ["This field is required"],
      available_qyt: ["This field is required"],
      img: ["This field is required"],
    });

    const img = await uploadedImage(auth);
    const bad = await postJson({ ...fields, price: 12.505, minimum_qyt: 0, img }, auth);
    expect(bad.body.fieldErrors).toEqual({
      price: ["Enter a price in dollars, like 18 or 18.50"],
      minimum_qyt: ["Enter at least 1"],
    });
    const overStock = await postJson({ ...fields, minimum_qyt: 500, img }, auth);
    expect(overStock.body.fieldErrors).toEqual({
      minimum_qyt: ["The minimum order cannot be more than the quantity in stock"],
    });
    const asString = await postJson({ ...fields, price: "129", img }, auth);
    expect(asString.body.fieldErrors).toEqual({
      price: ["Enter a price in dollars, like 18 or 18.50"],
    });

    // An img must be an image this shop stored, and still has.
    const foreign = await postJson({ ...fields, img: "https://elsewhere.example/x.png" }, auth);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors.img[0]).toMatch(/POST \/api\/images/);
    const unknown = await postJson(
      { ...fields, img: "/uploads/0123456789abcdef01234567.webp" },
      auth,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.img[0]).toMatch(/No uploaded image has this url/);

    const withImageAfterUpload = await storedFiles();
    const notAnImage = await postForm({ ...asText(fields), img: fakePng() }, auth);
    expect(notAnImage).toEqual({
      status: 400,
      body: { error: "Invalid fields", fieldErrors: { img: ["Choose a JPEG, PNG or WebP image"] } },
    });
    const tooLarge = await postForm({ ...asText(fields), img: oversizedPng() }, auth);
    expect(tooLarge).toEqual({
      status: 413,
      body: { error: "Invalid fields", fieldErrors: { img: ["The image must be at most 5 MB"] } },
    });
    const noPicture = await postForm(asText(fields), auth);
    expect(noPicture.body.fieldErrors).toEqual({ img: ["This field is required"] });

    expect(await storedFiles()).toEqual(withImageAfterUpload);
    expect(withImageAfterUpload).toHaveLength(before.length + 1);
    expect(await db.selectFrom("tools").select("id").execute()).toEqual(toolsBefore);
    expect((await postJson("{nope", auth)).body).toEqual({ error: "Send a JSON body" });
  });

  it("is for admins: 401 without credentials, 403 for a customer", async () => {
    expect((await postJson(fields, {})).status).toBe(401);
    const customer = await userWithToken();
    expect(await postJson(fields, customer.auth)).toEqual({
      status: 403,
      body: { error: "Only an admin may do this" },
    });
  });
});

describe("DELETE /api/tools/:id", () => {
  it("takes the tool out of the catalogue but keeps its row for the orders", async () => {
    const { auth } = await userWithToken("admin");
    const tool = await insertTool({ name: "Doomed Chisel" });
    expect(await remove(tool.id, auth)).toEqual({ status: 204, body: null });

    const gone = await answer(
      toolLoader(routeArgs(getRequest(`/api/tools/${tool.id}`), { id: tool.id })),
    );
    expect(gone.status).toBe(404);
    const listed = await answer(toolsLoader(routeArgs(getRequest("/api/tools"))));
    expect(listed.body.map((item: { _id: string }) => item._id)).not.toContain(tool.id);
    const row = await db
      .selectFrom("tools")
      .select(["name", "deletedAt"])
      .where("id", "=", tool.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Doomed Chisel", deletedAt: expect.any(String) });

    // Already deleted, or never there: 404.
    expect((await remove(tool.id, auth)).status).toBe(404);
    expect(await remove("no-such-tool", auth)).toEqual({
      status: 404,
      body: { error: "Tool not found" },
    });
  });

  it("is for admins, and other methods answer 405", async () => {
    const tool = await insertTool();
    expect((await remove(tool.id, {})).status).toBe(401);
    const customer = await userWithToken();
    expect((await remove(tool.id, customer.auth)).status).toBe(403);
    const admin = await userWithToken("admin");
    // PUT sets the part number (part-numbers.test.ts): PATCH is no call of this route.
    const patch = await answer(
      toolAction(
        routeArgs(
          new Request(`http://shop.test/api/tools/${tool.id}`, {
            method: "PATCH",
            headers: admin.auth,
          }),
          { id: tool.id },
        ),
      ),
    );
    expect(patch.status).toBe(405);
    expect(
      (await answer(toolLoader(routeArgs(getRequest(`/api/tools/${tool.id}`), { id: tool.id }))))
        .status,
    ).toBe(200);
  });
});
