import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { toolAccessories } from "#app/models/tool-accessories.server.ts";
import { setToolFamily, toolFamily } from "#app/models/tool-family.server.ts";
import { addPicture, toolGallery } from "#app/models/tool-gallery.server.ts";
import { loader as oneTool } from "#app/routes/api.tools.$id.ts";
import { action as accessoriesAction } from "#app/routes/dashboard.manageproducts_.$id.accessories.tsx";
import { action as familyAction } from "#app/routes/dashboard.manageproducts_.$id.family.tsx";
import {
  action as picturesAction,
  loader as picturesLoader,
} from "#app/routes/dashboard.manageproducts_.$id.pictures.tsx";
import { action as altAction } from "#app/routes/dashboard.manageproducts_.$id.pictures_.$pictureId.tsx";
import { action as removeAction } from "#app/routes/dashboard.manageproducts_.$id.pictures_.$pictureId_.delete.tsx";
import { storedImageExists } from "#app/services/images.server.ts";
import { file, multipartRequest, pngBytes, storedFiles } from "#tests/support/images.ts";
import { answer, getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

/** A fixture tool's part number (the fixture gives every tool one). */
const skuOf = (tool: { sku?: string | null }) => tool.sku ?? "";

type Reply = { result: { error?: Record<string, string[]> } };

let admin: { Cookie: string };
let customer: { Cookie: string };
beforeAll(async () => {
  admin = { Cookie: await sessionCookie((await userWithToken("admin")).user.id) };
  customer = { Cookie: await sessionCookie((await userWithToken()).user.id) };
});

/** A thrown Response (403, 404) or the answer, as one value. */
const settle = (call: Promise<unknown>) =>
  call.catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

const form = (path: string, fields: Record<string, string>, headers: HeadersInit) =>
  new Request(new URL(path, "http://shop.test"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });

const picturesPath = (id: string) =>
  `/dashboard/manageproducts/${id}/pictures?back=%2Fdashboard%2Fmanageproducts%3Fpage%3D2`;
const postPictures = (id: string, fields: Record<string, string | File>, as = admin) =>
  settle(picturesAction(routeArgs(multipartRequest(picturesPath(id), fields, as), { id })));

describe("the pictures page", () => {
  it("adds an uploaded picture with its alt text at the end, back to itself", async () => {
    const tool = await insertTool();
    const response = (await postPictures(tool.id, {
      intent: "add",
      alt: "The clamp from above",
      img: file(await pngBytes(), "top.png", "image/png"),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(picturesPath(tool.id));
    const pictures = await toolGallery(tool);
    expect(pictures.map((picture) => picture.alt)).toEqual([tool.name, "The clamp from above"]);
    expect(await storedImageExists(pictures[1]!.url)).toBe(true);
  });

  it("refuses a picture without alt text (storing nothing), neither file nor address, or both", async () => {
    const tool = await insertTool();
    const before = await storedFiles();
    const noAlt = unwrap<Reply>(
      await postPictures(tool.id, {
        intent: "add",
        alt: "  ",
        img: file(await pngBytes(), "top.png", "image/png"),
      }),
    );
    expect(noAlt.status).toBe(400);
    expect(noAlt.data.result.error?.alt).toEqual(["This field is required"]);
    expect(await storedFiles()).toEqual(before);
    const nothing = unwrap<Reply>(await postPictures(tool.id, { intent: "add", alt: "Top" }));
    expect(nothing.data.result.error?.img).toEqual([texts.pictureOrAddress]);
    const both = unwrap<Reply>(
      await postPictures(tool.id, {
        intent: "add",
        alt: "Top",
        url: "/images/tools/bench-vise.svg",
        img: file(await pngBytes(), "top.png", "image/png"),
      }),
    );
    expect(both.data.result.error?.img).toEqual([texts.notBoth]);
    const tooLong = unwrap<Reply>(
      await postPictures(tool.id, { intent: "add", alt: "x".repeat(251), url: tool.img }),
    );
    expect(tooLong.status).toBe(400);
    expect(await toolGallery(tool)).toHaveLength(1);
  });

  it("takes the address of a picture this shop shows, and refuses any other", async () => {
    const tool = await insertTool();
    const shown = await insertTool({ img: "/images/tools/battery.svg" });
    await addPicture(shown.id, { url: "/images/tools/charger.svg", alt: "Charger" });
    const elsewhere = unwrap<Reply>(
      await postPictures(tool.id, {
        intent: "add",
        alt: "Evil",
        url: "https://evil.example/a.png",
      }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.data.result.error?.url).toEqual([texts.notShopPicture]);
    const ok = (await postPictures(tool.id, {
      intent: "add",
      alt: "The charger",
      url: "/images/tools/charger.svg",
    })) as Response;
    expect(ok.status).toBe(302);
    expect((await toolGallery(tool)).map((picture) => picture.url)).toEqual([
      tool.img,
      "/images/tools/charger.svg",
    ]);
  });

  it("moves a picture first (the tool's img follows), edits alt text, removes one, never the last", async () => {
    const tool = await insertTool();
    await addPicture(tool.id, { url: "/images/tools/charger.svg", alt: "Charger" });
    const [first, second] = await toolGallery(tool);
    const moved = (await postPictures(tool.id, {
      intent: "move",
      pictureId: second!.id,
      move: "up",
    })) as Response;
    expect(moved.status).toBe(302);
    const row = await db
      .selectFrom("tools")
      .select("img")
      .where("id", "=", tool.id)
      .executeTakeFirstOrThrow();
    expect(row.img).toBe("/images/tools/charger.svg");

    const altPath = `/dashboard/manageproducts/${tool.id}/pictures/${second!.id}`;
    const emptyAlt = unwrap<Reply>(
      await altAction(
        routeArgs(form(altPath, { alt: "" }, admin), { id: tool.id, pictureId: second!.id }),
      ),
    );
    expect(emptyAlt.status).toBe(400);
    const saved = (await altAction(
      routeArgs(form(altPath, { alt: "The rapid charger" }, admin), {
        id: tool.id,
        pictureId: second!.id,
      }),
    )) as Response;
    expect(saved.status).toBe(302);
    expect((await toolGallery(tool))[0]!.alt).toBe("The rapid charger");

    const remove = (pictureId: string) =>
      removeAction(
        routeArgs(form(`${altPath}/delete`, { back: picturesPath(tool.id) }, admin), {
          id: tool.id,
          pictureId,
        }),
      ) as Promise<Response>;
    const removed = await remove(second!.id);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe(picturesPath(tool.id));
    expect((await toolGallery(tool)).map((picture) => picture.id)).toEqual([first!.id]);
    const last = await remove(first!.id);
    expect(last.status).toBe(302);
    expect(await toolGallery(tool)).toHaveLength(1);
    // A picture no longer there: 404.
    expect(((await settle(remove(second!.id))) as Response).status).toBe(404);
  });

  it("is refused to customers (403) and answers 404 for a deleted tool", async () => {
    const tool = await insertTool();
    const refused = (await settle(
      picturesLoader(routeArgs(getRequest(picturesPath(tool.id), customer), { id: tool.id })),
    )) as Response;
    expect(refused.status).toBe(403);
    const posted = (await postPictures(
      tool.id,
      { intent: "add", alt: "x", url: tool.img },
      customer,
    )) as Response;
    expect(posted.status).toBe(403);
    const gone = await insertTool({ deletedAt: new Date().toISOString() });
    const missing = (await settle(
      picturesLoader(routeArgs(getRequest(picturesPath(gone.id), admin), { id: gone.id })),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("the variants and accessories pages", () => {
  const postTo = (
    action: (args: ActionFunctionArgs) => Promise<unknown>,
    page: string,
    id: string,
    fields: Record<string, string>,
    as = admin,
  ) =>
    settle(action(routeArgs(form(`/dashboard/manageproducts/${id}/${page}`, fields, as), { id })));

  it("puts a tool in another's family by part number, names a wrong one, and takes it out", async () => {
    const kit = await insertTool({ name: "Kit" });
    const bare = await insertTool({ name: "Bare" });
    const unknown = unwrap<Reply>(
      await postTo(familyAction, "family", bare.id, { to: "join", sku: "fl-nope" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error?.sku).toEqual([texts.noSuchSku("fl-nope")]);
    const itself = unwrap<Reply>(
      await postTo(familyAction, "family", bare.id, { to: "join", sku: skuOf(bare) }),
    );
    expect(itself.data.result.error?.sku).toEqual([texts.ownFamily]);
    const joined = (await postTo(familyAction, "family", bare.id, {
      to: "join",
      sku: skuOf(kit),
    })) as Response;
    expect(joined.status).toBe(302);
    expect((await toolFamily(kit.id))?.variants.map((variant) => variant.name).sort()).toEqual([
      "Bare",
      "Kit",
    ]);
    const noName = unwrap<Reply>(
      await postTo(familyAction, "family", bare.id, { to: "new", name: "" }),
    );
    expect(noName.status).toBe(400);
    const left = (await postTo(familyAction, "family", bare.id, { to: "none" })) as Response;
    expect(left.status).toBe(302);
    expect(await toolFamily(bare.id)).toBeNull();
    const refused = (await postTo(
      familyAction,
      "family",
      bare.id,
      { to: "none" },
      customer,
    )) as Response;
    expect(refused.status).toBe(403);
  });

  it("adds an accessory by part number, names every refusal, and removes it", async () => {
    const drill = await insertTool();
    const battery = await insertTool();
    const gone = await insertTool({ deletedAt: new Date().toISOString() });
    const post = (fields: Record<string, string>) =>
      postTo(accessoriesAction, "accessories", drill.id, fields);
    const added = (await post({ intent: "add", sku: skuOf(battery).toLowerCase() })) as Response;
    expect(added.status).toBe(302);
    expect((await toolAccessories(drill.id)).map((tool) => tool.id)).toEqual([battery.id]);
    const refusals = [
      [{ intent: "add", sku: "FL-NOPE" }, texts.noSuchSku("FL-NOPE")],
      [{ intent: "add", sku: skuOf(gone) }, texts.noSuchSku(skuOf(gone))],
      [{ intent: "add", sku: skuOf(drill) }, texts.ownAccessory],
      [{ intent: "add", sku: skuOf(battery) }, texts.alreadyAccessory],
    ] as const;
    for (const [fields, message] of refusals) {
      const refused = unwrap<Reply>(await post(fields));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.data.result.error?.sku).toEqual([message]);
    }
    const removed = (await post({ intent: "remove", accessoryId: battery.id })) as Response;
    expect(removed.status).toBe(302);
    expect(await toolAccessories(drill.id)).toEqual([]);
    const again = (await settle(post({ intent: "remove", accessoryId: battery.id }))) as Response;
    expect(again.status).toBe(404);
  });
});

describe("GET /api/tools/{id}", () => {
  it("names the variants of the tool's family, itself included, and none outside one", async () => {
    const kit = await insertTool({ name: "API Kit", price: 200 });
    const bare = await insertTool({ name: "API Bare", price: 100 });
    const alone = await answer(
      oneTool(routeArgs(getRequest("/"), { id: kit.id })) as Promise<Response>,
    );
    expect(alone.body.variants).toEqual([]);
    await setToolFamily(bare.id, { to: "join", sku: skuOf(kit) });
    const { status, body } = await answer(
      oneTool(routeArgs(getRequest("/"), { id: kit.id })) as Promise<Response>,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: kit.id, name: "API Kit", price: 2 });
    expect(body.variants).toEqual([
      { _id: bare.id, name: "API Bare", attributes: {} },
      { _id: kit.id, name: "API Kit", attributes: {} },
    ]);
  });
});
