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
