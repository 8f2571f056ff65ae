import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { priceGroupsJson } from "#app/models/price-group.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { priceGroupJsonSchema } from "#app/schemas/api/price-groups.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/price-groups (admins, issue 40): the groups by name and id, for PUT /api/users/{email}.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return Response.json(await priceGroupsJson());
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
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
