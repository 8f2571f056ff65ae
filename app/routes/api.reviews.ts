import type { ActionFunctionArgs } from "@remix-run/node";
import { listReviews, saveReview, reviewJson } from "#app/models/review.server.ts";
import { reviewApiSchema } from "#app/schemas/review.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  pageCache: { shows: ["reviews"], sameForEveryone: true },
};

// GET /api/reviews: newest first.
export async function loader() {
  return Response.json((await listReviews()).map(reviewJson));
}

// POST /api/reviews (customers): {company, rating, description}; the name and photo are the
// caller's own. 201 for a first review, 200 when it replaced the caller's earlier one.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const user = await requireUser(request, "customer");
      const input = await parseJsonBody(request, reviewApiSchema);
      const { review, replaced } = await saveReview(user, input);
      return Response.json(reviewJson(review), { status: replaced ? 200 : 201 });
    },
  });
}
