import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listReviews, saveReview, reviewJson } from "#app/models/review.server.ts";
import { reviewApiSchema } from "#app/schemas/review.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

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

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/reviews",
      tags: ["Reviews"],
      summary: "Every review, newest first",
      responses: { 200: api.answer("The reviews", z.array(api.schemas.Review)) },
    },
    {
      method: "post",
      path: "/api/reviews",
      tags: ["Reviews"],
      summary: "Write (or replace) one's review (customers)",
      description: "The reviewer's name and photo come from their profile, never from the body.",
      security: api.security.signedIn,
      request: { body: api.json(reviewApiSchema) },
      responses: {
        200: api.answer("Replaced the caller's earlier review", api.schemas.Review),
        201: api.answer("The caller's first review", api.schemas.Review),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.error("Admins do not write the shop's testimonials"),
        429: api.tooMany,
      },
    },
  ];
}
