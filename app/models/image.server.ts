import { db } from "~/services/db.server";

/** Whether anything still shows this image: a tool's picture, a profile photo, a review's photo. */
export async function isImageInUse(url: string): Promise<boolean> {
  const row = await db
    .selectFrom("tools")
    .select("id")
    .where("img", "=", url)
    .union(db.selectFrom("users").select("id").where("photoURL", "=", url))
    .union(db.selectFrom("reviews").select("id").where("img", "=", url))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
