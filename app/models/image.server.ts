import { db } from "#app/db.server.ts";

// SQLite allows a few thousand bound values a statement: ask about this many URLs at a time.
const BATCH = 500;

/**
 * The URLs among `urls` that something still shows: a tool's picture or one of its gallery's (a
 * deleted tool's too: its orders name it), a profile photo, a review's photo.
 */
export async function imagesInUse(urls: string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (let start = 0; start < urls.length; start += BATCH) {
    const batch = urls.slice(start, start + BATCH);
    const rows = await db
      .selectFrom("tools")
      .select("img as url")
      .where("img", "in", batch)
      .union(db.selectFrom("tool_images").select("url").where("url", "in", batch))
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

// Uploaded images kept in the database, where every app instance can serve them (the storage
// of PostgreSQL shops; see app/services/images.server.ts).

export async function saveImageBytes(name: string, contentType: string, bytes: Buffer) {
  await db
    .insertInto("images")
    .values({ id: name, contentType, bytes, createdAt: new Date().toISOString() })
    .execute();
}

export function readImageBytes(name: string) {
  return db
    .selectFrom("images")
    .select(["contentType", "bytes"])
    .where("id", "=", name)
    .executeTakeFirst();
}

export async function hasImage(name: string): Promise<boolean> {
  const row = await db.selectFrom("images").select("id").where("id", "=", name).executeTakeFirst();
  return row !== undefined;
}

export async function deleteImage(name: string) {
  await db.deleteFrom("images").where("id", "=", name).execute();
}

export async function listImageNames(): Promise<string[]> {
  const rows = await db.selectFrom("images").select("id").orderBy("id").execute();
  return rows.map((row) => row.id);
}

/** The database store's "last used": the sweep of unused images goes by it. */
export async function touchImage(name: string) {
  await db
    .updateTable("images")
    .set({ createdAt: new Date().toISOString() })
    .where("id", "=", name)
    .execute();
}

export async function imageNamesStoredBefore(time: string): Promise<string[]> {
  const rows = await db.selectFrom("images").select("id").where("createdAt", "<", time).execute();
  return rows.map((row) => row.id);
}
