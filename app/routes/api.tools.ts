import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllTools, listTools } from "~/models/tool.server";
import { parseCatalogueQuery } from "~/schemas/catalogue-query";
import { apiError, toolJson } from "~/utils/api.server";

// GET /api/tools: every tool (the spec's shape), or one page of them with `?page=` (and `?q=`).
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseCatalogueQuery(new URL(request.url));
  if (!query.success) {
    return apiError(
      400,
      "Invalid query",
      query.error.flatten().fieldErrors as Record<string, string[]>,
    );
  }
  const { q, page } = query.data;
  if (page === undefined && !q) return Response.json((await listAllTools()).map(toolJson));
  const result = await listTools({ search: q, page: page ?? 1 });
  return Response.json({ ...result, tools: result.tools.map(toolJson) });
}
