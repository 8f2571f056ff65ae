import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { categoryTexts } from "#app/messages.ts";
import { getTool, softDeleteTool } from "#app/models/tool.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { putToolSpecs, toolDetailJson } from "#app/services/tool-spec-api.server.ts";
import { toolSpecRequestSchema } from "#app/schemas/tool-specs.ts";
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
    // PUT /api/tools/:id (admins): the tool's category and specification values (issue 39).
    PUT: async () => {
      await requireUser(request, "admin");
      const body = await parseJsonBody(request, toolSpecRequestSchema);
      if (body.category === undefined && body.attributes === undefined)
        return apiError(400, categoryTexts.sendCategoryOrAttributes);
      const tool = await getTool(params.id ?? "");
      if (!tool || !(await putToolSpecs(tool, body))) return apiError(404, "Tool not found");
      return Response.json(await toolDetailJson(tool));
    },
    DELETE: async () => {
      await requireUser(request, "admin");
      return (await softDeleteTool(params.id ?? ""))
        ? new Response(null, { status: 204 })
        : apiError(404, "Tool not found");
    },
  });
}
