import { listReviews } from "~/models/review.server";
import { reviewJson } from "~/utils/api.server";

// GET /api/reviews: newest first.
export async function loader() {
  return Response.json((await listReviews()).map(reviewJson));
}
