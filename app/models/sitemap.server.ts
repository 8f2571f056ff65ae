import { db } from "~/services/db.server";

/**
 * Every live tool for the sitemap: its id and the last time it is known to have changed (tools
 * keep no edit time, so this is when it was added).
 */
export function listLiveToolsForSitemap() {
  return db
    .selectFrom("tools")
    .select(["id", "createdAt as lastModified"])
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
