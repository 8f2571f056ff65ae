import { db } from "#app/db.server.ts";

/**
 * Every live tool for the sitemap, newest first: its id and when an admin last changed it (an
 * edit, a restock), or when it was added. Orders move the stock without counting as a change.
 */
export function listLiveToolsForSitemap() {
  return db
    .selectFrom("tools")
    .select((eb) => ["id", eb.fn.coalesce("updatedAt", "createdAt").as("lastModified")])
    .where("deletedAt", "is", null)
    .orderBy("createdAt", "desc")
    .orderBy("id")
    .execute();
}

/** When the newest review was written (the all-reviews page's last change), or undefined. */
export async function newestReviewDate(): Promise<string | undefined> {
  const newest = await db
    .selectFrom("reviews")
    .select("createdAt")
    .orderBy("createdAt", "desc")
    .limit(1)
    .executeTakeFirst();
  return newest?.createdAt;
}

/** Every category's page (`/tools?category=<slug>`) and when the category last changed. */
export function listCategoriesForSitemap() {
  return db
    .selectFrom("categories")
    .select(["slug", "updatedAt"])
    .orderBy("parentId")
    .orderBy("position")
    .orderBy("slug")
    .execute();
}
