import type { Selectable } from "kysely";
import { newId } from "~db/id";
import type { Reviews } from "~db/types";
import type { ReviewInput } from "~/schemas/review";
import { db } from "~/services/db.server";
import { announcePublicChange } from "./public-changes.server";

export type Review = Pick<
  Selectable<Reviews>,
  "id" | "name" | "company" | "rating" | "description" | "img" | "createdAt"
>;

const reviewColumns = [
  "id",
  "name",
  "company",
  "rating",
  "description",
  "img",
  "createdAt",
] as const;

/** Newest first; `limit` for the home page's latest three. */
export function listReviews(limit?: number): Promise<Review[]> {
  let query = db
    .selectFrom("reviews")
    .select(reviewColumns)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function getReviewByUser(userId: string): Promise<Review | undefined> {
  return db
    .selectFrom("reviews")
    .select(reviewColumns)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/**
 * A customer's review, signed with their profile's name and photo. One per customer: a second
 * replaces the first (and becomes the newest), in one statement, so two at once cannot make two.
 */
export async function saveReview(
  author: { id: string; displayName: string; photoURL: string | null },
  input: ReviewInput,
): Promise<{ review: Review; replaced: boolean }> {
  const fields = {
    name: author.displayName,
    img: author.photoURL,
    company: input.company,
    rating: input.rating,
    description: input.description,
    createdAt: new Date().toISOString(),
  };
  const id = newId();
  const review = await db
    .insertInto("reviews")
    .values({ id, userId: author.id, ...fields })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet(fields))
    .returning(reviewColumns)
    .executeTakeFirstOrThrow();
  announcePublicChange("reviews");
  return { review, replaced: review.id !== id };
}
