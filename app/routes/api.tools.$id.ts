import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { categoryTexts, skuTexts } from "#app/messages.ts";
import { changeTool, getTool, softDeleteTool } from "#app/models/tool.server.ts";
import { toolChangeRequestSchema } from "#app/schemas/tool-specs.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { changedSpecs, toolDetailJson } from "#app/services/tool-spec-api.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  pageCache: { shows: ["catalogue"], sameForEveryone: true },
};

export async function loader({ params }: LoaderFunctionArgs) {
  const tool = await getTool(params.id ?? "");
  return tool ? Response.json(await toolDetailJson(tool)) : apiError(404, "Tool not found");
}

// DELETE /api/tools/:id (admins): a soft delete; orders that name the tool stay readable.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    // PUT /api/tools/:id (admins): the tool's part number, category and values (issue 39), in
    // one transaction; 409 when another tool has the part number.
    PUT: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, toolChangeRequestSchema);
      const { sku, category, attributes } = body;
      if (sku === undefined && category === undefined && attributes === undefined)
        return apiError(400, categoryTexts.sendToolChange);
      const tool = await getTool(params.id ?? "");
      if (!tool) return apiError(404, "Tool not found");
      const specs =
        category === undefined && attributes === undefined
          ? undefined
          : await changedSpecs(tool, body);
      const written = await changeTool(tool.id, { sku, specs });
      if (written === "sku-taken") return apiError(409, skuTexts.taken, { sku: [skuTexts.taken] });
      const changed = written === "updated" ? await getTool(tool.id) : undefined;
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
