import { beforeAll, describe, expect, it } from "vitest";
import { action as addProduct } from "#app/routes/dashboard.addproduct.tsx";
import { loader as manageProducts } from "#app/routes/dashboard.manageproducts.tsx";
import { action as deleteProduct } from "#app/routes/dashboard.manageproducts_.$id.delete.tsx";
import { action as editProduct } from "#app/routes/dashboard.manageproducts_.$id.edit.tsx";
import { action as restockProduct } from "#app/routes/dashboard.manageproducts_.$id.restock.tsx";
import { loader as enquiries } from "#app/routes/dashboard.enquiries.tsx";
import { createEnquiry } from "#app/models/enquiry.server.ts";
import { db } from "#app/db.server.ts";
import { storedImageExists } from "#app/services/images.server.ts";
import { fakePng, file, multipartRequest, pngBytes, storedFiles } from "#tests/support/images.ts";
import { later } from "#tests/support/clock.ts";
import { getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

type Reply = {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> | null };
};

let admin: { Cookie: string };
let customer: { Cookie: string };
beforeAll(async () => {
  admin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
  customer = { Cookie: await sessionCookie((await userWithToken()).user.id) };
});

const fields = {
  name: "Forgeline Drywall Screwgun",
  price: "89",
  description: "Depth-sensitive nosepiece, belt clip.",
  minimum_qyt: "6",
  available_qyt: "300",
};

const toolRow = (id: string) =>
  db.selectFrom("tools").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const picture = async () => file(await pngBytes(), "screwgun.png", "image/png");

/** Add Product posted by the admin: a redirect when saved, the form's reply when refused. */
const postProduct = (form: Record<string, string | File>) =>
  addProduct(routeArgs(multipartRequest("/dashboard/addproduct", form, admin)));

/** The picture the newest tool of this name shows. */
const pictureOf = async (name: string) =>
  (
    await db
      .selectFrom("tools")
      .select("img")
      .where("name", "=", name)
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow()
  ).img;

/** A thrown Response (403, 404) or the answer, as one value. */
const settle = (call: Promise<unknown>) =>
  call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

