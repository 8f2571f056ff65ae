import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { categoryTexts, skuTexts } from "#app/messages.ts";
import { changeTool, getTool, softDeleteTool } from "#app/models/tool.server.ts";
import { breaksOfRows, priceBreakFieldErrors } from "#app/schemas/price-breaks.ts";
import { toolChangeRequestSchema } from "#app/schemas/tool-specs.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { buyerHeaders, buyerOf } from "#app/routes/+catalogue/buyer.server.ts";
import { changedSpecs, toolDetailJson } from "#app/routes/+catalogue/tool-spec-api.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { foreignPictures } from "#app/routes/+dashboard/gallery-form.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

// A tool's answer is priced for its caller (issue 40): anonymous answers are kept in the page
// cache; a signed-in caller's is made for them, and a price group member's is never kept.
export const handle: ServerHandle = {
  outsideRemix: true,
  pageCache: { shows: ["catalogue"] },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tool = await getTool(params.id ?? "");
  if (!tool) return apiError(404, "Tool not found");
  const buyer = await buyerOf(request);
  return Response.json(await toolDetailJson(tool, buyer), { headers: buyerHeaders(buyer) });
}

// DELETE /api/tools/:id (admins): a soft delete; orders that name the tool stay readable.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    // PUT /api/tools/:id (admins): the tool's part number, category and values (issue 39) and
    // volume breaks (issue 40), in one transaction; 409 when another tool has the part number.
    PUT: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, toolChangeRequestSchema);
      const { sku, category, attributes, priceBreaks, pictures, lowStockThreshold } = body;
      if (
        [sku, category, attributes, priceBreaks, pictures, lowStockThreshold].every(
          (field) => field === undefined,
        )
      )
        return apiError(400, categoryTexts.sendToolChange);
      const tool = await getTool(params.id ?? "");
      if (!tool) return apiError(404, "Tool not found");
      const breakErrors = priceBreaks ? priceBreakFieldErrors(priceBreaks, tool) : {};
      if (Object.keys(breakErrors).length) return apiError(400, "Invalid fields", breakErrors);
      const pictureErrors = pictures ? await foreignPictures(pictures) : {};
      if (Object.keys(pictureErrors).length) return apiError(400, "Invalid fields", pictureErrors);
      const specs =
        category === undefined && attributes === undefined
          ? undefined
          : await changedSpecs(tool, body);
      const written = await changeTool(tool.id, {
        sku,
        specs,
        priceBreaks: priceBreaks && breaksOfRows(priceBreaks),
        pictures,
        lowStockThreshold,
      });
      if (written === "sku-taken") return apiError(409, skuTexts.taken, { sku: [skuTexts.taken] });
      const changed = written === "updated" ? await getTool(tool.id) : undefined;
      // An admin is in no price group: the answer shows list prices and the new breaks.
      return changed
        ? Response.json(await toolDetailJson(changed))
        : apiError(404, "Tool not found");
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await softDeleteTool(params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, "Tool not found");
    },
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tools/{id}",
      tags: ["Catalogue"],
      summary: "One tool, with the variants of its family",
      description:
        "Priced for the caller (issue 40): `price` and `priceBreaks` are a price group member's own (answered with `Cache-Control: private, no-store`), everyone else's the list price and the tool's volume breaks.",
      security: api.security.anyone,
      request: { params: api.idParam("tool") },
      responses: {
        200: api.answer(
          "The tool, with its category, specification values and variants",
          api.schemas.ToolDetail,
        ),
        401: api.staleToken,
        404: api.error("Tool not found"),
      },
    },
    {
      method: "put",
      path: "/api/tools/{id}",
      tags: ["Catalogue"],
      summary:
        "Change a tool's part number, category, specification values or volume prices (admins)",
      description:
        "`sku`: 1 to 40 letters, digits, `-`, `.`, `/` or `_`, kept upper case; unique in any case. Values are checked against the category's attributes as the tool form checks them; a 400 names what is wrong under `category` or `attributes`. What is left out stays: no `category` keeps the tool's, no `attributes` keeps the values the category names. `priceBreaks` replaces the tool's volume prices (`[]` removes them); a 400 names a wrong rung under `priceBreaks.{index}.minQyt` or `.price`. `pictures` (issue 50) replaces its pictures in order, the first becoming `img`: each `url` must be a picture of this shop (uploaded with `POST /api/images`, or one a tool shows), else a 400 under `pictures.{index}.url`. `lowStockThreshold` (issue 50) sets the stock under which webhooks hear `tool.low_stock` (null: none). One transaction: all of it is written, or none.",
      security: api.security.signedIn,
      request: { params: api.idParam("tool"), body: api.json(toolChangeRequestSchema) },
      responses: {
        200: api.answer(
          "The tool, with its category, specification values and variants",
          api.schemas.ToolDetail,
        ),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error("Tool not found (or removed)"),
        409: api.error(`${skuTexts.taken}: \`sku\` is in use`),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/tools/{id}",
      tags: ["Catalogue"],
      summary: "Remove a tool from the catalogue (admins; orders naming it stay readable)",
      security: api.security.signedIn,
      request: { params: api.idParam("tool") },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error("Tool not found (or already removed)"),
        429: api.tooMany,
      },
    },
  ];
}
