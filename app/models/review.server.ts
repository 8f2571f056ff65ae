import type { Selectable } from "kysely";
import { newId } from "#db/id.ts";
import type { Reviews } from "#db/types.ts";
import type { ReviewInput } from "#app/schemas/review.ts";
import { db } from "#app/db.server.ts";
import { pageOf, type Page } from "./paging.server";
import { announcePublicChange } from "./public-changes.server";
import type { ReviewJson } from "#app/schemas/api/reviews.ts";

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

const newestFirst = () =>
  db.selectFrom("reviews").select(reviewColumns).orderBy("createdAt", "desc").orderBy("id", "desc");

/** Newest first; `limit` for the home page's latest three. */
export function listReviews(limit?: number): Promise<Review[]> {
  const query = newestFirst();
  return (limit === undefined ? query : query.limit(limit)).execute();
}

export const REVIEWS_PAGE_SIZE = 12;

/** One page of every review, newest first (the all-reviews page). */
export function listReviewsPage(page: number): Promise<Page<Review>> {
  return pageOf(
    page,
    (limit, offset) => newestFirst().limit(limit).offset(offset).execute(),
    async () =>
      (
        await db
          .selectFrom("reviews")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    REVIEWS_PAGE_SIZE,
  );
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

/** The spec's JSON shape of a review (the API's): `_id` for the id, its field names, money in dollars. */
export function reviewJson(review: Review): ReviewJson {
  return {
    _id: review.id,
    name: review.name,
    company: review.company,
    rating: review.rating,
    description: review.description,
    img: review.img,
    createdAt: review.createdAt,
  };
}