describe("Add Product", () => {
  it("adds the tool with its stored picture, price in cents, and says so", async () => {
    const response = (await addProduct(
      routeArgs(
        multipartRequest("/dashboard/addproduct", { ...fields, img: await picture() }, admin),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/manageproducts");
    const stored = await db
      .selectFrom("tools")
      .selectAll()
      .where("name", "=", fields.name)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ price: 8900, minimum_qyt: 6, available_qyt: 300 });
    expect(await storedImageExists(stored.img)).toBe(true);
  });

  it("answers 400 with every field error at once, and keeps a good picture for the next post", async () => {
    const before = await storedFiles();
    const count = async () => (await db.selectFrom("tools").select("id").execute()).length;
    const tools = await count();
    const post = async (form: Record<string, string | File>) =>
      unwrap<Reply>(
        await addProduct(routeArgs(multipartRequest("/dashboard/addproduct", form, admin))),
      );

    // A non-image is flagged together with the other fields' errors.
    const notAnImage = await post({ ...fields, price: "12.505", img: fakePng() });
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.data.result.error).toEqual({
      price: ["Enter a price in dollars, like 18 or 18.50"],
      img: ["Choose a JPEG, PNG or WebP image"],
    });
    const noPicture = await post({ ...fields, name: "" });
    expect(noPicture.data.result.error).toEqual({
      name: ["This field is required"],
      img: ["This field is required"],
    });
    expect(await storedFiles()).toEqual(before);

    // Bad fields with a good picture: the picture is stored once and carried in the reply.
    const bad = await post({
      ...fields,
      price: "12.505",
      minimum_qyt: "400",
      img: await picture(),
    });
    expect(bad.data.result.error).toEqual({
      price: ["Enter a price in dollars, like 18 or 18.50"],
      minimum_qyt: ["The minimum order cannot be more than the quantity in stock"],
    });
    const keptImg = bad.data.result.initialValue?.keptImg;
    expect(keptImg).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(await storedFiles()).toHaveLength(before.length + 1);

    // A kept picture must be one this shop stored.
    const forged = await post({ ...fields, keptImg: "/uploads/000000000000000000000000.webp" });
    expect(forged.data.result.error).toEqual({ img: ["Choose the picture again"] });
    expect(await count()).toBe(tools);

    // Corrected, without choosing the picture again: the tool shows the kept one.
    const saved = await postProduct({
      ...fields,
      name: "Kept Picture Screwgun",
      keptImg: keptImg as string,
    });
    expect((saved as Response).status).toBe(302);
    expect(await pictureOf("Kept Picture Screwgun")).toBe(keptImg);
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it("lets a newly chosen picture replace a kept one, which goes; a refused file keeps it", async () => {
    const before = await storedFiles();
    const post = async (form: Record<string, string | File>) =>
      unwrap<Reply>(await postProduct(form));
    const first = await post({ ...fields, price: "", img: await picture() });
    const kept = first.data.result.initialValue?.keptImg as string;
    expect(await storedFiles()).toHaveLength(before.length + 1);

    // A file that is no picture: refused, and the kept picture is still carried.
    const refused = await post({ ...fields, price: "", keptImg: kept, img: fakePng() });
    expect(refused.data.result.error?.img).toEqual(["Choose a JPEG, PNG or WebP image"]);
    expect(refused.data.result.initialValue?.keptImg).toBe(kept);

    // Another picture, and this time the form is right: the kept one is not left behind.
    const name = "Second Picture Screwgun";
    const saved = await postProduct({ ...fields, name, keptImg: kept, img: await picture() });
    expect((saved as Response).status).toBe(302);
    const img = await pictureOf(name);
    expect(img).not.toBe(kept);
    expect(await storedFiles()).toEqual([...before, img.split("/").pop()!].sort());
  });

  it("never removes a kept picture that something shows", async () => {
    const name = "Shown Picture Screwgun";
    expect(
      ((await postProduct({ ...fields, name, img: await picture() })) as Response).status,
    ).toBe(302);
    const img = await pictureOf(name);
    // A form that names a picture another tool shows, then chooses its own: that one stays.
    await postProduct({
      ...fields,
      name: "Own Picture Screwgun",
      keptImg: img,
      img: await picture(),
    });
    expect(await storedImageExists(img)).toBe(true);
  });

  it("answers a url-encoded post (no file) with 400, not a crash", async () => {
    const result = unwrap<Reply>(
      await addProduct(
        routeArgs(
          new Request("http://shop.test/dashboard/addproduct", {
            method: "POST",
            body: new URLSearchParams(fields),
            headers: admin,
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error).toEqual({ img: ["This field is required"] });
  });
});

describe("Edit", () => {
  // The form as the page posts it: with the part number it was loaded with.
  const edit = async (id: string, form: Record<string, string | File>) => {
    const sku = (await toolRow(id)).sku ?? "";
    const posted = { sku, ...form };
    return editProduct(
      routeArgs(multipartRequest(`/dashboard/manageproducts/${id}/edit`, posted, admin), { id }),
    );
  };

  it("saves every field and keeps the picture when none is sent", async () => {
    const tool = await insertTool({ available_qyt: 50 });
    const response = (await edit(tool.id, {
      ...fields,
      name: "Renamed Hammer",
      available_qyt: "60",
      stockSeen: "50",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await toolRow(tool.id)).toMatchObject({
      name: "Renamed Hammer",
      price: 8900,
      available_qyt: 60,
      img: tool.img,
    });
  });

  it("replaces the picture and removes the old stored one", async () => {
    const tool = await insertTool({ available_qyt: 50 });
    await edit(tool.id, { ...fields, available_qyt: "50", stockSeen: "50", img: await picture() });
    const withUpload = await toolRow(tool.id);
    expect(withUpload.img).toMatch(/^\/uploads\//);

    await edit(tool.id, { ...fields, available_qyt: "50", stockSeen: "50", img: await picture() });
    const replaced = await toolRow(tool.id);
    expect(replaced.img).not.toBe(withUpload.img);
    expect(await storedImageExists(withUpload.img)).toBe(false);
    expect(await storedImageExists(replaced.img)).toBe(true);
  });

  it("writes nothing when orders changed the stock meanwhile (409)", async () => {
    const tool = await insertTool({ available_qyt: 40 });
    const before = await storedFiles();
    const result = unwrap<Reply>(
      await edit(tool.id, {
        ...fields,
        available_qyt: "100",
        stockSeen: "55",
        img: await picture(),
      }),
    );
    expect(result.status).toBe(409);
    expect(result.data.result.error?.available_qyt?.[0]).toMatch(/changed the stock to 40/);
    expect(await toolRow(tool.id)).toMatchObject({ name: tool.name, available_qyt: 40 });
    expect(await storedFiles()).toEqual(before);
  });

  it("lets a sold-out tool be corrected while its stock stays as orders left it", async () => {
    const tool = await insertTool({ minimum_qyt: 5, available_qyt: 0 });
    const kept = (await edit(tool.id, {
      ...fields,
      minimum_qyt: "5",
      available_qyt: "0",
      stockSeen: "0",
    })) as Response;
    expect(kept.status).toBe(302);
    // Setting a stock below the minimum is still refused.
    const lowered = unwrap<Reply>(
      await edit(tool.id, { ...fields, minimum_qyt: "5", available_qyt: "3", stockSeen: "0" }),
    );
    expect(lowered.data.result.error).toEqual({
      minimum_qyt: ["The minimum order cannot be more than the quantity in stock"],
    });
  });
});

describe("Restock and Delete", () => {
  const restock = (id: string, quantity: string) =>
    restockProduct(
      routeArgs(
        new Request(`http://shop.test/dashboard/manageproducts/${id}/restock`, {
          method: "POST",
          body: new URLSearchParams({ quantity }),
          headers: admin,
        }),
        { id },
      ),
    );

  it("adds a whole quantity of at least one to the stock", async () => {
    const tool = await insertTool({ available_qyt: 10 });
    expect(((await restock(tool.id, "25")) as Response).status).toBe(302);
    expect((await toolRow(tool.id)).available_qyt).toBe(35);
    for (const quantity of ["0", "2.5", ""]) {
      const refused = unwrap<Reply>(await restock(tool.id, quantity));
      expect(refused.status, quantity).toBe(400);
    }
    const tooMuch = unwrap<Reply>(await restock(tool.id, "999990"));
    expect(tooMuch.data.result.error?.quantity?.[0]).toMatch(/at most 999,965/);
    expect((await toolRow(tool.id)).available_qyt).toBe(35);
  });

  it("deletes softly: out of the table and the catalogue, the row kept", async () => {
    const tool = await insertTool({ name: "Retired Rasp" });
    const remove = () =>
      settle(
        deleteProduct(
          routeArgs(
            new Request(`http://shop.test/dashboard/manageproducts/${tool.id}/delete`, {
              method: "POST",
              headers: admin,
            }),
            { id: tool.id },
          ),
        ),
      );
    const response = (await remove()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/manageproducts");
    expect((await toolRow(tool.id)).deletedAt).not.toBeNull();
    const table = unwrap<{ tools: { id: string }[] }>(
      await manageProducts(routeArgs(getRequest("/dashboard/manageproducts", admin))),
    );
    expect(table.data.tools.map((row) => row.id)).not.toContain(tool.id);
    expect(((await remove()) as Response).status).toBe(404);
  });
});

describe("a customer", () => {
  it("is refused every product page and action, and the enquiries (403)", async () => {
    const tool = await insertTool();
    const params = { id: tool.id };
    const calls = [
      settle(manageProducts(routeArgs(getRequest("/dashboard/manageproducts", customer)))),
      settle(enquiries(routeArgs(getRequest("/dashboard/enquiries", customer)))),
      settle(
        addProduct(
          routeArgs(
            multipartRequest(
              "/dashboard/addproduct",
              { ...fields, img: await picture() },
              customer,
            ),
          ),
        ),
      ),
      settle(
        editProduct(
          routeArgs(multipartRequest(`/x`, { ...fields, stockSeen: "100" }, customer), params),
        ),
      ),
      settle(
        restockProduct(routeArgs(multipartRequest(`/x`, { quantity: "5" }, customer), params)),
      ),
      settle(deleteProduct(routeArgs(multipartRequest(`/x`, {}, customer), params))),
    ];
    for (const call of calls) expect(((await call) as Response).status).toBe(403);
    expect(await toolRow(tool.id)).toMatchObject({ name: tool.name, deletedAt: null });
  });
});

describe("Enquiries", () => {
  it("lists the distributor enquiries for admins, newest first", async () => {
    const first = await createEnquiry({
      name: "First Distributor",
      email: "first@dist.example",
      company: "First Co",
      message: "We would like to sell your tools.",
    });
    // A second later: within one millisecond, the newer of two is decided by their random ids.
    const second = await later(1_000, () =>
      createEnquiry({
        name: "Second Distributor",
        email: "second@dist.example",
        company: "Second Co",
        phone: "+1 555 0100",
        message: "We would like to sell your tools too.",
      }),
    );
    const page = unwrap<{ enquiries: { id: string }[] }>(
      await enquiries(routeArgs(getRequest("/dashboard/enquiries", admin))),
    );
    expect(page.data.enquiries.map((enquiry) => enquiry.id)).toEqual([second.id, first.id]);
  });
});
