import type { Selectable } from "kysely";
import type { Reviews } from "~db/types";
import { db } from "~/services/db.server";

export type Review = Pick<
  Selectable<Reviews>,
  "id" | "name" | "company" | "rating" | "description" | "img" | "createdAt"
>;

/** Newest first; `limit` for the home page's latest three. */
export function listReviews(limit?: number): Promise<Review[]> {
  let query = db
    .selectFrom("reviews")
    .select(["id", "name", "company", "rating", "description", "img", "createdAt"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
