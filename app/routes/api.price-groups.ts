import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { priceGroupsJson } from "#app/models/price-group.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { priceGroupJsonSchema, priceGroupRequestSchema } from "#app/schemas/api/price-groups.ts";
import { priceGroupTexts } from "#app/messages.ts";
import { createOnce } from "#app/routes/+api/idempotent.server.ts";
import { writePriceGroup } from "#app/routes/+api/price-group-write.server.ts";
import { byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/price-groups (admins, issue 40): the groups by name and id, for PUT /api/users/{email}.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return Response.json(await priceGroupsJson());
}

// POST /api/price-groups (admins, issue 50): a new group, with its own category discounts.
export async function action({ request }: ActionFunctionArgs) {
  return byMethod(request, {
    POST: async () => {
      const admin = await requireUser(request, "admin");
      const body = await parseJsonBody(request, priceGroupRequestSchema);
      return createOnce(request, admin, body, () => writePriceGroup(body));
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "post",
      path: "/api/price-groups",
      tags: ["Accounts"],
      summary: "Add a price group (admins)",
      description:
        "`discount` in percent (up to two decimals); `categories` a category's own discount by slug. Names are unique in any case. With an `Idempotency-Key`, the same key and body again answer the same group; the same key with another body is 422.",
      security: api.security.signedIn,
      request: { headers: api.idempotencyKeyHeader, body: api.json(priceGroupRequestSchema) },
      responses: {
        201: api.answer("The group", priceGroupJsonSchema),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        409: api.error(`${priceGroupTexts.nameTaken} (or the same key is still running)`),
        422: api.keyReused("Idempotency-Key"),
        429: api.tooMany,
      },
    },
    {
      method: "get",
      path: "/api/price-groups",
      tags: ["Accounts"],
      summary: "The customer price groups, with their discounts and members (admins)",
      description:
        "A member pays the group's price on the catalogue, the product page, the cart, checkout and the API: a category's own discount (a subcategory's, else its top category's), else the group's, unless a volume break is lower. Put a customer in a group with `PUT /api/users/{email}` `{priceGroup}`.",
      security: api.security.signedIn,
      responses: {
        200: api.answer("Every group, by name", z.array(priceGroupJsonSchema)),
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
