import { describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import {
  AVATAR,
  CATALOGUE_IMAGE,
  storeImage,
  sweepUnusedImages,
  UNUSED_IMAGE_AGE_MS,
} from "#app/services/images.server.ts";
import { backdateStoredImage, file, pngBytes, storedFiles } from "#tests/support/images.ts";
import { insertReview, insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const store = async (shape = CATALOGUE_IMAGE) =>
  storeImage(file(await pngBytes(60, 40), "p.png", "image/png"), shape);
const nameOf = (url: string) => url.split("/").pop()!;

describe("the sweep of unused stored images", () => {
  it("removes only old images that nothing shows", async () => {
    const day = UNUSED_IMAGE_AGE_MS;
    const abandoned = await store();
    const fresh = await store();
    const onTool = await store();
    const onDeletedTool = await store();
    const onProfile = await store(AVATAR);
    const onReview = await store(AVATAR);
    await insertTool({ img: onTool });
    await insertTool({ img: onDeletedTool, deletedAt: new Date().toISOString() });
    const { user } = await userWithToken();
    await db.updateTable("users").set({ photoURL: onProfile }).where("id", "=", user.id).execute();
    await insertReview({ img: onReview });
    for (const url of [abandoned, onTool, onDeletedTool, onProfile, onReview])
      await backdateStoredImage(url, 2 * day);
    await backdateStoredImage(fresh, day / 2);

    const removed = await sweepUnusedImages();
    expect(removed).toEqual([abandoned]);
    const left = await storedFiles();
    expect(left).not.toContain(nameOf(abandoned));
    for (const url of [fresh, onTool, onDeletedTool, onProfile, onReview])
      expect(left).toContain(nameOf(url));
    // Nothing else is old and unused now: a second sweep removes nothing.
    expect(await sweepUnusedImages()).toEqual([]);
  });
});
