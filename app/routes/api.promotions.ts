import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { promotionTexts } from "#app/messages.ts";
import { promotionJsonSchema } from "#app/schemas/api/promotions.ts";
import { promotionApiSchema } from "#app/schemas/promotion.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import { promotionsJson, writePromotion } from "#app/routes/+api/promotion-write.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/promotions (admins, issue 49): every promotion with its uses and discount given.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return Response.json(await promotionsJson());
}

// POST /api/promotions (admins): a new promotion; an Idempotency-Key makes a retry answer it again.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, promotionApiSchema);
      return createOnce(request, admin, body, () => writePromotion(body));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/promotions",
      tags: ["Promotions"],
      summary: "Add a promotion (admins)",
      description:
        "`kind` `percent` (`value` 10 for 10%), `amount` (`value` in US dollars) or `freeShipping`; with a `code` buyers type it (compared in capitals), without one it applies by itself. `categories` by slug and `tools` by id narrow it; neither: the whole order. `startsAt`/`endsAt` a day (the shop's whole day) or an ISO time. With an `Idempotency-Key`, the same key and body again answer the same promotion; the same key with another body is 422.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(promotionApiSchema) },
      responses: {
        201: api.answer("The promotion", promotionJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        409: api.error(`${promotionTexts.codeTaken} (or the same key is still running)`),
        422: api.keyReused("Idempotency-Key"),
        429: api.tooMany,
      },
    },
    {
      method: "get",
      path: "/api/promotions",
      tags: ["Promotions"],
      summary: "Every promotion, with its uses and the discount it has given (admins)",
      security: api.security.signedIn,
      responses: {
        200: api.answer("Every promotion, newest first", z.array(promotionJsonSchema)),
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
