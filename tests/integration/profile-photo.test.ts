import { describe, expect, it } from "vitest";
import { getUserById } from "#app/models/user.server.ts";
import { action as updateProfile } from "#app/routes/dashboard.myprofile_.updateprofile.tsx";
import { storedImageExists } from "#app/services/images.server.ts";
import { file, multipartRequest, pngBytes } from "#tests/support/images.ts";
import { routeArgs } from "#tests/support/route-args.ts";
import { FILLED_PROFILE } from "#tests/fixtures/accounts.ts";
import {
  insertReview,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

const profile = FILLED_PROFILE;

async function saveProfileWithPhoto(cookie: { Cookie: string }) {
  const photo = file(await pngBytes(300, 300), "me.png", "image/png");
  const response = await updateProfile(
    routeArgs(
      multipartRequest("/dashboard/myprofile/updateprofile", { ...profile, photo }, cookie),
    ),
  );
  expect((response as Response).status).toBe(302);
}

const stored = (url: string) => storedImageExists(url);

describe("replacing a profile photo", () => {
  it("deletes the old file, unless a tool shows it as its picture", async () => {
    const { user } = await userWithToken();
    const cookie = { Cookie: await sessionCookie(user.id) };

    await saveProfileWithPhoto(cookie);
    const first = (await getUserById(user.id))!.photoURL!;
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    await saveProfileWithPhoto(cookie);
    const second = (await getUserById(user.id))!.photoURL!;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    // The tools API accepts any stored upload as a picture: the photo must outlive the swap.
    await insertTool({ img: second });
    await saveProfileWithPhoto(cookie);
    expect(await stored(second)).toBe(true);
  });

  it("keeps the old photo while the customer's review still shows it", async () => {
    const { user } = await userWithToken();
    const cookie = { Cookie: await sessionCookie(user.id) };
    await saveProfileWithPhoto(cookie);
    const photo = (await getUserById(user.id))!.photoURL!;
    await insertReview({ userId: user.id, img: photo });

    await saveProfileWithPhoto(cookie);
    expect((await getUserById(user.id))!.photoURL).not.toBe(photo);
    expect(await stored(photo)).toBe(true);
  });
});
