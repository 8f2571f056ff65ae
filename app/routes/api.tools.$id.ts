import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTool } from "~/models/tool.server";
import { apiError, toolJson } from "~/utils/api.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const tool = await getTool(params.id ?? "");
  return tool ? Response.json(toolJson(tool)) : apiError(404, "Tool not found");
}
