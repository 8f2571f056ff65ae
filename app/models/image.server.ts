import { db } from "~/services/db.server";

// SQLite allows a few thousand bound values a statement: ask about this many URLs at a time.
const BATCH = 500;

/**
 * The URLs among `urls` that something still shows: a tool's picture (a deleted tool's too: its
 * orders name it), a profile photo, a review's photo.
 */
export async function imagesInUse(urls: string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (let start = 0; start < urls.length; start += BATCH) {
    const batch = urls.slice(start, start + BATCH);
    const rows = await db
      .selectFrom("tools")
      .select("img as url")
      .where("img", "in", batch)
      // `in` leaves out the rows without a photo, so every url found is a string.
      .union(
        db
          .selectFrom("users")
          .select("photoURL as url")
          .where("photoURL", "in", batch)
          .$narrowType<{ url: string }>(),
      )
      .union(
        db
          .selectFrom("reviews")
          .select("img as url")
          .where("img", "in", batch)
          .$narrowType<{ url: string }>(),
      )
      .execute();
    for (const { url } of rows) inUse.add(url);
  }
  return inUse;
}

/** Whether anything still shows this image: a tool's picture, a profile photo, a review's photo. */
export async function isImageInUse(url: string): Promise<boolean> {
  return (await imagesInUse([url])).has(url);
}
