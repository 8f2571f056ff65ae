import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { priceGroupTexts } from "#app/messages.ts";
import { deletePriceGroup, priceGroupJson } from "#app/models/price-group.server.ts";
import { writePriceGroup } from "#app/routes/+api/price-group-write.server.ts";
import { priceGroupJsonSchema, priceGroupRequestSchema } from "#app/schemas/api/price-groups.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

const notFound = () => apiError(404, priceGroupTexts.noSuchGroup);

// GET /api/price-groups/:id (admins, issue 50): one group.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const group = await priceGroupJson(params.id ?? "");
  return group ? Response.json(group) : notFound();
}

// PUT replaces a group's name and discounts; DELETE sends its members back to list prices.
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  return byMethod(request, {
    PUT: async () => {
      await requireUser(request, "admin");
      return writePriceGroup(await parseJsonBody(request, priceGroupRequestSchema), id);
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await deletePriceGroup(id)) ? new Response(null, { status: 204 }) : notFound();
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  const params = api.idParam("price group");
  const common = {
    401: api.unauthenticated,
    403: api.adminsOnly,
    404: api.error(priceGroupTexts.noSuchGroup),
  };
  return [
    {
      method: "get",
      path: "/api/price-groups/{id}",
      tags: ["Accounts"],
      summary: "One price group (admins)",
      security: api.security.signedIn,
      request: { params },
      responses: { 200: api.answer("The group", priceGroupJsonSchema), ...common },
    },
    {
      method: "put",
      path: "/api/price-groups/{id}",
      tags: ["Accounts"],
      summary: "Replace a price group's name and discounts (admins)",
      description:
        "The whole group, as on add: category discounts left out are removed. Orders already placed keep their prices.",
      security: api.security.signedIn,
      request: { params, body: api.json(priceGroupRequestSchema) },
      responses: {
        200: api.answer("The group", priceGroupJsonSchema),
        400: api.invalid,
        ...common,
        409: api.error(priceGroupTexts.nameTaken),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/price-groups/{id}",
      tags: ["Accounts"],
      summary: "Delete a price group; its members go back to list prices (admins)",
      security: api.security.signedIn,
      request: { params },
      responses: { 204: api.noContent, ...common, 429: api.tooMany },
    },
  ];
}
