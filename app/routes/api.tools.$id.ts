import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getTool, softDeleteTool, toolJson } from "#app/models/tool.server.ts";
import { toolFamily, variantsJson } from "#app/models/tool-family.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod } from "#app/utils/api.server.ts";
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
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await softDeleteTool(params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, "Tool not found");
    },
  });
}
