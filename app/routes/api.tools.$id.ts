import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { categoryTexts, skuTexts } from "#app/messages.ts";
import { changeTool, getTool, softDeleteTool } from "#app/models/tool.server.ts";
import { breaksOfRows, priceBreakFieldErrors } from "#app/schemas/price-breaks.ts";
import { toolChangeRequestSchema } from "#app/schemas/tool-specs.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { buyerHeaders, buyerOf } from "#app/services/buyer.server.ts";
import { changedSpecs, toolDetailJson } from "#app/services/tool-spec-api.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

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
      const { sku, category, attributes, priceBreaks } = body;
      if ([sku, category, attributes, priceBreaks].every((field) => field === undefined))
        return apiError(400, categoryTexts.sendToolChange);
      const tool = await getTool(params.id ?? "");
      if (!tool) return apiError(404, "Tool not found");
      const breakErrors = priceBreaks ? priceBreakFieldErrors(priceBreaks, tool) : {};
      if (Object.keys(breakErrors).length) return apiError(400, "Invalid fields", breakErrors);
      const specs =
        category === undefined && attributes === undefined
          ? undefined
          : await changedSpecs(tool, body);
      const written = await changeTool(tool.id, {
        sku,
        specs,
        priceBreaks: priceBreaks && breaksOfRows(priceBreaks),
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
