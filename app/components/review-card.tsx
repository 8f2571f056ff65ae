import type { Review } from "#app/models/review.server.ts";

export const DEFAULT_AVATAR = "/images/avatar-default.svg";

export function ReviewCard({
  review,
}: {
  review: Pick<Review, "name" | "company" | "rating" | "description" | "img">;
}) {
  return (
    <figure className="flex h-full flex-col gap-4 panel p-6">
      <img
        src={`/images/ratings/${review.rating}.svg`}
        alt={`${review.rating} out of 5 stars`}
        width={120}
        height={24}
      />
      <blockquote className="flex-1 text-gray-700">
        <p>{review.description}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <img
          src={review.img || DEFAULT_AVATAR}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="h-12 w-12 rounded-full bg-gray-100 object-cover"
        />
        <div>
          <p className="font-semibold">{review.name}</p>
          <p className="text-sm text-gray-500">{review.company}</p>
        </div>
      </figcaption>
    </figure>
  );
}

type CardReview = Pick<Review, "id" | "name" | "company" | "rating" | "description" | "img">;

/** Reviews as a grid of cards (the home page's latest and the all-reviews page), or a word when none. */
export function ReviewGrid({ reviews }: { reviews: CardReview[] }) {
  if (!reviews.length) return <p className="mt-8 text-gray-600">No reviews yet.</p>;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-3">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </div>
  );
}
