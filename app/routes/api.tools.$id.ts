import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { skuTexts } from "#app/messages.ts";
import { getTool, setToolSku, softDeleteTool, toolJson } from "#app/models/tool.server.ts";
import { toolFamily, variantsJson } from "#app/models/tool-family.server.ts";
import { toolSkuRequestSchema } from "#app/schemas/sku.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  pageCache: { shows: ["catalogue"], sameForEveryone: true },
};

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const [tool, family] = await Promise.all([getTool(id), toolFamily(id)]);
  if (!tool) return apiError(404, "Tool not found");
  return Response.json({ ...toolJson(tool), variants: variantsJson(family) });
}

// DELETE /api/tools/:id (admins): a soft delete; orders that name the tool stay readable.
export async function action({ request, params }: ActionFunctionArgs) {
  return byMethod(request, {
    // PUT /api/tools/:id (admins): the tool's part number (issue 39); 409 when another has it.
    PUT: async () => {
      await requireUser(request, "admin");
      const { sku } = await parseJsonBody(request, toolSkuRequestSchema);
      if (sku === undefined) return apiError(400, skuTexts.sendSku);
      const written = await setToolSku(params.id ?? "", sku);
      if (written === "sku-taken") return apiError(409, skuTexts.taken, { sku: [skuTexts.taken] });
      const tool = written === "updated" ? await getTool(params.id ?? "") : undefined;
      return tool ? Response.json(toolJson(tool)) : apiError(404, "Tool not found");
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await softDeleteTool(params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, "Tool not found");
    },
  });
}
