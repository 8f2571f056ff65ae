import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action as images } from "#app/routes/api.images.ts";
import { imageStore } from "#app/services/image-store.server.ts";
import {
  fakePng,
  file,
  multipartRequest,
  oversizedPng,
  pngBytes,
  storedFiles,
} from "#tests/support/images.ts";
import { answer, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { userWithToken } from "#tests/fixtures/in-process.ts";

const upload = (fields: Record<string, string | File>, headers: HeadersInit = {}) =>
  answer(images(routeArgs(multipartRequest("/api/images", fields, headers))));

describe("POST /api/images", () => {
  it("stores an admin's picture, resized for the catalogue, and answers like an image host", async () => {
    const { auth } = await userWithToken("admin");
    const result = await upload(
      { image: file(await pngBytes(1600, 1200), "drill.png", "image/png") },
      auth,
    );
    expect(result).toEqual({
      status: 200,
      body: {
        success: true,
        data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/) },
      },
    });
    const stored = await imageStore.read(result.body.data.url.split("/").pop());
    const { format, width, height } = await sharp(stored!).metadata();
    expect({ format, width, height }).toEqual({ format: "webp", width: 800, height: 600 });
  });

  it("takes JPEG and WebP too, judged by their bytes", async () => {
    const { auth } = await userWithToken("admin");
    const jpeg = await sharp(await pngBytes(300, 200))
      .jpeg()
      .toBuffer();
    const webp = await sharp(await pngBytes(300, 200))
      .webp()
      .toBuffer();
    // Misnamed on purpose: the bytes decide, not the name or the browser's type.
    expect((await upload({ image: file(jpeg, "a.png", "image/png") }, auth)).status).toBe(200);
    expect((await upload({ image: file(webp, "b.jpg", "image/jpeg") }, auth)).status).toBe(200);
  });

  it("refuses a file that only claims to be an image, and stores nothing", async () => {
    const { auth } = await userWithToken("admin");
    const before = await storedFiles();
    expect(await upload({ image: fakePng() }, auth)).toEqual({
      status: 400,
      body: { success: false, error: "Choose a JPEG, PNG or WebP image" },
    });
    // A PNG signature on a broken file is not enough either.
    const truncated = (await pngBytes(200, 200)).subarray(0, 40);
    expect((await upload({ image: file(truncated, "cut.png", "image/png") }, auth)).status).toBe(
      400,
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a picture over 5 MB with 413, and stores nothing", async () => {
    const { auth } = await userWithToken("admin");
    const before = await storedFiles();
    expect(await upload({ image: oversizedPng() }, auth)).toEqual({
      status: 413,
      body: { success: false, error: "The image must be at most 5 MB" },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 400 without an image field, 415 for a body that is not a form", async () => {
    const { auth } = await userWithToken("admin");
    const missing = await upload({ picture: fakePng() }, auth);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/"image" field/);
    const json = await answer(images(routeArgs(jsonRequest("/api/images", "POST", {}, auth))));
    expect(json).toEqual({
      status: 415,
      body: { success: false, error: "Send the image as multipart/form-data" },
    });
  });

  it("is for admins: 401 without credentials, 403 for a customer", async () => {
    const picture = () => file(Buffer.from("x"), "a.png", "image/png");
    expect((await upload({ image: picture() })).status).toBe(401);
    const customer = await userWithToken();
    expect(await upload({ image: picture() }, customer.auth)).toEqual({
      status: 403,
      body: { success: false, error: "Only an admin may upload images" },
    });
  });
});
