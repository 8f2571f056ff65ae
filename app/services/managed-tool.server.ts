import { getTool } from "#app/models/tool.server.ts";
import { invariantResponse } from "@epic-web/invariant";

export const TOOL_GONE = "That product is no longer in the catalogue.";

/** The tool an admin page is about, or the 404 page (an unknown id, or a tool deleted meanwhile). */
export async function requireManagedTool(id: string | undefined) {
  const tool = await getTool(id ?? "");
  invariantResponse(tool, TOOL_GONE, { status: 404 });
  return tool;
}
