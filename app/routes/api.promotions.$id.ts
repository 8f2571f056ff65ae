import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { promotionTexts } from "#app/messages.ts";
import { deletePromotion } from "#app/models/promotion.server.ts";
import { promotionJsonSchema } from "#app/schemas/api/promotions.ts";
import { promotionApiSchema } from "#app/schemas/promotion.ts";
import { promotionAnswer, writePromotion } from "#app/routes/+api/promotion-write.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/promotions/:id (admins, issue 49).
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const promotion = await promotionAnswer(params.id ?? "");
  return promotion ? Response.json(promotion) : apiError(404, promotionTexts.noSuchPromotion);
}

// PUT replaces a promotion's terms (its uses stay); DELETE removes it (orders keep what it gave).
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      return writePromotion(await parseJsonBody(request, promotionApiSchema), id);
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      if (!(await deletePromotion(id))) return apiError(404, promotionTexts.noSuchPromotion);
      return new Response(null, { status: 204 });
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const params = z.object({ id: z.string().openapi({ description: "The promotion's _id" }) });
  const missing = api.error(promotionTexts.noSuchPromotion);
  return [
    {
      method: "get",
      path: "/api/promotions/{id}",
      tags: ["Promotions"],
      summary: "A promotion, with its uses and the discount it has given (admins)",
      security: api.security.signedIn,
      request: { params },
      responses: {
        200: api.answer("The promotion", promotionJsonSchema),
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: missing,
      },
    },
    {
      method: "put",
      path: "/api/promotions/{id}",
      tags: ["Promotions"],
      summary: "Replace a promotion's terms (admins)",
      description:
        "As `POST /api/promotions`; its uses and the orders placed with it stay as they are. `active: false` pauses it.",
      security: api.security.signedIn,
      request: { params, body: api.json(promotionApiSchema) },
      responses: {
        200: api.answer("The promotion", promotionJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: missing,
        409: api.error(promotionTexts.codeTaken),
      },
    },
    {
      method: "delete",
      path: "/api/promotions/{id}",
      tags: ["Promotions"],
      summary: "Delete a promotion (admins)",
      description: "Orders placed with it keep its name and the discount it gave them.",
      security: api.security.signedIn,
      request: { params },
      responses: {
        204: { description: "Deleted" },
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: missing,
      },
    },
  ];
}
